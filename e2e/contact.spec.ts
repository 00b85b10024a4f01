import type { Page } from '@playwright/test'
import { resolveFormEndpoint } from '../content/contactForm'
import { localePrefix, locales } from '../content/locales'
import { originFrom } from '../content/config/origin'
import { axeViolations } from './axe'
import { parseMultipart, startStandIn } from './formProvider'
import { expect, test } from './fixtures'

/** The endpoint and origin this build was made with (the same settings the build read). */
const endpoint = resolveFormEndpoint({ THRIVE_FORM_ENDPOINT: process.env.THRIVE_FORM_ENDPOINT })
const siteOrigin = originFrom(process.env.THRIVE_SITE_ORIGIN)

const fieldNames = ['Name_First', 'Name_Last', 'PhoneNumber_countrycode', 'Email', 'MultiLine', 'zf_referrer_name', 'zf_redirect_url', 'zc_gad']

/**
 * Reach for the form (it hydrates then), wait for hydration (the redirect
 * field switches to this server's origin), then aim the form at `action`.
 */
async function aimFormAt(page: Page, action: string, prefix: string) {
  const origin = new URL(page.url()).origin
  await page.locator('form[method="post"]').hover()
  await expect(page.locator('input[name="zf_redirect_url"]')).toHaveValue(`${origin}${prefix}/?submitted=true`)
  await page.locator('form[method="post"]').evaluate((form, url) => form.setAttribute('action', url), action)
}

const values = {
  first: 'Zoë',
  last: 'Ngata-Smith',
  phone: '+1 (555) 123-4567',
  email: 'a@b.co, c@d.org',
  message: 'Hello.\nI would like to talk about attachment healing.',
}

async function fillForm(page: Page, entries: Partial<typeof values> = values) {
  const labels: Record<keyof typeof values, string> = { first: 'First name', last: 'Last name', phone: 'Phone', email: 'Email', message: 'Message' }
  for (const [key, value] of Object.entries(entries) as [keyof typeof values, string][]) {
    await page.getByRole('textbox', { name: labels[key], exact: true }).fill(value)
  }
}

