import type { Locale } from './locales'

/**
 * For a reader whose browser's first language is not English: how to ask for
 * an interpreter on her region's emergency number, in her language (issue 59).
 * Only a sentence an emergency service or a government body publishes in that
 * language, quoted exactly with its address and the date it was checked: the
 * site never translates this itself, and where no such sentence was found for
 * a language, that reader sees nothing extra (docs/content-review.md says how
 * these are rechecked).
 *
 * Plain data, with no messages, so the small script that shows it
 * (components/firstScript/showInterpreterSentence.ts, fetched only for the
 * readers it concerns) carries nothing else. content/crisis.ts re-exports it
 * beside the numbers; each crisis box names the languages its locale has a
 * sentence in (`data-interpreter-languages`), which is all the first script reads.
 */
export type InterpreterSentence = {
  /** The sentence's language, as a BCP 47 tag (its script where the language is written in more than one). */
  lang: string
  /** The emergency number it is about, as written locally. */
  number: string
  /** The words, exactly as the source publishes them. */
  text: string
  source: {
    url: string
    /** Who publishes it, and why it may be used. */
    publisher: string
    /** When it was last confirmed at `url` (ISO date). */
    checked: string
  }
}

/** By locale; a region with none published (en-GB so far) has none: the crisis box then offers none. */
export const interpreterSentences: Partial<Record<Locale, readonly InterpreterSentence[]>> = {
  'en-US': [
    {
      lang: 'es',
      number: '911',
      // Steps 4 and 5 of "Cómo pedir ayuda en caso de emergencia", one after the other as the page lists them.
      text: 'Indique qué idioma o dialecto habla. Permanezca en línea mientras el operador del 911 trabaja para que un intérprete se una a la llamada telefónica.',
      source: {
        url: 'https://www.bothellwa.gov/2036/Interpreter-Services-for-Limited-English',
        publisher: 'City of Bothell (Washington) Police 911 Dispatch, a 911 centre: its Spanish section',
        checked: '2026-12-06',
      },
    },
  ],
  // en-GB: none. No sentence found in any language other than English from a UK emergency service or
  // government body (NHS Wales's 999 interpreter page was found in English only).
  'en-AU': [
    {
      lang: 'zh-Hans',
      number: '000',
      text: '在紧急情况下拨打三个零时,还可以请求翻译服务。',
      source: {
        url: 'https://www.esta.vic.gov.au/chinese',
        publisher: 'Emergency Services Telecommunications Authority (ESTA), the Victorian Government body that answers Triple Zero (000) calls in Victoria: its Chinese page',
        checked: '2026-12-06',
      },
    },
  ],
}
