/**
 * Whether a reader's first browser language has a sentence to offer (pure, so
 * tests/crisis-access.test.ts checks it). Part of the first script, on
 * every page: it decides whether the interpreter sentence's code is fetched at
 * all (suggestInterpreter.ts), so it carries nothing else. Read by hand, not
 * with `Intl.Locale`, for the reason readerRegion.ts gives, and with its `subtags`.
 */
import { subtags } from './readerRegion'

/** Chinese written in Traditional characters where the browser names only the region. */
const traditionalChineseRegions = ['TW', 'HK', 'MO']

type Tag = { language: string; script?: string }

function parse(tag: string): Tag | undefined {
  const parts = subtags(tag)
  if (!parts || parts.language.length > 3) return undefined
  const { script, region } = parts
  const lower = parts.language.toLowerCase()
  const named = script && `${script[0]!.toUpperCase()}${script.slice(1).toLowerCase()}`
  // Chinese without a script: the region says which (zh-TW reads Traditional, zh-CN and plain zh Simplified).
  const implied = lower === 'zh' && !named ? (region && traditionalChineseRegions.includes(region.toUpperCase()) ? 'Hant' : 'Hans') : undefined
  return { language: lower, script: named ?? implied }
}

/**
 * The tag, among `available` (the languages this page has a sentence in), of
 * the sentence for a reader whose browser puts `first` first: the same
 * language, in the same script where both name one. None for English (the
 * page is already hers), an unreadable tag, or a language with no sentence.
 */
export function sentenceLanguageFor(first: string | undefined, available: readonly string[]): string | undefined {
  const reader = first ? parse(first) : undefined
  if (!reader || reader.language === 'en') return undefined
  return available.find((tag) => {
    const offered = parse(tag)
    if (!offered || offered.language !== reader.language) return false
    return !offered.script || !reader.script || offered.script === reader.script
  })
}