test.describe('contact form', () => {
  // The CSP's form-action allows only this site and the real provider; the
  // stand-in listens on another local port, so these tests bypass the CSP.
  test.use({ bypassCSP: true })

  for (const locale of locales) {
    const prefix = localePrefix(locale)
    test(`${locale}: posts all eight fields as multipart and lands on the thank-you overlay`, async ({ page, consoleErrors }) => {
      const standIn = await startStandIn()
      try {
        await page.goto(`${prefix}/contact?gclid=test-click-42`, { referer: 'https://search.example/results' })
        const origin = new URL(page.url()).origin
        await aimFormAt(page, standIn.url, prefix)
        const referrer = await page.evaluate(() => document.referrer)
        await fillForm(page)
        await page.getByRole('button', { name: 'Send Request' }).click()

        await page.waitForURL(`${origin}${prefix}/?submitted=true`)
        expect(standIn.received).toHaveLength(1)
        const [submission] = standIn.received
        expect(submission?.contentType).toMatch(/^multipart\/form-data; boundary=/)
        expect(Object.keys(submission?.fields ?? {}).sort()).toEqual([...fieldNames].sort())
        expect(submission?.fields).toEqual({
          Name_First: values.first,
          Name_Last: values.last,
          PhoneNumber_countrycode: values.phone,
          Email: values.email,
          MultiLine: values.message.replace('\n', '\r\n'),
          zf_referrer_name: referrer,
          zf_redirect_url: `${origin}${prefix}/?submitted=true`,
          zc_gad: 'test-click-42',
        })
        expect(referrer).toMatch(/^https:\/\/search\.example\//)

        await expect(page.locator('html')).toHaveAttribute('lang', locale)
        const dialog = page.getByRole('dialog')
        await expect(dialog.getByRole('heading', { name: 'Thank You!' })).toBeVisible()
        await expect(dialog).toContainText('We look forward to helping you on your healing journey.')
        expect(consoleErrors).toEqual([])
      } finally {
        await standIn.close()
      }
    })
  }

  test('an invalid field blocks sending: the error summary is focused, named and read, and links to each field, whose error says how to put it right; nothing typed is cleared', async ({ page, consoleErrors }) => {
    const standIn = await startStandIn()
    try {
      await page.goto('/en-gb/contact')
      await aimFormAt(page, standIn.url, '/en-gb')
      await fillForm(page, { ...values, phone: '12a', email: 'b@c' })
      const send = page.getByRole('button', { name: 'Send Request' })
      await send.click()

      const phone = page.getByRole('textbox', { name: 'Phone', exact: true })
      const email = page.getByRole('textbox', { name: 'Email', exact: true })
      const phoneError = 'Enter a phone number using only digits, spaces, brackets, dots or dashes, with your country code, like +44 7700 900123'
      const emailError = 'Enter an email address in the correct format, like name@example.com'
      // GOV.UK's error summary, focused: a group named by its heading and
      // described by its list, so focus alone has it read; one link per field.
      const summary = page.getByRole('group', { name: 'There is a problem' })
      await expect(summary).toBeFocused()
      await expect(summary).toHaveAccessibleDescription(`${phoneError} ${emailError}`)
      await expect(summary.getByRole('heading', { name: 'There is a problem' })).toBeVisible()
      await expect(summary.getByRole('link')).toHaveText([phoneError, emailError])
      await expect(phone).toHaveAttribute('aria-invalid', 'true')
      await expect(email).toHaveAttribute('aria-invalid', 'true')
      // Each message is tied to its field, and no field says only "Invalid value".
      await expect(phone).toHaveAccessibleDescription(/like \+44 7700 900123/)
      await expect(email).toHaveAccessibleDescription(new RegExp(emailError))
      await expect(page.getByText('Invalid value')).toHaveCount(0)
      await expect(page.getByText(emailError, { exact: true })).toHaveCount(2)
      await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue(values.first)
      await expect(phone).toHaveValue('12a')
      await expect(email).toHaveValue('b@c')
      await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue(values.message)
      expect(await axeViolations(page)).toEqual([])

      // A link of the summary leads to its field.
      await summary.getByRole('link', { name: emailError }).click()
      await expect(email).toBeFocused()

      // Fix the phone: its error stays until the next Send (nothing moves meanwhile), then only the email's is left.
      await phone.fill(values.phone)
      await email.focus()
      await expect(page.getByText(phoneError, { exact: true })).toHaveCount(2)
      await send.click()
      await expect(summary).toBeFocused()
      await expect(summary.getByRole('link')).toHaveText([emailError])
      await expect(phone).not.toHaveAttribute('aria-invalid')
      await expect(page.getByText(phoneError, { exact: true })).toHaveCount(0)
      expect(standIn.received).toHaveLength(0)

      // Fix the email: it sends.
      await email.fill('x@y.co')
      await send.click()
      await page.waitForURL(/\/en-gb\/\?submitted=true$/)
      expect(standIn.received).toHaveLength(1)
      expect(standIn.received[0]?.fields.Email).toBe('x@y.co')
      expect(consoleErrors).toEqual([])
    } finally {
      await standIn.close()
    }
  })

  test('an empty form may be sent: no field is mandatory', async ({ page }) => {
    const standIn = await startStandIn()
    try {
      await page.goto('/contact')
      await aimFormAt(page, standIn.url, '')
      await page.getByRole('button', { name: 'Send Request' }).click()
      await page.waitForURL(/\/\?submitted=true$/)
      expect(standIn.received[0]?.fields).toMatchObject({ Name_First: '', Email: '', MultiLine: '' })
    } finally {
      await standIn.close()
    }
  })
})

test.describe('the prerendered contact page', () => {
  for (const locale of locales) {
    const prefix = localePrefix(locale)
    test(`${locale}: the form posts multipart to the configured endpoint, with the hidden fields, limits and labels`, async ({ request }) => {
      const html = await (await request.get(`${prefix}/contact`)).text()
      const form = html.match(/<form\b[^>]*>/)?.[0] ?? ''
      const attribute = (tag: string, name: string) => tag.match(new RegExp(`\\s${name}="([^"]*)"`, 'i'))?.[1]?.replaceAll('&amp;', '&')
      expect(attribute(form, 'action')).toBe(endpoint)
      expect(attribute(form, 'method')).toBe('post')
      expect(attribute(form, 'enctype')).toBe('multipart/form-data')
      const inputs = [...html.matchAll(/<(?:input|textarea)\b[^>]*>/g)].map(([tag]) => tag)
      const byName = (name: string) => inputs.find((tag) => attribute(tag, 'name') === name) ?? ''
      expect(attribute(byName('zf_redirect_url'), 'value')).toBe(`${siteOrigin}${prefix}/?submitted=true`)
      for (const name of ['zf_referrer_name', 'zc_gad']) expect(attribute(byName(name), 'type')).toBe('hidden')
      const limits = { Name_First: '255', Name_Last: '255', PhoneNumber_countrycode: '20', Email: '255', MultiLine: '65535' }
      for (const [name, limit] of Object.entries(limits)) expect(attribute(byName(name), 'maxlength'), name).toBe(limit)
    })
  }

  test.describe('without JavaScript', () => {
    // The provider's origin is reached on purpose here, answered by page.route.
    test.use({ javaScriptEnabled: false, allowedOrigins: [new URL(endpoint).origin] })
    test('the form still posts natively to the provider, and the page points to the crisis lines', async ({ page }) => {
      let posted: Record<string, string> | undefined
      await page.route(endpoint, async (route) => {
        const request = route.request()
        posted = await parseMultipart(request.headers()['content-type'] ?? '', request.postDataBuffer() ?? Buffer.alloc(0))
        await route.fulfill({ status: 200, contentType: 'text/plain', body: 'Received.' })
      })
      await page.goto('/en-au/contact')
      await expect(page.getByRole('heading', { name: 'This form is not for emergencies' })).toBeVisible()
      await expect(page.locator('[data-crisis-contact="au-lifeline"]')).toBeVisible()
      await fillForm(page)
      await page.getByRole('button', { name: 'Send Request' }).click()
      await expect(page.getByText('Received.')).toBeVisible()
      expect(posted).toMatchObject({ Name_First: values.first, Email: values.email, zf_redirect_url: `${siteOrigin}/en-au/?submitted=true`, zc_gad: '' })
      expect(Object.keys(posted ?? {}).sort()).toEqual([...fieldNames].sort())
    })

    test('a failed submission clears nothing: back on the form, everything typed is still there', async ({ page }) => {
      await page.route(endpoint, (route) => route.fulfill({ status: 500, contentType: 'text/plain', body: 'The provider failed.' }))
      await page.goto('/contact')
      await fillForm(page)
      await page.getByRole('button', { name: 'Send Request' }).click()
      await expect(page.getByText('The provider failed.')).toBeVisible()
      await page.goBack()
      await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue(values.first)
      await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(values.email)
      await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue(values.message)
    })
  })
})
