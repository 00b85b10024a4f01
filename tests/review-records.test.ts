import { describe, expect, it } from 'vitest'
import * as blog from '../content/blog/articles'
import { healthReviewsOf } from '../content/healthPages'
import { servicePaths } from '../content/services/types'

import { clinicalReviewer, filledClinicalReviewer, latestNextReview } from '../content/review'

const healthReviews = healthReviewsOf(blog)

/**
 * The review record of every health page (content/healthPages.ts): fixed
 * review dates within one cycle, and sources that cite a document. The built
 * pages show them: e2e/health-pages.spec.ts.
 */
const iso = /^\d{4}-\d{2}-\d{2}$/
const isBareHomePage = (href: string) => {
  const url = new URL(href)
  return url.pathname.replace(/\/+$/, '') === '' && url.search === '' && url.hash === ''
}

describe('the review record of every health page', () => {
  it('covers the articles, both guides, the services, the FAQs and the resources', () => {
    const paths = [...healthReviews.keys()]
    for (const path of ['/childhood-trauma-help', '/narcissistic-abuse-help', '/services', '/services/attachment-healing', '/faqs', '/resources']) expect(paths).toContain(path)
    // Every article module and every service page, however many there are.
    expect(paths.filter((path) => path.startsWith('/blog/')).toSorted()).toEqual(blog.posts.map((post) => post.link).toSorted())
    expect(paths.filter((path) => path.startsWith('/services/')).toSorted()).toEqual([...servicePaths].toSorted())
  })

  it('has fixed ISO review dates, the next within one review cycle of the last', () => {
    for (const [path, review] of healthReviews) {
      for (const date of [review.lastReviewed, review.nextReviewDue]) {
        expect(date, path).toMatch(iso)
        expect(new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10), path).toBe(date)
      }
      expect(review.nextReviewDue > review.lastReviewed, path).toBe(true)
      expect(review.nextReviewDue <= latestNextReview(review.lastReviewed), path).toBe(true)
    }
  })

  it('cites at least one source, each a document over https, never a site’s bare home page, none twice', () => {
    for (const [path, review] of healthReviews) {
      expect(review.sources.length, path).toBeGreaterThan(0)
      const hrefs = review.sources.map((source) => source.href)
      expect(new Set(hrefs).size, path).toBe(hrefs.length)
      for (const href of hrefs) {
        expect(href, path).toMatch(/^https:\/\//)
        expect(isBareHomePage(href), `${path}: ${href}`).toBe(false)
      }
    }
  })
})

describe('the clinical reviewer', () => {
  it('counts as filled only with a name, a profession, a register and an https page to check her entry', () => {
    expect(filledClinicalReviewer(null)).toBeUndefined()
    const filled = { name: 'A. Example', profession: 'clinical psychologist', register: 'Example Register', href: 'https://register.example/entry/1' }
    expect(filledClinicalReviewer(filled)).toBe(filled)
    expect(filledClinicalReviewer({ ...filled, name: ' ' })).toBeUndefined()
    expect(filledClinicalReviewer({ ...filled, href: 'https://register.example/' })).toBeUndefined()
  })

  it('is left unfilled until the practice has one, so every page says its review is editorial, not clinical', () => {
    expect(filledClinicalReviewer(clinicalReviewer)).toBeUndefined()
  })
})
