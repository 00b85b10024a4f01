import { expect } from '@playwright/test'
import { originFrom } from '../../content/config/origin'
import { standInPath } from '../formProvider'
import type { CodeRefusedSite } from './codeRefused'
import { patience, until, type Driver } from './driver'

/**
 * The journeys with the islands' code refused (issue 66): each page goes back
 * to its plain HTML form (components/islands/schedule.ts), and what she does
 * still works, in Firefox and WebKit as in Chromium. engines.spec.ts runs them
 * on the site that refuses the code (codeRefused.ts), checking that nothing
 * left the machine.
 */
export interface FallbackJourney {
  name: string
  run(driver: Driver, site: CodeRefusedSite): Promise<void>
}

/** Whether the page is still enhanced, and which islands are back in their plain form. */
const pageForm = () => ({
  enhanced: document.documentElement.hasAttribute('data-enhanced'),
  failed: [...document.querySelectorAll<HTMLElement>('[data-island-failed]')].map((root) => root.dataset.island),
})

/** The page back in its plain form, every island on it too: no journey passes on the enhanced page. */
const turnedPlain = (driver: Driver) =>
  until(driver, 'the page back in its plain form, every island with it', () => {
    const roots = [...document.querySelectorAll('[data-island]')]
    return !document.documentElement.hasAttribute('data-enhanced') && roots.length > 0 && roots.every((root) => root.hasAttribute('data-island-failed'))
  })

/** What she types, by field (contact.spec.ts has the same kinds: a diacritic, a hyphen, a phone's punctuation). */
const typed = {
  Name_First: 'Zoë',
  Name_Last: 'Ngata-Smith',
  PhoneNumber_countrycode: '+44 7700 900123',
  Email: 'zoe@example.org',
  MultiLine: 'I would like to talk about attachment healing.',
}

/** Where the page is kept across the form's navigation (sessionStorage), as the form is sent. */
const atSubmit = 'fallback journey: the page as the form was sent'

export const fallbackJourneys: FallbackJourney[] = [
  {
    // contact.spec.ts "without JavaScript"; a press kept for an island whose code then fails is the browser's again.
    name: 'code refused: Send pressed before the failure is known sends everything she typed, natively',
    async run(driver, site) {
      site.hold()
      await driver.resize(390, 800)
      // Not waiting for Firefox's driver, which would wait for the held requests (engines/driver.ts).
      await driver.goto('/en-gb/contact', 'interactive')
      await driver.evaluate(
        (path, key) => {
          // At the stand-in on this origin, which the page's CSP lets it post to.
          document.querySelector('form[method="post"]')!.setAttribute('action', path)
          // How the page stands when the form is sent, kept across the navigation that follows.
          const form = document.querySelector('[data-island="ContactForm"]')!
          const record = () => sessionStorage.setItem(key, JSON.stringify({ enhanced: document.documentElement.hasAttribute('data-enhanced'), form: form.hasAttribute('data-island-failed') }))
          document.addEventListener('submit', record, true)
        },
        standInPath,
        atSubmit,
      )
      for (const [name, text] of Object.entries(typed)) await driver.type(`#contact-${name}`, text)
      // Her typing woke the form: its code was asked for, and is held.
      await expect.poll(() => site.held(), { timeout: patience }).toBeGreaterThan(0)
      await driver.click('form button[type="submit"]')
      // Kept: not sent, and the page still waits for the code.
      const sent = (key: string) => sessionStorage.getItem(key)
      expect(await driver.evaluate(sent, atSubmit)).toBeNull()
      expect(await driver.evaluate(pageForm)).toEqual({ enhanced: true, failed: [] })
      expect(site.received).toEqual([])

      site.release()
      await expect.poll(() => site.received.length, { timeout: patience }).toBe(1)
      expect(site.received[0]!.fields).toEqual({
        ...typed,
        // What a page never hydrated sends: the origin it was built for, no referrer or ad click.
        zf_referrer_name: '',
        zf_redirect_url: `${originFrom(process.env.THRIVE_SITE_ORIGIN)}/en-gb/?submitted=true`,
        zc_gad: '',
      })
      await until(driver, 'the provider’s answer: back on the site', () => location.pathname === '/en-gb/' && location.search === '?submitted=true')
      // Sent by the browser once the page had turned plain, the form's island with it.
      expect(JSON.parse((await driver.evaluate(sent, atSubmit)) ?? 'null')).toEqual({ enhanced: false, form: true })
    },
  },
  {
    // shell.spec.ts "mobile menu", no-js.spec.ts: the plain bar lists the links its Menu button would open.
    name: 'code refused: at a phone’s width the menu’s links are listed in the bar, and About leads on',
    async run(driver) {
      await driver.resize(390, 800)
      await driver.goto('/en-au/')
      await turnedPlain(driver)
      const about = '#site-nav-links a[href="/en-au/about"]'
      const reachable = await driver.evaluate((about) => {
        const link = document.querySelector<HTMLElement>(about)!
        link.scrollIntoView({ block: 'center', behavior: 'instant' })
        const box = link.getBoundingClientRect()
        return {
          menuButton: document.querySelector('button[aria-controls="site-nav-links"]')!.checkVisibility(),
          // Shown whole within the window's width, and nothing drawn over it.
          link: link.checkVisibility() && box.left >= 0 && box.right <= innerWidth && document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)?.closest('a') === link,
        }
      }, about)
      expect(reachable).toEqual({ menuButton: false, link: true })
      await driver.click(about)
      await until(driver, 'the About page', () => location.pathname === '/en-au/about')
      await turnedPlain(driver)
    },
  },
]
