/**
 * The contact form's connection to its form-hosting provider (Zoho Forms).
 *
 * The form posts natively (multipart/form-data) to the provider's submit URL,
 * which the provider answers with a 303 redirect to the `zf_redirect_url`
 * the form sent. Set the real URL at build time:
 *
 *   THRIVE_FORM_ENDPOINT=https://forms.zohopublic.com/<account>/form/<FormName>/formperma/<form-key>/htmlRecords/submit
 *
 * (Zoho Forms → the form → Share → Embed → HTML code shows it as the form's
 * `action`). Without it the build uses DEFAULT_FORM_ENDPOINT, a placeholder
 * that is clearly not a real form. The pages' Content-Security-Policy names
 * the endpoint's origin in form-action (scripts/content-security-policy.ts).
 */
export const DEFAULT_FORM_ENDPOINT =
  'https://forms.zohopublic.com/thrive/form/FreeConsultation/formperma/REPLACE_WITH_FORM_KEY/htmlRecords/submit'

/** The endpoint for an environment (the build's, see content/config/formEndpoint.ts; the test runner's in e2e). */
export function resolveFormEndpoint(env: { THRIVE_FORM_ENDPOINT?: string } | undefined): string {
  return env?.THRIVE_FORM_ENDPOINT || DEFAULT_FORM_ENDPOINT
}

/** The provider's field names and the spec's length limits (§3, §9). */
export const contactFieldLimits = {
  Name_First: 255,
  Name_Last: 255,
  PhoneNumber_countrycode: 20,
  Email: 255,
  MultiLine: 65535,
} as const
export type ContactFieldName = keyof typeof contactFieldLimits

/** The hidden fields the provider expects (§7). */
export const hiddenFieldNames = ['zf_referrer_name', 'zf_redirect_url', 'zc_gad'] as const

/** The query parameter that carries the ad-click id into `zc_gad`. */
export const adClickParameter = 'gclid'
