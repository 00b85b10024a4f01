import { IntlMessageFormat } from 'intl-messageformat'
import type { Plugin } from 'vite'
import { locales, type Locale } from '../content/locales.ts'
import type { RegionNoticeWords } from '../content/regionNotice'
import { messagesFor } from '../renderer/messages.ts'
import { regionOf } from '../content/regions.ts'

const id = 'virtual:region-notice-words'
// The messages' ids (content/regionNotice.ts), whose last part names each word. That module is
// not imported here: it imports react-intl, hence React, which vite.config.ts must not load
// (React picks its development build when loaded before the build sets NODE_ENV).
const prefix = 'shell.regionNotice'
/** Stands in for the country's name, which only the reader's browser knows: the text is split around it. */
const countrySlot = '\u0000'

/** Every page locale's notice words, formatted from its catalogue (the pseudo-locale build's too: renderer/messages.ts). */
function regionNoticeWords(): RegionNoticeWords {
  return Object.fromEntries(
    locales.map((locale) => {
      const catalogue = messagesFor(locale, [])
      const formatId = (id: string, values?: Record<string, string>) => {
        const ast = catalogue[id]
        if (!ast) throw new Error(`${id} is missing from the ${locale} catalogue`)
        return String(new IntlMessageFormat(ast, locale).format(values))
      }
      const format = (key: string, values?: Record<string, string>) => formatId(`${prefix}.${key}`, values)
      // A region's countries together ("the United Kingdom"), in the region's own words (content/regions.ts).
      const these = (region: Locale) => formatId(regionOf(region).names.these.id)
      const others = locales.filter((other) => other !== locale)
      return [
        locale,
        {
          pageRegion: format('pageRegion', { region: these(locale) }),
          link: Object.fromEntries(others.map((other) => [other, format('link', { region: these(other) })])),
          helplines: { inCountry: splitAtCountry(format('helplines', { country: countrySlot })), anywhere: format('helplinesAnywhere') },
          dismiss: format('dismiss'),
        },
      ]
    }),
  ) as RegionNoticeWords
}

function splitAtCountry(text: string): [string, string] {
  const parts = text.split(countrySlot)
  if (parts.length !== 2) throw new Error(`${prefix}.helplines must name {country} exactly once: ${JSON.stringify(text)}`)
  return [parts[0]!, parts[1]!]
}

/**
 * `virtual:region-notice-words`: the region notice's words in every locale,
 * as data in the notice's lazily loaded code (components/firstScript/showRegionNotice.ts)
 * instead of templates in every page (≈ 80 bytes brotli each).
 */
export function regionNoticeWordsModule(): Plugin {
  return {
    name: 'thrive:region-notice-words',
    resolveId: (source) => (source === id ? `\0${id}` : null),
    load: (resolved) => (resolved === `\0${id}` ? `export default ${JSON.stringify(regionNoticeWords())}` : null),
  }
}
