import { readFileSync } from 'node:fs'
import { relative } from 'node:path'
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser'
import { catalogueFile, localesDir, readCatalogue, root, sourceLocale, translatedLocales, type Catalogue } from './catalogue'
import { regionalMessages, shownOnlyElsewhere } from './scope'

/**
 * What is wrong with a translation, said so a translator can fix it: which
 * message, what she wrote, what is wrong in words (not the parser's error
 * code), and the file and line to edit. `i18n:check`, the build's first step
 * (`i18n:compile`) and `i18n:status`/`i18n:review` (which then record nothing
 * for it) share it. Only `defaultMessage` is parsed: descriptions are notes for
 * translators, and their "<link> goes to…" is prose, not a tag.
 */
export type TranslationProblem = {
  locale: string
  id: string
  /** The message as written; undefined when the catalogue lacks it. */
  translation: string | undefined
  /** The source message, when comparing with it helps. */
  source?: string
  problem: string
  kind: 'syntax' | 'placeholders' | 'missing' | 'extra'
  /** `locales/en-GB.json:431`: the line of its `defaultMessage`. */
  where: string
}

/** A few lines: locale and id, what is wrong, the translation as written, where to fix it. */
export function describeProblem({ locale, id, translation, source, problem, where }: TranslationProblem): string {
  const lines = [`${locale} "${id}": ${problem}`]
  if (translation !== undefined) lines.push(`    written:   ${JSON.stringify(translation)}`)
  if (source !== undefined) lines.push(`    source:    ${JSON.stringify(source)}`)
  lines.push(`    fix it in: ${where}`)
  return lines.join('\n')
}

/** Every problem in the catalogues in `dir`: the source's and each translation's. */
export function translationProblems(dir = localesDir): TranslationProblem[] {
  const source = readCatalogue(sourceLocale, dir)
  const problems = catalogueProblems(sourceLocale, source, undefined, dir)
  for (const locale of translatedLocales) problems.push(...catalogueProblems(locale, readCatalogue(locale, dir), source, dir))
  return problems
}

/** The ids of `locale` whose translation has a problem (not to be recorded as reviewed). */
export function brokenIds(locale: string, dir = localesDir): Set<string> {
  const source = readCatalogue(sourceLocale, dir)
  return new Set(catalogueProblems(locale, readCatalogue(locale, dir), source, dir).map(({ id }) => id))
}

/**
 * Problems of one catalogue; against `source` unless it is the source. A
 * translation must parse and use exactly the source's placeholders (each of
 * the same kind: a plural stays a plural) and tags. It holds every source
 * message but those only other regions' pages show (./scope.ts).
 */
export function catalogueProblems(locale: string, catalogue: Catalogue, source: Catalogue | undefined, dir = localesDir): TranslationProblem[] {
  const file = catalogueFile(locale, dir)
  const lines = lineIndex(file)
  const shown = relative(root, file).startsWith('..') ? file : relative(root, file)
  const problems: TranslationProblem[] = []
  const add = (kind: TranslationProblem['kind'], id: string, translation: string | undefined, problem: string, sourceText?: string) =>
    problems.push({ locale, id, translation, source: sourceText, problem, kind, where: lines.has(id) ? `${shown}:${lines.get(id)}` : shown })

  const regional = regionalMessages()
  const elsewhere = (id: string) => (source ? shownOnlyElsewhere(id, locale, regional) : undefined)
  for (const [id, { defaultMessage }] of Object.entries(catalogue)) {
    if (source && !(id in source)) {
      add('extra', id, defaultMessage, `not in the source (${sourceLocale}): delete it, or run npm run i18n:seed, which removes it`)
      continue
    }
    const regions = elsewhere(id)
    if (regions) {
      add('extra', id, defaultMessage, `shown only on ${[...regions].join(' and ')} pages, whose catalogue holds it (content/regions.ts, content/crisis.ts): delete it, or run npm run i18n:seed, which removes it`)
      continue
    }
    let elements: MessageFormatElement[]
    try {
      elements = parse(defaultMessage)
    } catch (error) {
      const fix = source ? '' : ' (this is the source: fix the defaultMessage in the code, then npm run i18n:extract)'
      add('syntax', id, defaultMessage, `${syntaxProblem(defaultMessage, error as ParseError)}${fix}`, source?.[id]?.defaultMessage)
      continue
    }
    if (!source) continue
    let expected: Map<string, string>
    try {
      expected = placeholders(parse(source[id]!.defaultMessage))
    } catch {
      continue // the source's own problem, reported against en-US
    }
    const mismatch = placeholderMismatch(expected, placeholders(elements))
    if (mismatch) add('placeholders', id, defaultMessage, mismatch, source[id]!.defaultMessage)
  }
  if (source) {
    for (const id of Object.keys(source)) {
      if (!(id in catalogue) && !elsewhere(id)) add('missing', id, undefined, `missing: run npm run i18n:seed to add it for your review`)
    }
  }
  return problems
}

