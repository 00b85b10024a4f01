import { test as base, expect, type Page } from '@playwright/test'

/**
 * `consoleErrors` records console errors and uncaught exceptions (a missing
 * message logs an [i18n] error; a CSP violation logs one too, and is recorded
 * explicitly). Any request that leaves the site's origin during a test fails
 * it: the site loads nothing from third parties.
 */
export const test = base.extend<{ consoleErrors: string[]; offsiteRequests: string[]; allowedOrigins: string[] }>({
  /**
   * `page.goto` resolves once the page is interactive: scripts load after the
   * first paint, so acting on a control before hydration would do nothing.
   */
  page: async ({ page, javaScriptEnabled }, use) => {
    const goto = page.goto.bind(page)
    page.goto = async (url, options) => {
      const response = await goto(url, options)
      if (javaScriptEnabled !== false) await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
      return response
    }
    await use(page)
  },
  /** Origins a test may reach on purpose (e.g. the neutral site of the exit control, fulfilled by page.route). */
  allowedOrigins: [[], { option: true }],
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    page.on('pageerror', (error) => errors.push(error.message))
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`)
      })
    })
    await use(errors)
  },
  // On the context, not the page: every page a test opens in it is watched (a
  // popup too), and the many tests that read only the built files open no page
  // (as an automatic fixture on `page`, this started a renderer for each).
  offsiteRequests: [
    async ({ context, baseURL, allowedOrigins }, use) => {
      const offsite: string[] = []
      const origins = new Set([new URL(baseURL ?? 'http://localhost').origin, ...allowedOrigins])
      context.on('request', (request) => {
        const url = request.url()
        if (/^(data|blob|about):/.test(url)) return
        const { origin, hostname } = new URL(url)
        // Tests that stand up a local provider or the pseudo-locale server stay on this machine.
        if (!origins.has(origin) && hostname !== 'localhost' && hostname !== '127.0.0.1') offsite.push(url)
      })
      await use(offsite)
      expect(offsite, 'requests that left the site').toEqual([])
    },
    { auto: true },
  ],
})

/**
 * Resolves once the page has settled: once idle, it has fetched the whole
 * stylesheet and its islands' code (`html[data-islands-ready]`,
 * renderer/+client.ts), has laid out every section and loads nothing more until the
 * visitor acts. A condition, not a quiet spell of the network (`networkidle`
 * waits half a second more on every page).
 */
export const settled = (page: Page) => page.locator('html[data-islands-ready]').waitFor({ state: 'attached' })

export { expect }
