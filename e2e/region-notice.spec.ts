import type { Browser, Page } from '@playwright/test'
import { helplineDirectory, helplinesInCountry } from '../content/crisis'
import { builtScriptHolding, requestsFor } from './builtScript'
import { expect, settled, test } from './fixtures'
import { shiftsOfWhatWasDrawn, type DrawnShift } from './layoutShift'
import { axeViolations } from './axe'
import { ANNOUNCE_AFTER_MS, ANNOUNCEMENT_KEPT_MS } from '../components/firstScript/regionNoticeTiming'

/**
 * The region suggestion: a browser whose languages name another served region
 * is offered the same page in that region's locale (components/regionNotice.ts).
 * `locale` sets navigator.languages.
 */
const notice = '[data-region-notice]'

/**
 * Once the page has settled, its clock (installed before it loaded) taken to
 * the moment the notice is said (regionNoticeTiming.ts), rather than waited for.
 */
async function toTheAnnouncement(page: Page) {
  await settled(page)
  await page.clock.runFor(ANNOUNCE_AFTER_MS)
}

/** The notice, appearing, adds no layout shift to what the page has for its own region's reader (who is shown none). */
async function expectNoShiftFromNotice(page: Page, browser: Browser) {
  const url = '/en-au/blog/signs-of-narcissistic-abuse'
  const total = (shifts: DrawnShift[]) => shifts.reduce((sum, { value }) => sum + value, 0)
  const listed = (shifts: DrawnShift[]) => shifts.map(({ value, moved }) => `${value.toFixed(6)}: ${moved.join('; ')}`).join('\n') || 'none'
  for (const viewport of [{ width: 375, height: 812 }, { width: 1280, height: 900 }]) {
    await page.setViewportSize(viewport)
    await page.goto(url)
    await expect(page.locator(notice).getByRole('link')).toBeVisible()
    await settled(page)
    const own = await browser.newContext({ locale: 'en-AU', viewport, reducedMotion: 'reduce' })
    const ownPage = await own.newPage()
    await ownPage.goto(url)
    await settled(ownPage)
    await expect(ownPage.locator(`${notice} > div`)).toHaveCount(0)
    const [withNotice, without] = [await shiftsOfWhatWasDrawn(page), await shiftsOfWhatWasDrawn(ownPage)]
    // What moved, on each page, says whether the notice moved it (the bar drawn half-parsed once moved here: e2e/first-frame.spec.ts).
    expect(total(withNotice), `${viewport.width}px. With the notice:\n${listed(withNotice)}\nWithout:\n${listed(without)}`).toBeLessThanOrEqual(total(without))
    await own.close()
  }
}

