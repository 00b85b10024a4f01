import type { Page } from '@playwright/test'
import { exitDestination } from '../content/exit'
import { expect, test } from './fixtures'
import { sitePages } from './site'

/**
 * "Exit this page" (issue 7; GOV.UK's behaviour,
 * https://design-system.service.gov.uk/components/exit-this-page/). The neutral site is
 * answered by page.route, so no request leaves the machine: either with a
 * page (to follow the exit through), or with 204 No Content, which cancels
 * the navigation and leaves the page as the exit left it, to be inspected.
 */
const neutral = 'https://www.bbc.co.uk/**'
const exitName = 'Emergency Exit this page'

test.use({ allowedOrigins: [new URL(exitDestination).origin] })

async function serveNeutralSite(page: Page) {
  await page.route(neutral, (route) => route.fulfill({ body: '<title>Weather</title><p>neutral</p>', contentType: 'text/html' }))
}

async function holdNeutralSite(page: Page) {
  await page.route(neutral, (route) => route.fulfill({ status: 204 }))
}

/** The page's first script marks the page once it runs: from then on the shortcut listens (no React needed). */
async function hydrated(page: Page) {
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
}

async function pressShift(page: Page, times = 1) {
  for (let i = 0; i < times; i++) await page.keyboard.press('Shift')
}

test.describe('the exit link', () => {
  test('is a real link to the neutral site, right after the skip link', async ({ page, consoleErrors }) => {
    await page.goto('/')
    const link = page.getByRole('link', { name: exitName })
    await expect(link).toHaveAttribute('href', exitDestination)
    await expect(link).toHaveAttribute('rel', 'nofollow noreferrer')
    await expect(link).toBeInViewport()
    await page.keyboard.press('Tab')
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(link).toBeFocused()
    await expect(page.getByRole('link', { name: 'Browsing safely', exact: true })).toHaveAttribute('href', '/online-safety')
    expect(consoleErrors).toEqual([])
  })

  test('is on every page of every locale, with the browsing-safety link in the footer', async ({ request }) => {
    for (const sitePage of sitePages) {
      const html = await (await request.get(sitePage.url)).text()
      expect(html.match(/data-exit-this-page/g), sitePage.url).toHaveLength(1)
      expect(html, sitePage.url).toContain(`href="${exitDestination}" rel="nofollow noreferrer"`)
      const prefix = sitePage.locale === 'en-US' ? '' : `/${sitePage.locale.toLowerCase()}`
      expect(html.match(new RegExp(`href="${prefix}/online-safety"`, 'g'))?.length ?? 0, sitePage.url).toBeGreaterThanOrEqual(2)
    }
  })

  test.describe('with JavaScript off', () => {
    test.use({ javaScriptEnabled: false })
    test('still leaves for the neutral site', async ({ page }) => {
      await serveNeutralSite(page)
      await page.goto('/en-gb/online-safety')
      const link = page.getByRole('link', { name: exitName })
      await expect(link).toBeVisible()
      await expect(link).toHaveAttribute('rel', 'nofollow noreferrer')
      await link.click()
      await page.waitForURL(exitDestination)
      await expect(page.getByText('neutral')).toBeVisible()
    })
  })

  test('a click hides the page at once and says Loading. (leaving is held back)', async ({ page }) => {
    await holdNeutralSite(page)
    await page.goto('/en-au/')
    await hydrated(page)
    await page.getByRole('link', { name: exitName }).click()
    await expect(page.getByRole('alert')).toHaveText('Loading.')
    await expect(page.locator('main')).toBeHidden()
    await expect(page.locator('header')).toBeHidden()
  })
})

