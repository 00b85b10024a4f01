import { mainNavigation } from '../content/navigation'
import { searchPath } from '../content/searchPaths'
import { expect, settled, test } from './fixtures'
import { restingTop } from './atRest'

test.describe('top navigation', () => {
  test('nine links in order, then search, the current one marked, logo links home', async ({ page, consoleErrors }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto('/en-gb/')
    const nav = page.getByRole('navigation', { name: 'Main' })
    const links = nav.getByRole('link')
    await expect(links).toHaveCount(mainNavigation.length + 1)
    expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual([
      ...mainNavigation.map((item) => (item.path === '/' ? '/en-gb/' : `/en-gb${item.path}`)),
      `/en-gb${searchPath}`,
    ])
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page')
    await expect(nav.locator('[aria-current]')).toHaveCount(1)
    await expect(page.getByRole('link', { name: 'Thrive, home' })).toHaveAttribute('href', '/en-gb/')
    expect(consoleErrors).toEqual([])
  })

  test('the bar turns more opaque once scrolled past 10 px', async ({ page }) => {
    await page.goto('/')
    const header = page.locator('header').first()
    await expect(header).not.toHaveAttribute('data-scrolled')
    await page.evaluate(() => window.scrollTo(0, 10))
    await expect(header).not.toHaveAttribute('data-scrolled')
    await page.evaluate(() => window.scrollTo(0, 11))
    await expect(header).toHaveAttribute('data-scrolled', 'true')
    // The alpha of the bar's background colour (Tailwind writes it as rgba or oklab).
    const alpha = () => header.evaluate((el) => Number(getComputedStyle(el).backgroundColor.match(/[/,]\s*([\d.]+)\)$/)?.[1] ?? 1))
    await expect.poll(alpha).toBe(0.97)
    await page.evaluate(() => window.scrollTo(0, 0))
    await expect(header).not.toHaveAttribute('data-scrolled')
    await expect.poll(alpha).toBe(0.9)
  })

  test('the skip link is first and moves focus to main', async ({ page }) => {
    await page.goto('/')
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Skip to main content' })
    await expect(skip).toBeFocused()
    await expect(skip).toBeInViewport()
    await page.keyboard.press('Enter')
    await expect(page.locator('main')).toBeFocused()
  })
})

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 375, height: 812 } })

  test('a disclosure of links: opens, Escape closes and returns focus', async ({ page, consoleErrors }) => {
    await page.goto('/en-au/about')
    const toggle = page.getByRole('button', { name: 'Menu' })
    const links = page.locator('#site-nav-links')
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(links).toBeHidden()
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await expect(links).toBeVisible()
    await expect(page.getByRole('menu')).toHaveCount(0)
    await expect(links.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page')
    await links.getByRole('link', { name: 'Home' }).focus()
    await page.keyboard.press('Escape')
    await expect(links).toBeHidden()
    await expect(toggle).toBeFocused()
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(consoleErrors).toEqual([])
  })

  test('following a link closes the menu (a new page loads)', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('button', { name: 'Menu' }).click()
    await page.locator('#site-nav-links').getByRole('link', { name: 'FAQs' }).click()
    await expect(page).toHaveURL(/\/faqs$/)
    await expect(page.locator('#site-nav-links')).toBeHidden()
    await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false')
  })

  test('keyboard: Enter opens it, Tab reaches the links', async ({ page }) => {
    await page.goto('/')
    const toggle = page.getByRole('button', { name: 'Menu' })
    await toggle.focus()
    // Focus loads the menu's code; Enter pressed before it is live is replayed then.
    await page.keyboard.press('Enter')
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Tab')
    await expect(page.locator('#site-nav-links').getByRole('link', { name: 'Home' })).toBeFocused()
  })

  test('focus moving on past the open menu closes it, as it would cover what is focused next; within it, it stays open', async ({ page }) => {
    await page.goto('/')
    const toggle = page.getByRole('button', { name: 'Menu' })
    const links = page.locator('#site-nav-links')
    await toggle.click()
    await expect(links).toBeVisible()
    // Tab through every link: the menu stays open while focus is in it.
    const count = await links.getByRole('link').count()
    for (let index = 0; index < count; index++) {
      await page.keyboard.press('Tab')
      await expect(links.getByRole('link').nth(index)).toBeFocused()
      await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    }
    // Tab from the last link leaves the nav: it closes.
    await page.keyboard.press('Tab')
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(links).toBeHidden()
    // Shift+Tab from the toggle leaves it the other way: it closes too.
    await toggle.click()
    await expect(toggle).toBeFocused()
    await expect(links).toBeVisible()
    await page.keyboard.press('Shift+Tab')
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(links).toBeHidden()
  })
})

