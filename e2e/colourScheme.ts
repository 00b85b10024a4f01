import type { Page } from '@playwright/test'

/**
 * Switches the page to a colour scheme, as her phone switches it, and waits
 * until the page shows it: controls with `transition-colors` (buttons, quiz
 * options) fade to the new colours over 150 ms, and a check run before then
 * would read the colours between the two. (Transitions only: an endless
 * animation would never finish.)
 */
export async function showColourScheme(page: Page, colorScheme: 'light' | 'dark') {
  await page.emulateMedia({ colorScheme })
  await page.evaluate(() => Promise.all(document.getAnimations().filter((animation) => animation instanceof CSSTransition).map((transition) => transition.finished.catch(() => undefined))))
}