test.describe('the Shift shortcut', () => {
  test('announces each press, exits on the third, hides the page first', async ({ page, consoleErrors }) => {
    await holdNeutralSite(page)
    await page.goto('/')
    await hydrated(page)
    const live = page.locator('header [role="status"]')
    await expect(live).toHaveText('')
    await pressShift(page)
    await expect(live).toHaveText('Shift, press 2 more times to exit.')
    await pressShift(page)
    await expect(live).toHaveText('Shift, press 1 more time to exit.')
    await pressShift(page)
    await expect(page.getByRole('alert')).toHaveText('Loading.')
    await expect(page.locator('main')).toBeHidden()
    expect(consoleErrors).toEqual([])
  })

  test('expires 5 seconds after the last press; each press restarts the 5 seconds', async ({ page }) => {
    await page.clock.install()
    await page.goto('/en-gb/')
    await hydrated(page)
    const live = page.locator('header [role="status"]')
    await pressShift(page)
    await expect(live).toHaveText('Shift, press 2 more times to exit.')
    await page.clock.runFor(4000)
    await pressShift(page)
    await expect(live).toHaveText('Shift, press 1 more time to exit.')
    await page.clock.runFor(4000)
    await expect(live).toHaveText('Shift, press 1 more time to exit.')
    await page.clock.runFor(1000)
    await expect(live).toHaveText('Exit this page expired.')
    // The count started again: one press now needs two more.
    await pressShift(page)
    await expect(live).toHaveText('Shift, press 2 more times to exit.')
    await page.clock.runFor(5000)
    await expect(live).toHaveText('Exit this page expired.')
    await page.clock.runFor(5000)
    await expect(live).toHaveText('')
  })

  test('any other key resets the count; Shift as a modifier never counts', async ({ page }) => {
    await page.route(neutral, (route) => route.abort())
    await page.goto('/')
    await hydrated(page)
    const live = page.locator('header [role="status"]')
    await pressShift(page, 2)
    await page.keyboard.press('a')
    await expect(live).toHaveText('Exit this page expired.')
    await pressShift(page, 2)
    await expect(live).toHaveText('Shift, press 1 more time to exit.')
    await page.keyboard.press('ArrowDown')
    await expect(live).toHaveText('Exit this page expired.')
    for (let i = 0; i < 3; i++) await page.keyboard.press('Shift+A')
    await expect(page.locator('main')).toBeVisible()
    await expect(page).toHaveURL(/localhost/)
  })

  test('works while the mobile menu is open', async ({ page }) => {
    await holdNeutralSite(page)
    await page.setViewportSize({ width: 375, height: 812 })
    await page.goto('/contact')
    await hydrated(page)
    await page.getByRole('button', { name: 'Menu' }).click()
    await page.locator('#site-nav-links').getByRole('link', { name: 'Home' }).focus()
    await expect(page.getByRole('link', { name: exitName })).toBeVisible()
    await pressShift(page, 3)
    await expect(page.getByRole('alert')).toHaveText('Loading.')
  })

  test('works while the thank-you dialog is open, and is still heard', async ({ page }) => {
    await holdNeutralSite(page)
    await page.goto('/?submitted=true')
    const dialog = page.getByRole('alertdialog')
    await expect(dialog).toBeVisible()
    await hydrated(page)
    await pressShift(page)
    const live = page.locator('header [role="status"]')
    await expect(live).toHaveText('Shift, press 2 more times to exit.')
    // The modal makes the rest of the page inert; the announcement stays out of it.
    expect(await live.evaluate((el) => el.closest('[inert], [aria-hidden="true"]') === null)).toBe(true)
    await pressShift(page, 2)
    await expect(page.getByRole('alert')).toHaveText('Loading.')
    expect(await page.getByRole('alert').evaluate((el) => el.closest('[inert], [aria-hidden="true"]') === null)).toBe(true)
    await expect(dialog).toBeHidden()
  })
})

test.describe('coming back', () => {
  test('Back after an exit shows the site again, not the page left (location.replace)', async ({ page }) => {
    await serveNeutralSite(page)
    await page.goto('/')
    await page.goto('/online-safety')
    await hydrated(page)
    await pressShift(page, 3)
    await page.waitForURL(exitDestination)
    await page.goBack()
    await expect(page).toHaveURL(/localhost:\d+\/$/)
    await expect(page.locator('main')).toBeVisible()
    await expect(page.getByRole('alert')).toHaveCount(0)
    await expect(page.locator('[data-exit-hidden]')).toHaveCount(0)
  })

  test('pageshow (a page restored from the back-forward cache) resets it', async ({ page }) => {
    // Headless Chromium may not restore from the bfcache, so the test fires the
    // event the browser fires then, on the page as the exit left it.
    await holdNeutralSite(page)
    await page.goto('/en-gb/online-safety')
    await hydrated(page)
    await pressShift(page, 3)
    await expect(page.getByRole('alert')).toHaveText('Loading.')
    await expect(page.locator('main')).toBeHidden()
    await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true })))
    await expect(page.locator('main')).toBeVisible()
    await expect(page.getByRole('alert')).toHaveCount(0)
    const live = page.locator('header [role="status"]')
    await expect(live).toHaveText('')
    // Counting starts from zero again.
    await pressShift(page)
    await expect(live).toHaveText('Shift, press 2 more times to exit.')
  })
})
