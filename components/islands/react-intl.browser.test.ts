import { createElement, Fragment, type ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { createIntl } from 'react-intl'
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser'
import { describe, expect, it } from 'vitest'
import { readCatalogue, sourceLocale, translatedLocales } from '../../scripts/i18n/catalogue'
import { createBrowserIntl } from './react-intl.browser'

type Values = Record<string, unknown>

/** Values for every argument a message has: a word, a number, a date, a link for each tag. */
function sampleValues(elements: MessageFormatElement[], plural: number, values: Values = {}): Values {
  for (const element of elements) {
    if (element.type === TYPE.argument) values[element.value] = 'Sample'
    if (element.type === TYPE.number) values[element.value] = 0.42
    if (element.type === TYPE.date || element.type === TYPE.time) values[element.value] = new Date(Date.UTC(2024, 4, 14, 9, 30))
    if (element.type === TYPE.plural) values[element.value] = plural
    if (element.type === TYPE.select) values[element.value] = Object.keys(element.options).find((key) => key !== 'other') ?? 'other'
    if (element.type === TYPE.tag) {
      values[element.value] = (chunks: ReactNode[]) => createElement('a', { href: '#' }, ...chunks)
      sampleValues(element.children, plural, values)
    }
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) sampleValues(option.value, plural, values)
    }
  }
  return values
}

const html = (node: unknown) => renderToStaticMarkup(createElement(Fragment, null, node as ReactNode))

describe('the browser subset of react-intl', () => {
  for (const locale of [sourceLocale, ...translatedLocales]) {
    it(`formats every ${locale} message as react-intl does`, () => {
      const messages = Object.fromEntries(Object.entries(readCatalogue(locale)).map(([id, { defaultMessage }]) => [id, parse(defaultMessage)]))
      const reactIntl = createIntl({ locale, messages })
      const browserIntl = createBrowserIntl({ locale, messages })
      let compared = 0
      for (const [id, ast] of Object.entries(messages)) {
        for (const plural of [1, 2]) {
          const values = sampleValues(ast, plural)
          expect(html(browserIntl.formatMessage({ id }, values as never)), id).toBe(html(reactIntl.formatMessage({ id }, values as never)))
          compared++
        }
      }
      expect(compared).toBeGreaterThan(1000)
    })
  }

  it('reports a missing message and shows its id', () => {
    const errors: string[] = []
    const intl = createBrowserIntl({ locale: 'en-GB', messages: {}, onError: (error) => errors.push(error.code) })
    expect(intl.formatMessage({ id: 'shell.nav.home' })).toBe('shell.nav.home')
    expect(errors).toEqual(['MISSING_TRANSLATION'])
  })
})
