import { test as base, expect } from '@playwright/test'

/**
 * `page` that records console errors and uncaught exceptions; each test ends
 * by asserting there were none (a missing message logs an [i18n] error).
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    page.on('pageerror', (error) => errors.push(error.message))
    await use(errors)
  },
})

export { expect }