test.describe('a browser in en-GB', () => {
  test.use({ locale: 'en-GB' })

  test('on a US page is offered the same page for the UK, politely and by keyboard', async ({ page, consoleErrors }) => {
    // The page's own clock, taken to the moments the notice is said and emptied rather than waited for.
    await page.clock.install()
    await page.goto('/about')
    const box = page.locator(notice)
    const link = box.getByRole('link')
    // Said once the page has settled, as one text, in the polite line inside the box (no
    // role: an empty role=status is read as a "statusbar"); the panel is in no live region,
    // so nothing is said as it is shown. The line empties later: reading on, she finds the panel.
    const line = box.locator('[aria-live]')
    await expect(line).toHaveAttribute('aria-live', 'polite')
    await expect(line).not.toHaveAttribute('role')
    await expect(box.locator('> div')).toBeVisible()
    await expect(box.locator('> div')).toHaveCount(1)
    expect(await box.locator('> div').evaluate((panel) => panel.parentElement?.closest('[aria-live]') ?? null)).toBeNull()
    await toTheAnnouncement(page)
    await expect(line).toHaveText(`${await box.locator('p').textContent()} ${await link.textContent()}`)
    await page.clock.runFor(ANNOUNCEMENT_KEPT_MS)
    await expect(line).toHaveText('')
    await expect(link).toBeVisible()
    await expect(link).toHaveAttribute('href', '/en-gb/about')
    await expect(link).toHaveAttribute('hreflang', 'en-GB')
    await expect(box).toContainText('the United States and Canada')
    await expect(link).toContainText('the United Kingdom')

    // Reachable by keyboard, after the bar: Tab through to the link and the button.
    await link.focus()
    await expect(link).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(box.getByRole('button')).toBeFocused()

    // A panel at the bottom of the screen, far from the exit control in the bar.
    const exit = await page.locator('[data-exit-this-page]').boundingBox()
    const shown = await box.boundingBox()
    const viewport = page.viewportSize()!
    expect(exit && shown && shown.y >= exit.y + exit.height).toBe(true)
    expect(shown && Math.round(shown.y + shown.height)).toBe(viewport.height)
    expect(await axeViolations(page)).toEqual([])
    expect(consoleErrors).toEqual([])
  })

  test('appearing, it moves nothing on the page: no more layout shift than the page has without it', async ({ page, browser }) => {
    await expectNoShiftFromNotice(page, browser)
  })

  test('keeps what focus reaches clear of itself, to the end of the page', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 })
    await page.goto('/contact')
    const panel = page.locator(notice)
    await expect(panel.getByRole('link')).toBeVisible()
    // Tab onto each footer link in turn, as a keyboard reader reaches the end of the page.
    const links = page.locator('footer a')
    await links.first().focus()
    for (let i = 1; i < (await links.count()); i++) {
      await page.keyboard.press('Tab')
      const focused = await page.evaluate(() => document.activeElement!.getBoundingClientRect().bottom)
      const top = (await panel.boundingBox())!.y
      expect(focused, `footer link ${i}`).toBeLessThanOrEqual(top)
    }
  })

  test('its room after the page never moves what she is reading: a #link landed stays clear of the bar', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto('/online-safety#safety-support-title')
    await expect(page.locator(notice).getByRole('link')).toBeVisible()
    await settled(page)
    const clearOfBar = () =>
      page.evaluate(() => document.getElementById('safety-support-title')!.getBoundingClientRect().top - document.querySelector('[data-site-header]')!.getBoundingClientRect().bottom)
    const landed = await clearOfBar()
    expect(landed).toBeGreaterThanOrEqual(0)
    // In CI the panel's room changed in the same layout as the section above her
    // was first laid out, smaller than the 40rem it stood in for: both at once here.
    await page.evaluate(() => {
      const above = document.getElementById('safety-support-title')!.closest('main > *')!.previousElementSibling!
      ;(above.lastElementChild as HTMLElement).hidden = true
      document.documentElement.style.setProperty('--region-notice', '200px')
    })
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
    expect(await clearOfBar()).toBeCloseTo(landed, 0)
    // The room is still there: the end of the page scrolls clear of the panel.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    const end = await page.evaluate(() => document.querySelector('footer')!.getBoundingClientRect().bottom)
    expect(end).toBeLessThanOrEqual(900 - 200 + 1)
  })

  test('its link and its button are targets of at least 24 × 24 CSS px, fixed or in the flow (WCAG 2.5.8)', async ({ page }) => {
    // A desktop, a phone, the narrowest reflow and a short screen (the panel in the flow).
    for (const viewport of [{ width: 1280, height: 900 }, { width: 390, height: 844 }, { width: 320, height: 640 }, { width: 640, height: 360 }]) {
      await page.setViewportSize(viewport)
      await page.goto('/search')
      const targets = page.locator(notice).locator('a, button')
      await expect(targets).toHaveCount(2)
      for (const target of await targets.all()) {
        const box = (await target.boundingBox())!
        expect(Math.min(box.width, box.height), `${await target.textContent()} at ${viewport.width}×${viewport.height}`).toBeGreaterThanOrEqual(24)
      }
    }
  })

  test('on a short screen (400% zoom) sits at the top of main instead, in the flow', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 256 })
    await page.goto('/about')
    const panel = page.locator(notice)
    await expect(panel.getByRole('link')).toBeVisible()
    expect(await panel.evaluate((element) => getComputedStyle(element).position)).toBe('static')
  })

  test('on a UK page sees no notice', async ({ page }) => {
    await page.goto('/en-gb/about')
    await expect(page.locator(`${notice} > div`)).toHaveCount(0)
    await expect(page.locator(notice)).toBeHidden()
  })

  test('hidden, on this page only: focus moves on to the page, it is never said, the next page offers it again, and nothing is stored', async ({ page, context }) => {
    // The page's own clock, so that the moment the notice would have been said is reached at once.
    await page.clock.install()
    await page.goto('/en-au/faqs')
    await expect(page.locator(notice).getByRole('link')).toHaveAttribute('href', '/en-gb/faqs')
    await expect(page.locator(notice)).toContainText('Australia and New Zealand')
    await page.locator(notice).getByRole('button', { name: 'Hide on this page' }).click()
    await expect(page.locator(`${notice} > div`)).toHaveCount(0)
    await expect(page.locator('main')).toBeFocused()
    // Hidden before it was announced (ANNOUNCE_AFTER_MS after the page settled), it is never said:
    // nothing marks the moment it would have been, so the clock is taken past it, then the line read.
    await toTheAnnouncement(page)
    expect(await page.locator(`${notice} [aria-live]`).textContent()).toBe('')
    // Nothing on her device remembers it: the next page shows it again, as its button said.
    expect(await page.evaluate(() => [Object.keys(localStorage), Object.keys(sessionStorage)])).toEqual([[], []])
    expect(await context.cookies()).toEqual([])
    await page.goto('/en-au/about')
    await expect(page.locator(notice).getByRole('link')).toHaveAttribute('href', '/en-gb/about')
  })

  test('is reached by Tab from the top of the page, after the bar and before the page’s content', async ({ page }) => {
    await page.goto('/about')
    const link = page.locator(notice).getByRole('link')
    await expect(link).toBeVisible()
    const focusables = await page.locator('a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])').count()
    let reached = false
    // Bounded by the number of focusable elements: the link comes after the bar's.
    for (let press = 0; press < focusables && !reached; press++) {
      await page.keyboard.press('Tab')
      reached = await link.evaluate((element) => element === document.activeElement)
      // Nothing in main before the notice takes focus first.
      const inMainBeforeNotice = await page.evaluate(() => {
        const active = document.activeElement
        return !!active?.closest('main') && !active.closest('[data-region-notice]')
      })
      expect(inMainBeforeNotice).toBe(false)
    }
    expect(reached).toBe(true)
  })
})

