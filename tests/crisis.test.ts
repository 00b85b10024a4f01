import { describe, expect, it } from 'vitest'
import { contactsFor, crisisContacts, emergencyNumbers } from '../content/crisis'
import { locales } from '../content/locales'

const all = locales.flatMap((locale) => crisisContacts[locale].map((contact) => ({ locale, contact })))

describe('crisis records', () => {
  it('every contact has an https source and a note', () => {
    for (const { contact } of all) {
      expect(contact.source.url, contact.id).toMatch(/^https:\/\/[^\s]+$/)
      expect(contact.source.note.length, contact.id).toBeGreaterThan(3)
    }
  })

  it('tel: and sms: values are digits (and a leading +) only', () => {
    for (const { contact } of all) {
      for (const action of contact.actions) {
        if (action.type === 'call') expect(action.tel, contact.id).toMatch(/^\+?\d+$/)
        if (action.type === 'text') expect(action.sms, contact.id).toMatch(/^\+?\d+$/)
      }
    }
    for (const locale of locales) for (const entry of emergencyNumbers[locale]) expect(entry.tel).toMatch(/^\+?\d+$/)
  })

  it('each displayed number dials the same digits', () => {
    for (const { contact } of all) {
      for (const action of contact.actions) {
        if (action.type === 'call') expect(action.tel.replace(/^\+1/, '1'), contact.id).toBe(action.display.replace(/\D/g, ''))
        if (action.type === 'text') expect(action.sms, contact.id).toBe(action.display.replace(/\D/g, ''))
      }
    }
  })

  it('ids are unique', () => {
    const ids = all.map(({ contact }) => contact.id)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('each locale shows its region’s numbers, as their sources (content/crisis.ts) give them', () => {
    const numbers = (locale: (typeof locales)[number]) =>
      crisisContacts[locale].flatMap((c) => c.actions.flatMap((a) => (a.type === 'call' || a.type === 'text' ? [a.display] : [])))
    expect(numbers('en-US')).toEqual(expect.arrayContaining(['911', '988', '1-800-799-7233', '88788', '9-8-8']))
    expect(numbers('en-GB')).toEqual(['999', '116 123', '0808 2000 247'])
    expect(numbers('en-AU')).toEqual(['000', '13 11 14', '1800 737 732', '111', '1737', '1737', '0800 733 843'])
    expect(emergencyNumbers['en-US'].map((e) => e.display)).toEqual(['911'])
    expect(emergencyNumbers['en-GB'].map((e) => e.display)).toEqual(['999'])
    expect(emergencyNumbers['en-AU'].map((e) => e.display)).toEqual(['000', '111'])
  })

  it('text links only where texting works (US 988 and hotline, Canada 9-8-8, NZ 1737)', () => {
    const texting = all.filter(({ contact }) => contact.actions.some((a) => a.type === 'text')).map(({ contact }) => contact.id)
    expect(texting.sort()).toEqual(['ca-988', 'nz-1737', 'us-988', 'us-ndvh'])
    const hotline = crisisContacts['en-US'].find((c) => c.id === 'us-ndvh')
    expect(hotline?.actions).toContainEqual({ type: 'text', display: '88788', sms: '88788', keyword: 'START' })
  })

  it('contactsFor filters by kind in the locale’s order', () => {
    expect(contactsFor('en-GB', ['abuse']).map((c) => c.id)).toEqual(['gb-ndah'])
    expect(contactsFor('en-AU', ['emergency']).map((c) => c.id)).toEqual(['au-000', 'nz-111'])
  })
})
