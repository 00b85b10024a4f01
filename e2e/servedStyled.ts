import type { Page } from '@playwright/test'

/*
 * A page as a host serves it, styled and under its own policy. The sweep asks
 * both of every page on `npm start`; hosts.spec.ts of one page per inlined
 * stylesheet on the other hosts.
 */

/** Before the whole stylesheet arrives: the inlined stylesheet applied (the bar fixed, the logo's icon sized). */
export async function inlinedStyleApplied(page: Page) {
  const bar = await page.locator('header').first().evaluate((header) => getComputedStyle(header).position)
  const logoWidth = await page.locator('header svg').first().evaluate((icon) => icon.getBoundingClientRect().width)
  return { bar, logoUnder100px: logoWidth < 100 }
}
export const inlinedStyleAsBuilt = { bar: 'fixed', logoUnder100px: true }

/**
 * A stylesheet injected after load, refused by the page's own policy and not
 * applied. The refusal is a CSP violation, which `consoleErrors` records:
 * read that before.
 */
export const injectedStyle = (page: Page) =>
  page.evaluate(async () => {
    const violation = new Promise<string>((resolve) => document.addEventListener('securitypolicyviolation', (event) => resolve(event.effectiveDirective), { once: true }))
    const style = document.createElement('style')
    style.textContent = ':root { --injected: yes }'
    document.head.append(style)
    return { directive: await violation, applied: getComputedStyle(document.documentElement).getPropertyValue('--injected') }
  })
export const injectedStyleRefused = { directive: 'style-src-elem', applied: '' }