test.describe('a browser in en-NZ', () => {
  test.use({ locale: 'en-NZ' })
  test('on a UK page is offered the Australia and New Zealand page', async ({ page }) => {
    await page.goto('/en-gb/')
    await expect(page.locator(notice).getByRole('link')).toHaveAttribute('href', '/en-au/')
    await expect(page.locator(notice)).toContainText('the United Kingdom')
    expect(await axeViolations(page)).toEqual([])
  })
})

test.describe('a browser in en-CA', () => {
  test.use({ locale: 'en-CA' })
  test('on an Australian page is offered the US and Canada page; on a US page nothing', async ({ page }) => {
    await page.goto('/en-au/contact')
    await expect(page.locator(notice).getByRole('link')).toHaveAttribute('href', '/contact')
    await page.goto('/contact')
    await expect(page.locator(`${notice} > div`)).toHaveCount(0)
  })
})

/**
 * Readers of countries the site does not serve (issue 46): told, on the first
 * screen of a page of any locale, whose crisis numbers the page shows, and
 * offered her own country's helplines in the international directory, her
 * country named (Intl.DisplayNames, in the page's language).
 */
const elsewhere = [
  { language: 'en-IE', country: 'Ireland', region: 'IE' },
  { language: 'en-ZA', country: 'South Africa', region: 'ZA' },
  { language: 'en-IN', country: 'India', region: 'IN' },
  { language: 'de-DE', country: 'Germany', region: 'DE' },
] as const
const pageOfEachLocale = [
  { url: '/', locale: 'en-US', shows: 'the United States and Canada' },
  { url: '/en-gb/about', locale: 'en-GB', shows: 'the United Kingdom' },
  { url: '/en-au/blog/signs-of-narcissistic-abuse', locale: 'en-AU', shows: 'Australia and New Zealand' },
] as const

/** The notice's own script: the one built file that builds a country's address in the directory. */
const noticeScript = builtScriptHolding('countries/', "the directory's country address")
const requestsForNoticeScript = (page: Page) => requestsFor(page, noticeScript)

