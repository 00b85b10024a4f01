import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { aboutBenefits, aboutMessages, aboutOnward, biography, philosophy } from '../content/about'
import { approachMessages, approachMethods, approachOnward, approachOverview } from '../content/approach'
import { attachmentService } from '../content/services/attachment'
import { childhoodService } from '../content/services/childhood'
import { serviceCommonMessages } from '../content/services/common'
import { cptsdService } from '../content/services/cptsd'
import { narcissisticService } from '../content/services/narcissistic'
import { serviceArea, serviceCards, servicesOnward, servicesOverviewMessages, whyOnlineReasons } from '../content/services/overview'
import { servicePaths } from '../content/services/types'
import { descriptorsIn, pageWords, wordsOf } from './words'

const root = join(import.meta.dirname, '..')
const pageExists = (path: string) => existsSync(join(root, 'pages', path, '+Page.tsx'))

/** The spec's route table (§2): every internal link in these records must land on one. */
const specRoutes = new Set([
  '/', '/about', '/services', ...servicePaths, '/approach', '/blog', '/blog/free-online-trauma-healing', '/blog/best-online-trauma-healing',
  '/blog/understanding-childhood-trauma', '/blog/complex-ptsd-vs-ptsd', '/blog/signs-of-narcissistic-abuse', '/blog/leaving-narcissistic-relationship',
  '/blog/healing-from-narcissistic-abuse', '/resources', '/childhood-trauma-help', '/narcissistic-abuse-help', '/faqs', '/contact', '/healing-quiz',
  '/privacy-policy', '/terms-of-service',
])

const servicePages = [childhoodService, cptsdService, narcissisticService, attachmentService]

describe('service cards', () => {
  it('are four, one per service route, in the spec order', () => {
    expect(serviceCards.map((card) => card.path)).toEqual([...servicePaths])
  })
  it.each(serviceCards.map((card) => [card.path, card] as const))('%s has an icon, a title, a description and four benefits', (_path, card) => {
    expect(card.icon).toBeTruthy()
    expect(card.title.defaultMessage).toBeTruthy()
    expect(card.description.defaultMessage).toBeTruthy()
    expect(card.benefits).toHaveLength(4)
    expect(new Set(card.benefits.map((b) => b.id)).size).toBe(4)
  })
  it('link to pages that exist', () => {
    for (const card of serviceCards) expect(pageExists(card.path), card.path).toBe(true)
  })
})

describe('service pages', () => {
  it('cover the four service routes, each with a page using the shared template', () => {
    expect(servicePages.map((page) => page.path).sort()).toEqual([...servicePaths].sort())
    for (const page of servicePages) expect(pageExists(page.path), page.path).toBe(true)
  })

  it.each(servicePages.map((page) => [page.path, page] as const))('%s: every id starts with its scope', (_path, page) => {
    // Its own words; the names of its sources are shared (content/sources.ts, scope `sources`).
    const { review, ...own } = page
    for (const descriptor of descriptorsIn(own)) expect(descriptor.id?.startsWith(`${page.scope}.`), descriptor.id).toBe(true)
    for (const source of review.sources) expect(source.label.id, source.href).toMatch(/^sources\./)
    expect(page.meta.title.id).toBe(`${page.scope}.meta.title`)
    expect(page.meta.description.id).toBe(`${page.scope}.meta.description`)
  })

  it.each(servicePages.map((page) => [page.path, page] as const))('%s: has every section the spec asks for', (_path, page) => {
    expect(page.explanation.paragraphs.length).toBeGreaterThanOrEqual(3)
    expect(page.signs.cards.length).toBeGreaterThanOrEqual(4)
    expect(page.howItWorks.steps.length).toBeGreaterThanOrEqual(3)
    expect(page.benefits.items.length).toBeGreaterThanOrEqual(5)
    expect(page.online.cards.length).toBeGreaterThanOrEqual(3)
    // The region's full set of crisis lines, unless the record says why fewer.
    if (page.crisisSubset) expect(page.crisisSubset.reason.trim()).not.toBe('')
    // Each page leads onward, including to the quiz or a guide or article.
    expect(page.onward.length).toBeGreaterThanOrEqual(3)
  })

  it('attachment healing explains Bartholomew and Horowitz’s four adult styles in order', () => {
    expect(attachmentService.extra?.items.map((item) => item.title.defaultMessage)).toEqual(['Secure', 'Preoccupied', 'Dismissing', 'Fearful-avoidant'])
  })

  it('narcissistic abuse recovery explains the four-phase cycle in order and shows the crisis lines first', () => {
    expect(narcissisticService.extra?.ordered).toBe('phase')
    expect(narcissisticService.extra?.items.map((item) => item.title.defaultMessage)).toEqual(['Idealization', 'Devaluation', 'Discard', 'Hoover'])
    expect(narcissisticService.crisisSubset).toBeUndefined()
    expect(narcissisticService.crisisFirst).toBe(true)
  })

  it.each(servicePages.map((page) => [page.path, page] as const))('%s: 700 words or more', (_path, page) => {
    expect(pageWords(descriptorsIn(page, serviceCommonMessages))).toBeGreaterThanOrEqual(700)
    // …most of them its own, not the shared notes.
    expect(pageWords(descriptorsIn(page))).toBeGreaterThanOrEqual(650)
  })
})