test.describe('region switcher', () => {
  test('links to the same page in the other locales', async ({ page }) => {
    await page.goto('/en-gb/')
    const regions = page.getByRole('navigation', { name: 'Your region' })
    await expect(regions.getByRole('link', { name: 'United States & Canada' })).toHaveAttribute('href', '/')
    await expect(regions.getByRole('link', { name: 'United Kingdom' })).toHaveAttribute('aria-current', 'true')
    await regions.getByRole('link', { name: 'Australia & New Zealand' }).click()
    await expect(page).toHaveURL(/\/en-au\/$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-AU')
  })
})

test.describe('head', () => {
  test('canonical and absolute hreflang alternates for the three locales and x-default', async ({ page }) => {
    await page.goto('/en-au/')
    const origin = await page.locator('link[rel="canonical"]').getAttribute('href')
    expect(origin).toMatch(/^https?:\/\/[^/]+\/en-au\/$/)
    const alternates = await page.locator('link[rel="alternate"][hreflang]').evaluateAll((links) =>
      links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]),
    )
    const base = origin!.replace(/\/en-au\/$/, '')
    expect(alternates).toEqual([
      ['en-US', `${base}/`],
      ['en-GB', `${base}/en-gb/`],
      ['en-AU', `${base}/en-au/`],
      ['x-default', `${base}/`],
    ])
  })
})

test.describe('404', () => {
  const crisisLineOf = { 'en-US': 'us-988', 'en-GB': 'gb-samaritans', 'en-AU': 'au-lifeline' } as const
  for (const [path, lang] of [
    ['/nope', 'en-US'],
    ['/fr/about', 'en-US'],
    ['/about/extra/deep', 'en-US'],
    ['/%E0%A4%A', 'en-US'],
    ['/en-gb/nope', 'en-GB'],
    ['/en-au/services/unknown', 'en-AU'],
  ] as const) {
    test(`${path} is a ${lang} 404`, async ({ page }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      await expect(page.locator('html')).toHaveAttribute('lang', lang)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found')
      // Plain words on what happened and where to go: home, contact, and this region's crisis numbers.
      await expect(page.getByText('We could not find a page at this address.')).toBeVisible()
      await expect(page.getByText(/forget to add the page to the router/)).toHaveCount(0)
      await expect(page.locator(`[data-crisis-contact="${crisisLineOf[lang]}"]`)).toBeVisible()
      const prefix = lang === 'en-GB' ? '/en-gb' : lang === 'en-AU' ? '/en-au' : ''
      await expect(page.locator('main').getByRole('link').first()).toHaveAttribute('href', `${prefix}/`)
      await expect(page.locator('main').getByRole('link').nth(1)).toHaveAttribute('href', `${prefix}/contact`)
      await expect(page.locator('main').getByRole('link').nth(2)).toHaveAttribute('href', `${prefix}${searchPath}`)
    })
  }
})

