import { describe, expect, it } from 'vitest'
import { legalEffectiveDate } from '../content/legal/common'
import { privacyPolicy } from '../content/legal/privacy'
import { termsOfService } from '../content/legal/terms'
import { moreOutside, narcissisticResources, resourceArticles } from '../content/resources'
import { descriptorsIn, wordsOf } from './words'

describe('resource articles', () => {
  it('are the four articles of the spec, by anchor', () => {
    expect(resourceArticles.map((article) => article.id)).toEqual([
      'what-is-trauma-coaching-online',
      'benefits-virtual-trauma-coaching',
      'childhood-trauma-recovery-online',
      'complex-ptsd-online-coaching',
    ])
  })

  it('are each at least 300 words long', () => {
    for (const article of resourceArticles) {
      const words = article.paragraphs.reduce((sum, paragraph) => sum + wordsOf(String(paragraph.text.defaultMessage)), 0)
      expect(words, article.id).toBeGreaterThanOrEqual(300)
    }
  })

  it('link to the routes the spec names', () => {
    const hrefs = new Set([
      ...resourceArticles.flatMap((article) => article.paragraphs.flatMap((paragraph) => Object.values(paragraph.links ?? {}))),
      ...narcissisticResources.map((card) => card.href),
    ])
    for (const route of ['/narcissistic-abuse-help', '/services/narcissistic-abuse-recovery', '/blog/free-online-trauma-healing', '/blog/best-online-trauma-healing', '/childhood-trauma-help']) {
      expect(hrefs, route).toContain(route)
    }
    for (const source of moreOutside) expect(source.href).toMatch(/^https:\/\//)
  })

  it('keep every message in the resources scope', () => {
    for (const descriptor of descriptorsIn(resourceArticles, narcissisticResources, moreOutside)) expect(descriptor.id).toMatch(/^resources\./)
  })
})

describe('legal documents', () => {
  it('take effect on December 30, 2024', () => {
    expect(legalEffectiveDate).toBe('2024-12-30')
    expect(privacyPolicy.effective).toBe(legalEffectiveDate)
    expect(termsOfService.effective).toBe(legalEffectiveDate)
  })

  it('have the nine privacy sections and thirteen terms sections of the spec, with unique anchors', () => {
    expect(privacyPolicy.sections.map((section) => section.id)).toEqual([
      'information-we-collect', 'how-we-use-information', 'sharing', 'security', 'cookies', 'your-rights', 'health-information', 'changes', 'contact',
    ])
    expect(termsOfService.sections.map((section) => section.id)).toEqual([
      'acceptance', 'nature-of-services', 'professional-boundaries', 'client-responsibilities', 'confidentiality', 'payment-and-cancellation',
      'limitation-of-liability', 'website-use', 'intellectual-property', 'termination', 'changes', 'governing-law', 'contact',
    ])
  })

  it('state the hours and link to /contact in their contact sections', () => {
    for (const document of [privacyPolicy, termsOfService]) {
      const contact = document.sections.at(-1)
      const paragraphs = contact?.blocks.flatMap((block) => (block.type === 'paragraph' ? [block.paragraph] : block.items)) ?? []
      expect(paragraphs.some((paragraph) => String(paragraph.text.defaultMessage).includes('{hours}'))).toBe(true)
      expect(paragraphs.some((paragraph) => paragraph.links?.contact === '/contact')).toBe(true)
    }
  })
})