describe('about, services and approach', () => {
  const pages = {
    '/about': descriptorsIn(biography, aboutMessages, aboutBenefits, philosophy, aboutOnward),
    '/services': descriptorsIn(servicesOverviewMessages, serviceCards, whyOnlineReasons, servicesOnward),
    '/approach': descriptorsIn(approachMessages, approachMethods, approachOverview, approachOnward),
  }
  it.each(Object.entries(pages))('%s: 500 words or more', (_path, descriptors) => {
    expect(pageWords(descriptors)).toBeGreaterThanOrEqual(500)
  })

  it('approach covers the three methods with what each is, how a session uses it and what it is not', () => {
    expect(approachMethods.map((method) => method.title.defaultMessage)).toEqual(['Internal Family Systems', 'Somatic work', 'Nervous system regulation'])
    for (const method of approachMethods) {
      expect(method.whatItIs.length).toBeGreaterThan(0)
      expect(method.inSession.length).toBeGreaterThan(0)
      expect(method.whatItIsNot.length).toBeGreaterThan(0)
    }
  })

  it('the services page names the five countries served', () => {
    expect(serviceArea).toEqual(['US', 'CA', 'GB', 'AU', 'NZ'])
  })

  it('the biography claims no certification or training of its own (that is the credential and training records’) and invents no clinical credentials', () => {
    const text = descriptorsIn(biography).map((d) => String(d.defaultMessage)).join(' ')
    expect(text).toMatch(/trauma recovery coach/i)
    expect(text).not.toMatch(/certified/i)
    // Where she trained is the training record's to say (content/credential.ts), never a vague line of its own.
    expect(text).not.toMatch(/\btrain(ed|ing)\b/i)
    expect(text).not.toMatch(/\b(PhD|Dr\.|licensed|LCSW|LPC|psychologist|psychotherapist|MD)\b/)
  })
})

describe('links in the records', () => {
  const all = [
    ...servicePages.flatMap((page) => [...page.onward.map((link) => link.href), ...page.explanation.paragraphs.flatMap((p) => Object.values(p.links ?? {})), ...Object.values(page.signs.scopeLimit?.body.links ?? {}), ...Object.values(page.extra?.closing?.links ?? {})]),
    ...aboutOnward.map((link) => link.href), ...biography.paragraphs.flatMap((p) => Object.values(p.links ?? {})),
    ...servicesOnward.map((link) => link.href),
    ...approachOnward.map((link) => link.href), ...approachMethods.flatMap((method) => [...method.whatItIs, ...method.whatItIsNot].flatMap((p) => Object.values(p.links ?? {}))),
  ]
  it('go to a route in the spec or to an https source', () => {
    for (const href of all) {
      if (href.startsWith('https://')) continue
      // An anchor on the same page: the page's own crisis box (e2e/static.spec.ts resolves every #anchor).
      if (href === '#service-crisis-title') continue
      expect(specRoutes.has(href), href).toBe(true)
    }
  })
  it('lead onward to the quiz and the guides and articles', () => {
    for (const target of ['/healing-quiz', '/childhood-trauma-help', '/narcissistic-abuse-help', '/blog/signs-of-narcissistic-abuse', '/blog/complex-ptsd-vs-ptsd', '/blog/understanding-childhood-trauma', '/blog/healing-from-narcissistic-abuse']) {
      expect(all, target).toContain(target)
    }
  })
})

describe('wordsOf', () => {
  it('counts words, not tags or placeholders', () => {
    expect(wordsOf('Read the <link>guide</link> first, {name}.')).toBe(4)
    expect(wordsOf('Call {emergency} now')).toBe(2)
  })
})