type ParseError = Error & { location?: { start: { offset: number }; end: { offset: number } } }

/** The parser's error code, in words, with the part of the message it points at. */
function syntaxProblem(message: string, error: ParseError): string {
  const kind = error.message
  const start = error.location?.start.offset ?? 0
  const end = error.location?.end.offset ?? message.length
  const at = message.slice(start, Math.max(end, start + 1)).slice(0, 60)
  switch (kind) {
    case 'UNCLOSED_TAG': {
      const tag = /^<([^\s/>]+)>/.exec(message.slice(start))?.[1]
      return tag ? `unclosed tag: <${tag}> has no </${tag}>` : `unclosed tag at ${JSON.stringify(at)}`
    }
    case 'UNMATCHED_CLOSING_TAG':
      return `closing tag ${JSON.stringify(at)} matches no opening tag`
    case 'INVALID_TAG':
    case 'INVALID_TAG_NAME':
      return `malformed tag at ${JSON.stringify(at)}`
    case 'MISSING_OTHER_CLAUSE':
      return `malformed argument: a plural or select needs an "other {…}" case, at ${JSON.stringify(at)}`
    case 'UNCLOSED_QUOTE_IN_ARGUMENT_STYLE':
      return `unclosed quote in an argument, at ${JSON.stringify(at)} (an apostrophe ' before { or < starts a quote: use ’)`
    default:
      return `malformed argument (${kind.toLowerCase().replaceAll('_', ' ')}) at ${JSON.stringify(at)}`
  }
}

/** Placeholder and tag names with their kind: `{date}` → argument, `{count, plural, …}` → plural, `<link>` → tag. */
function placeholders(elements: MessageFormatElement[], found = new Map<string, string>()): Map<string, string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue
    const kind = element.type === TYPE.tag ? 'tag' : element.type === TYPE.plural ? (element.pluralType === 'ordinal' ? 'selectordinal' : 'plural') : TYPE[element.type]
    found.set(element.type === TYPE.tag ? `<${element.value}>` : `{${element.value}}`, kind)
    if (element.type === TYPE.tag) placeholders(element.children, found)
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) placeholders(option.value, found)
    }
  }
  return found
}

/** What differs, in words; undefined when the translation has the source's placeholders and tags. */
function placeholderMismatch(expected: Map<string, string>, actual: Map<string, string>): string | undefined {
  const missing = [...expected.keys()].filter((name) => !actual.has(name))
  const unknown = [...actual.keys()].filter((name) => !expected.has(name))
  const changed = [...expected.keys()].filter((name) => actual.has(name) && actual.get(name) !== expected.get(name))
  const parts: string[] = []
  const noun = (name: string) => (name.startsWith('<') ? 'tag' : 'placeholder')
  if (unknown.length && missing.length) {
    parts.push(`${unknown.map((name) => `${noun(name)} ${name}`).join(', ')} is not in the source, which has ${missing.join(', ')} (renamed? keep the source's names)`)
  } else {
    if (missing.length) parts.push(`missing ${missing.map((name) => `${noun(name)} ${name}`).join(', ')} (keep every placeholder and tag of the source)`)
    if (unknown.length) parts.push(`unknown ${unknown.map((name) => `${noun(name)} ${name}`).join(', ')}: the source has no such ${unknown.length > 1 ? 'names' : noun(unknown[0]!)}`)
  }
  for (const name of changed) parts.push(`${name} is a ${actual.get(name)} here but a ${expected.get(name)} in the source`)
  return parts.length ? parts.join('; ') : undefined
}

/** The line of each id's `defaultMessage` in a catalogue file (as the extractor and seed write it). */
function lineIndex(file: string): Map<string, number> {
  const index = new Map<string, number>()
  let current: string | undefined
  readFileSync(file, 'utf8')
    .split('\n')
    .forEach((line, number) => {
      const key = /^ {2}("(?:[^"\\]|\\.)*"): \{/.exec(line)
      if (key) current = JSON.parse(key[1]!) as string
      else if (current !== undefined && /^ {4}"defaultMessage":/.test(line)) {
        index.set(current, number + 1)
        current = undefined
      }
    })
  return index
}
