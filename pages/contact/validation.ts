import { contactFieldLimits, type ContactFieldName } from '../../content/contactForm'

/**
 * The contact form's checks (spec §5), in our own code rather than the
 * provider's script. No field is mandatory: an empty value always passes.
 */

// One address: the WHATWG local part, then dot-separated domain labels ending
// in a top-level domain of letters (or an IDN's xn-- form), so "b@c" fails.
const emailPattern =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$/

/** One address, or a comma-separated list checked item by item; empty passes. */
export function isValidEmail(value: string): boolean {
  if (value.trim() === '') return true
  if (value.length > contactFieldLimits.Email) return false
  // Every item must be an address: an empty item (`a@b.co,,`) fails.
  return value.split(',').every((item) => emailPattern.test(item.trim()))
}

/**
 * An optional leading +, then only digits, spaces, parentheses, dashes and
 * dots, with at least one digit; empty passes.
 */
export function isValidPhone(value: string): boolean {
  if (value.trim() === '') return true
  if (value.length > contactFieldLimits.PhoneNumber_countrycode) return false
  return /^\s*\+?[0-9 ().-]*$/.test(value) && /[0-9]/.test(value)
}

/** Within the field's length limit (UTF-16 code units, as the `maxlength` attribute counts). */
export function isWithinLimit(field: ContactFieldName, value: string): boolean {
  return value.length <= contactFieldLimits[field]
}

/**
 * What is wrong with a field's value, so its error can say how to put it right
 * (WCAG 3.3.3): too long for the field, or (email, phone) not in the form it
 * takes; null when it passes.
 */
export type ContactFieldProblem = 'tooLong' | 'format'
export function contactFieldProblem(field: ContactFieldName, value: string): ContactFieldProblem | null {
  if (!isWithinLimit(field, value)) return 'tooLong'
  switch (field) {
    case 'Email':
      return isValidEmail(value) ? null : 'format'
    case 'PhoneNumber_countrycode':
      return isValidPhone(value) ? null : 'format'
    default:
      return null
  }
}

/** Whether a field's value passes its checks. */
export function isValidContactField(field: ContactFieldName, value: string): boolean {
  return contactFieldProblem(field, value) === null
}

/** The order the fields appear in on the page (the first invalid one gets focus). */
export const contactFieldOrder: readonly ContactFieldName[] = ['Name_First', 'Name_Last', 'PhoneNumber_countrycode', 'Email', 'MultiLine']

/** The first invalid field in page order, or null when all pass. */
export function firstInvalidField(values: Partial<Record<ContactFieldName, string>>): ContactFieldName | null {
  return contactFieldOrder.find((field) => !isValidContactField(field, values[field] ?? '')) ?? null
}