for (const reader of elsewhere) {
  test.describe(`a browser in ${reader.language}, a country the site does not serve`, () => {
    test.use({ locale: reader.language, viewport: { width: 390, height: 844 } })
    test('on a page of each locale is told whose numbers it shows, and offered her own country’s helplines on the first screen', async ({ page, consoleErrors }) => {
      const requested = requestsForNoticeScript(page)
      // The page's own clock, taken to the moment the notice is said rather than waited for.
      await page.clock.install()
      for (const shown of pageOfEachLocale) {
        await page.goto(shown.url)
        const box = page.locator(notice)
        const link = box.getByRole('link')
        await expect(link).toBeVisible()
        await expect(box.locator('p')).toHaveText(`This page shows the crisis and emergency numbers for ${shown.shows}.`)
        await expect(link).toHaveText(`Find free, confidential helplines in ${reader.country}`)
        await expect(link).toHaveAttribute('href', helplinesInCountry(reader.region))
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
        await expect(link).not.toHaveAttribute('hreflang')
        // On her first screen, without scrolling; nothing in it to dial.
        await expect(link).toBeInViewport()
        await expect(box.locator('a[href^="tel:"], a[href^="sms:"]')).toHaveCount(0)
        await expect(box.getByRole('button', { name: 'Hide on this page' })).toBeVisible()
        // Said, as one text, once the page has settled.
        await toTheAnnouncement(page)
        await expect(box.locator('[aria-live]')).toHaveText(`${await box.locator('p').textContent()} ${await link.textContent()}`)
      }
      expect(requested.length).toBeGreaterThan(0)
      expect(consoleErrors).toEqual([])
    })
  })
}

test.describe('a browser whose language names an area, not a country (es-419, Latin America)', () => {
  test.use({ locale: 'es-419' })
  test('is offered the directory itself, where she chooses her country', async ({ page }) => {
    await page.goto('/en-gb/contact')
    const link = page.locator(notice).getByRole('link')
    await expect(link).toHaveText('Find free, confidential helplines in your country')
    await expect(link).toHaveAttribute('href', helplineDirectory.url)
  })
})

test.describe('a browser in en-IE', () => {
  test.use({ locale: 'en-IE' })

  test('on the 404 page (no counterpart in another region) is still offered her country’s helplines', async ({ page }) => {
    const response = await page.goto('/en-gb/no-such-page')
    expect(response?.status()).toBe(404)
    await expect(page.locator(notice).getByRole('link')).toHaveAttribute('href', helplinesInCountry('IE'))
  })

  test('appearing, the notice moves nothing on the page', async ({ page, browser }) => {
    await expectNoShiftFromNotice(page, browser)
  })

  test('hidden on this page, focus moves on to the page; the next page offers her helplines again', async ({ page }) => {
    await page.goto('/faqs')
    await page.locator(notice).getByRole('button', { name: 'Hide on this page' }).click()
    await expect(page.locator(`${notice} > div`)).toHaveCount(0)
    await expect(page.locator('main')).toBeFocused()
    await page.goto('/en-gb/faqs')
    await expect(page.locator(notice).getByRole('link')).toHaveAttribute('href', helplinesInCountry('IE'))
  })
})

/** Her own region's readers, and a browser whose language names no region: no notice, and not a byte of its code. */
const quiet = [
  ...pageOfEachLocale.map((shown) => ({ language: shown.locale, url: shown.url })),
  { language: 'en-CA', url: '/' },
  { language: 'en-NZ', url: '/en-au/blog/signs-of-narcissistic-abuse' },
  { language: 'en', url: '/en-gb/about' },
  { language: 'en', url: '/' },
] as const
for (const reader of quiet) {
  test.describe(`a browser in ${reader.language} on ${reader.url}`, () => {
    test.use({ locale: reader.language })
    test('sees no notice, and the page fetches none of its code', async ({ page }) => {
      const requested = requestsForNoticeScript(page)
      await page.goto(reader.url)
      await settled(page)
      await expect(page.locator(`${notice} > div`)).toHaveCount(0)
      await expect(page.locator(notice)).toBeHidden()
      expect(requested).toEqual([])
    })
  })
}

test.describe('without JavaScript', () => {
  test.use({ locale: 'en-GB', javaScriptEnabled: false })
  test('nothing is shown (the region switcher is there)', async ({ page }) => {
    await page.goto('/about')
    await expect(page.locator(notice)).toBeHidden()
    await expect(page.getByRole('link', { name: /the United Kingdom/ })).toHaveCount(0)
  })
})