test.describe('thank-you overlay', () => {
  test('?submitted=true shows both texts, is announced, closes after 5 s and clears the query', async ({ page }) => {
    await page.clock.install()
    await page.goto('/en-gb/?submitted=true')
    const dialog = page.getByRole('dialog', { name: 'Thank You!' })
    await expect(dialog).toBeVisible()
    await expect(dialog).toContainText('We look forward to helping you on your healing journey.')
    await expect(dialog).toContainText("You'll hear from us soon.")
    await expect(dialog).toBeFocused()
    // The fake clock also flows in real time: leave margin for a slow machine.
    await page.clock.runFor(3000)
    await expect(dialog).toBeVisible()
    await page.clock.runFor(2500)
    await expect(dialog).toBeHidden()
    // The dialog's close event, which clears the query, comes a task after it hides.
    await expect.poll(() => new URL(page.url()).search).toBe('')
    expect(new URL(page.url()).pathname).toBe('/en-gb/')
  })

  test('Escape closes it and clears the query', async ({ page }) => {
    await page.goto('/?submitted=true')
    const dialog = page.getByRole('dialog', { name: 'Thank You!' })
    await expect(dialog).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect.poll(() => new URL(page.url()).search).toBe('')
  })

  test('its close button closes it', async ({ page }) => {
    await page.goto('/en-au/?submitted=true')
    await page.getByRole('button', { name: 'Close' }).click()
    await expect(page.getByRole('dialog')).toBeHidden()
  })

  test('a press outside it closes it; a press inside it, or a drag from inside to outside, does not', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 })
    await page.goto('/?submitted=true')
    const dialog = page.getByRole('dialog', { name: 'Thank You!' })
    await expect(dialog).toBeVisible()
    // The page under the modal keeps still, its scrollbar's gutter kept.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden')
    const box = (await dialog.boundingBox())!
    // A person's press, as page.mouse makes it: on the dialog's own text, then on the backdrop above it.
    await page.mouse.move(box.x + 20, box.y + 20)
    await page.mouse.down()
    await page.mouse.up()
    await expect(dialog).toBeVisible()
    // A drag from its text that ends outside (a selection) is no press outside.
    await page.mouse.move(box.x + 20, box.y + box.height / 2)
    await page.mouse.down()
    await page.mouse.move(box.x + box.width / 2, box.y / 2, { steps: 5 })
    await page.mouse.up()
    await expect(dialog).toBeVisible()
    await page.mouse.move(box.x + box.width / 2, box.y / 2)
    await page.mouse.down()
    await page.mouse.up()
    await expect(dialog).toBeHidden()
    await expect.poll(() => new URL(page.url()).search).toBe('')
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden')
  })

  for (const query of ['?submitted=false', '?submitted=1', '?submitted=TRUE', '']) {
    test(`"${query}" shows nothing`, async ({ page }) => {
      await page.goto(`/${query}`)
      await settled(page)
      await expect(page.getByRole('dialog')).toHaveCount(0)
    })
  }
})

test.describe('sections animate into view', () => {
  test('only with motion allowed, and only those below the fold', async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: 'no-preference', viewport: { width: 1280, height: 900 } })
    const page = await context.newPage()
    await page.goto('/')
    await settled(page)
    const pending = page.locator('[data-reveal="pending"]')
    expect(await pending.count()).toBeGreaterThan(0)
    await page.locator('#home-cta-title').scrollIntoViewIfNeeded()
    await expect(page.locator('#home-cta-title').locator('xpath=ancestor::section[1]')).toHaveAttribute('data-reveal', 'shown')
    await context.close()
  })

  // A section waiting to fade in is drawn where it lies: a #link to it lands
  // its target below the bar and leaves it there as it shows.
  test('a #link to a waiting section lands its target clear of the bar, with motion allowed', async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: 'no-preference', viewport: { width: 1280, height: 800 } })
    const page = await context.newPage()
    await page.goto('/approach')
    await settled(page)
    const link = page.locator('main a[href^="#"]').last()
    const target = page.locator(`[id="${(await link.getAttribute('href'))!.slice(1)}"]`)
    await expect(target.locator('xpath=ancestor::*[@data-reveal][1]')).toHaveAttribute('data-reveal', 'pending')
    await link.click()
    const { top, barBottom } = await restingTop(target)
    expect(top, 'the target below the bar').toBeGreaterThanOrEqual(barBottom)
    await expect(target.locator('xpath=ancestor::*[@data-reveal][1]')).toHaveAttribute('data-reveal', 'shown')
    await context.close()
  })

  // Issue 49: WebKit left sections faded that its observer had not reported.
  // With the observer made deaf, a scroll that comes to rest still shows
  // every waiting section it brought into the window, and only those.
  test('a section the observer never reports is shown once the scroll comes to rest', async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: 'no-preference', viewport: { width: 1280, height: 900 } })
    const page = await context.newPage()
    await page.addInitScript(() => {
      const Native = window.IntersectionObserver
      // The reveal observer is the one with a root margin: it is given a callback that ignores every report.
      window.IntersectionObserver = class extends Native {
        constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
          super(options?.rootMargin ? () => undefined : callback, options)
        }
      }
    })
    await page.goto('/')
    await settled(page)
    const cta = page.locator('#home-cta-title').locator('xpath=ancestor::section[1]')
    await expect(cta).toHaveAttribute('data-reveal', 'pending')
    await page.mouse.wheel(0, 100_000)
    await expect(cta).toHaveAttribute('data-reveal', 'shown')
    await page.mouse.wheel(0, -100_000)
    await expect(page.locator('[data-reveal="pending"]')).toHaveCount(0)
    await context.close()
  })

  test('never under prefers-reduced-motion', async ({ page }) => {
    await page.goto('/')
    await settled(page)
    await expect(page.locator('[data-reveal="pending"]')).toHaveCount(0)
  })
})
