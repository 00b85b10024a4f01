import { expect, journey, test } from './fixtures'
import { standInPath } from '../formProvider'
import { countSaid, expectCleanSpeech, expectInOrder, journeyLocales, message } from './speech'
import type { BrowserName } from './browsers'

/**
 * The contact form as GOV.UK's error summary promises it: Send with two
 * fields wrong moves to a box that is read whole, once, in order (its
 * heading, then each error saying how to put it right); a link of the box
 * leads to its field, which says it is invalid and why; corrected and sent,
 * the thank-you dialog is read as one sentence after another, and a press of
 * Shift is still announced in it.
 */
const browsers: BrowserName[] = ['firefox', 'chromium']

for (const { locale, prefix } of journeyLocales) {
  for (const name of browsers) {
    if (name === 'chromium' && locale !== 'en-GB') continue
    test(`${locale}, ${name}: the contact form with errors, corrected and sent`, journey(async ({ reader, site }) => {
      const r = await reader(name, { language: locale })
      await r.open(`${prefix}/contact`)
      // Aim the hydrated form at the stand-in on the site's own origin (site.ts).
      await expect.poll(() => r.browser.evaluate<string>(`return document.querySelector('input[name="zf_redirect_url"]').value`), { timeout: 60_000 }).toContain('submitted=true')
      await r.browser.evaluate(`document.querySelector('form[method="post"]').setAttribute('action', ${JSON.stringify(standInPath)})`)
      const before = site.received.length

      await r.hear('e', `${message(locale, 'contact.form.firstName')} entry`)
      // Into the fields as a person does: Tab switches Orca to focus mode.
      await r.hear('Tab', `${message(locale, 'contact.form.lastName')} entry`)
      await r.hear('shift+Tab', `${message(locale, 'contact.form.firstName')} entry`)
      r.type('Zoe')
      await r.hear('Tab', `${message(locale, 'contact.form.lastName')} entry`)
      r.type('Ngata')
      await r.hear('Tab', `${message(locale, 'contact.form.phone')} entry`)
      r.type('12a')
      await r.hear('Tab', `${message(locale, 'contact.form.email')} entry`)
      r.type('b@c')
      await r.hear('Tab', `${message(locale, 'contact.form.message')} entry`)
      r.type('Hello.')
      // Past the privacy policy's link, in the note between the message and the button.
      await r.until('Tab', `${message(locale, 'contact.form.submit')} push button`)

      const title = message(locale, 'contact.form.errorSummary.title')
      const mark = r.press('Return')
      await r.transcript.waitFor('name@example.com', mark)
      await r.transcript.quiet()
      const summary = r.transcript.since(mark)
      // The box: its heading, then each error with how to put it right, once each.
      expectInOrder(summary, [title, message(locale, 'contact.form.error.phone').split(',')[0]!, 'name@example.com'])
      expect(countSaid(summary, title), summary.join('\n')).toBe(1)
      expect(countSaid(summary, /clickable/), summary.join('\n')).toBe(0)
      expectCleanSpeech(summary)

      // The first link of the box leads to the phone field, said invalid.
      await r.hear('Tab', /link/)
      const phone = await r.hear('Return', /invalid/)
      expect(phone.join(' ')).toContain(message(locale, 'contact.form.phone'))
      r.press('ctrl+a')
      r.type('+44 20 7946 0000')
      // Its name, "invalid", then (a moment later, as its description) how to put it right.
      const email = await r.hear('Tab', 'name@example.com')
      expect(email.join(' ')).toContain(message(locale, 'contact.form.email'))
      expect(email.join(' ')).toMatch(/invalid/)
      r.press('ctrl+a')
      r.type('b@c.org')
      await r.hear('Tab', `${message(locale, 'contact.form.message')} entry`)
      await r.until('Tab', `${message(locale, 'contact.form.submit')} push button`)

      const sent = r.press('Return')
      await r.transcript.waitFor(message(locale, 'home.thanks.body'), sent, 60_000)
      const thanks = r.transcript.since(sent)
      expectInOrder(thanks, [message(locale, 'home.thanks.title'), message(locale, 'home.thanks.body')])
      expectCleanSpeech(thanks)
      expect(await r.browser.url()).toBe(`${r.origin}${prefix}/?submitted=true`)
      // The exit shortcut is still heard while the modal dialog makes the rest
      // of the page inert: in the dialog's own line (components/crisis/ExitStatusLine.tsx).
      const shift = r.press('shift')
      await r.transcript.waitFor('Shift, press 2 more times to exit.', shift, 15_000)
      expect(await r.browser.evaluate<string>(`return document.querySelector('dialog[open] [data-exit-status-line]')?.textContent ?? 'no dialog open'`)).toBe('Shift, press 2 more times to exit.')
      expect(site.received.length).toBe(before + 1)
      expect(site.received.at(-1)?.fields.Email).toBe('b@c.org')
    }))
  }
}
