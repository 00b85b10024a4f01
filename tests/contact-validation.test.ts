import { describe, expect, it } from 'vitest'
import { contactFieldLimits, DEFAULT_FORM_ENDPOINT, resolveFormEndpoint, type ContactFieldName } from '../content/contactForm'
import { contactFieldProblem, firstInvalidField, isValidContactField, isValidEmail, isValidPhone } from '../pages/contact/validation'
import { pagePolicy } from '../scripts/content-security-policy'

describe('email', () => {
  it.each(['', '   ', 'x@y.co', 'jane.doe+coach@example.org', 'a@b.co, c@d.org', 'a@b.co,c@d.org', 'name@mail.example.co.uk', ' x@y.co '])('accepts %j', (value) => {
    expect(isValidEmail(value)).toBe(true)
  })

  it.each(['a', 'b@c', '@y.co', 'x@', 'x@y', 'x y@z.co', 'x@y..co', 'x@-y.co', 'a@b.co,,', 'a@b.co,', ',a@b.co', 'a@b.co, b@c', 'a@b.co; c@d.org', 'x@y.c0'])('rejects %j', (value) => {
    expect(isValidEmail(value)).toBe(false)
  })
})

describe('phone', () => {
  it.each(['', '+1 (555) 123-4567', '555.123.4567', '+44 20 7946 0000', '0412 345 678', '(02) 9999-0000', '5551234567'])('accepts %j', (value) => {
    expect(isValidPhone(value)).toBe(true)
  })

  it.each(['12a', '+', '++1 555', '1+555', '555_123', '555/123', 'call me', '()', '#555', '555,123'])('rejects %j', (value) => {
    expect(isValidPhone(value)).toBe(false)
  })
})

describe('length limits', () => {
  const filler: Record<ContactFieldName, string> = {
    Name_First: 'a',
    Name_Last: 'b',
    PhoneNumber_countrycode: '5',
    MultiLine: 'm',
    Email: '',
  }
  it.each(Object.entries(contactFieldLimits) as [ContactFieldName, number][])('%s holds %i characters and no more', (field, limit) => {
    if (field === 'Email') {
      // A valid address at exactly 255 characters, then one more.
      const at = (length: number) => `${'a'.repeat(length - '@example.com'.length)}@example.com`
      expect(at(limit)).toHaveLength(limit)
      expect(isValidContactField(field, at(limit))).toBe(true)
      expect(isValidContactField(field, at(limit + 1))).toBe(false)
      return
    }
    expect(isValidContactField(field, filler[field].repeat(limit))).toBe(true)
    expect(isValidContactField(field, filler[field].repeat(limit + 1))).toBe(false)
  })

  it('has the spec limits', () => {
    expect(contactFieldLimits).toEqual({ Name_First: 255, Name_Last: 255, PhoneNumber_countrycode: 20, Email: 255, MultiLine: 65535 })
  })

  it('puts no other bound on names and message', () => {
    expect(isValidContactField('Name_First', "Zoë O'Brien-Ngata 李")).toBe(true)
    expect(isValidContactField('MultiLine', 'Line one\nLine two, with <angle> brackets & symbols.')).toBe(true)
  })
})

describe('firstInvalidField', () => {
  it('accepts an empty form: no field is mandatory', () => {
    expect(firstInvalidField({})).toBeNull()
  })

  it('names the first invalid field in page order', () => {
    expect(firstInvalidField({ Email: 'b@c', PhoneNumber_countrycode: '12a' })).toBe('PhoneNumber_countrycode')
    expect(firstInvalidField({ Email: 'b@c', PhoneNumber_countrycode: '+1 (555) 123-4567' })).toBe('Email')
    expect(firstInvalidField({ Name_Last: 'x'.repeat(256), Email: 'b@c' })).toBe('Name_Last')
  })
})

describe('form endpoint', () => {
  it('defaults to a clearly named placeholder and takes THRIVE_FORM_ENDPOINT when set', () => {
    expect(resolveFormEndpoint(undefined)).toBe(DEFAULT_FORM_ENDPOINT)
    expect(resolveFormEndpoint({})).toBe(DEFAULT_FORM_ENDPOINT)
    expect(resolveFormEndpoint({ THRIVE_FORM_ENDPOINT: 'https://forms.zohopublic.com/x/form/Y/formperma/k/htmlRecords/submit' })).toMatch(/\/formperma\/k\//)
    expect(DEFAULT_FORM_ENDPOINT).toMatch(/^https:\/\/forms\.zohopublic\.com\/.+\/htmlRecords\/submit$/)
  })

  it("is allowed by the pages' Content-Security-Policy (form-action names its origin)", () => {
    for (const endpoint of [DEFAULT_FORM_ENDPOINT, 'https://forms.example.org/submit']) {
      const formAction = pagePolicy("'sha256-x'", endpoint)
        .split(';')
        .map((directive) => directive.trim().split(/\s+/))
        .find(([name]) => name === 'form-action')
      expect(formAction).toEqual(['form-action', "'self'", new URL(endpoint).origin])
    }
  })
})

describe('contactFieldProblem', () => {
  it('says what is wrong, so the error can say how to put it right', () => {
    expect(contactFieldProblem('Email', 'b@c')).toBe('format')
    expect(contactFieldProblem('PhoneNumber_countrycode', '12a')).toBe('format')
    expect(contactFieldProblem('PhoneNumber_countrycode', '1'.repeat(21))).toBe('tooLong')
    expect(contactFieldProblem('Name_First', 'x'.repeat(256))).toBe('tooLong')
    expect(contactFieldProblem('Email', '')).toBeNull()
    expect(contactFieldProblem('Email', 'x@y.co')).toBeNull()
  })
})
