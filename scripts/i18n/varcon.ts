import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { root, type TranslatedLocale } from './catalogue'
import { regionOf as regionOfLocale } from '../../content/regions'

/**
 * American spellings that a region does not accept, from VarCon
 * (locales/varcon, with its licence; format in its README). Each region's
 * record names its variety (content/regions.ts): B reads the B ("-ise"
 * British) tags; D the Australian tags, or B where a line has no D.
 * A word is flagged only when no line of any cluster holding it accepts it
 * for the region, so usage-dependent words (practice/practise) pass.
 */
export type Region = 'B' | 'D'

export function regionOf(locale: TranslatedLocale): Region {
  const { spelling } = regionOfLocale(locale)
  // A translated catalogue checked against American spelling would be checked against nothing.
  if (spelling !== 'B' && spelling !== 'D') throw new Error(`content/regions.ts: ${locale} gives spelling '${spelling}'; a translated catalogue is checked against B (British, -ise) or D (Australian)`)
  return spelling
}
type Entry = { word: string; tags: { category: string; variant: string }[] }
type Line = Entry[]

export const varconPath = join(root, 'locales', 'varcon', 'varcon.txt')

const accepting = new Set(['', '.', 'v'])

function parseLine(raw: string): Line {
  const body = raw.split(' | ')[0]!.replace(/\s+#.*$/, '')
  return body.split(' / ').flatMap((part) => {
    const colon = part.indexOf(': ')
    if (colon < 0) return []
    const tags = part
      .slice(0, colon)
      .trim()
      .split(/\s+/)
      .filter((tag) => /^[ABZCD_]/.test(tag))
      .map((tag) => ({ category: tag[0]!, variant: tag.slice(1) }))
    return [{ word: part.slice(colon + 2).trim().toLowerCase(), tags }]
  })
}

function acceptedIn(line: Line, region: Region): Set<string> {
  const hasD = line.some((entry) => entry.tags.some((tag) => tag.category === 'D'))
  const category = region === 'D' && hasD ? 'D' : 'B'
  return new Set(
    line
      .filter((entry) => entry.tags.some((tag) => tag.category === category && accepting.has(tag.variant)))
      .map((entry) => entry.word),
  )
}

function preferredIn(line: Line, region: Region): string | undefined {
  const hasD = line.some((entry) => entry.tags.some((tag) => tag.category === 'D'))
  const category = region === 'D' && hasD ? 'D' : 'B'
  return line.find((entry) => entry.tags.some((tag) => tag.category === category && tag.variant === ''))?.word
}

export type SpellingIndex = {
  /** The regional spelling to use instead of `word`, or undefined when the region accepts it. */
  suggest(word: string, region: Region): string | undefined
}

export function loadVarcon(text = readFileSync(varconPath, 'utf8')): SpellingIndex {
  const clusters: Line[][] = []
  let current: Line[] = []
  for (const raw of text.split('\n')) {
    if (raw.startsWith('# ')) {
      current = []
      clusters.push(current)
    } else if (raw.trim() && !raw.startsWith('#')) {
      current.push(parseLine(raw))
    }
  }
  // word -> the lines (anywhere) that mention it
  const linesByWord = new Map<string, Line[]>()
  for (const cluster of clusters) {
    for (const line of cluster) {
      for (const entry of line) {
        const lines = linesByWord.get(entry.word) ?? []
        lines.push(line)
        linesByWord.set(entry.word, lines)
      }
    }
  }
  return {
    suggest(word, region) {
      const lower = word.toLowerCase()
      const lines = linesByWord.get(lower)
      if (!lines) return undefined
      const american = lines.filter((line) =>
        line.some((entry) => entry.word === lower && entry.tags.some((tag) => tag.category === 'A' && (tag.variant === '' || tag.variant === '.'))),
      )
      if (american.length === 0) return undefined
      if (lines.some((line) => acceptedIn(line, region).has(lower))) return undefined
      for (const line of american) {
        const preferred = preferredIn(line, region)
        if (preferred && preferred !== lower) return preferred
      }
      return undefined
    },
  }
}

const wordPattern = /[A-Za-z]+(?:['’][A-Za-z]+)?/g

/**
 * Names keep their own spelling in every region, and acronyms (PE, CBT) are
 * not words: neither is checked nor re-spelt.
 */
export const properNames = [
  'World Health Organization',
  'Centers for Disease Control and Prevention',
  'Centers for Disease Control',
  'National Center for PTSD',
  'Pan American Health Organization',
]

function regionalWords(text: string, region: Region, index: SpellingIndex, onWord: (start: number, word: string, suggestion: string) => void) {
  const protectedRanges = properNames.flatMap((name) => [...text.matchAll(new RegExp(name, 'g'))].map((m) => [m.index, m.index + name.length]))
  for (const match of text.matchAll(wordPattern)) {
    const word = match[0]
    if (word.length > 1 && word === word.toUpperCase()) continue
    if (protectedRanges.some(([from, to]) => match.index >= from! && match.index < to!)) continue
    const suggestion = index.suggest(word.replace('’', "'"), region)
    if (suggestion) onWord(match.index, word, matchCase(word, suggestion.replace("'", word.includes('’') ? '’' : "'")))
  }
}

/** Each word of `text` that `region` spells differently, with its suggestion. */
export function americanSpellings(index: SpellingIndex, text: string, region: Region): { word: string; suggestion: string }[] {
  const found: { word: string; suggestion: string }[] = []
  regionalWords(text, region, index, (_, word, suggestion) => found.push({ word, suggestion }))
  return found
}

/** Re-spells `text` for the region, keeping capitals, apostrophes, names and acronyms. */
export function respell(index: SpellingIndex, text: string, region: Region): string {
  const replacements: [number, string, string][] = []
  regionalWords(text, region, index, (start, word, suggestion) => replacements.push([start, word, suggestion]))
  let result = text
  for (const [start, word, suggestion] of replacements.reverse()) {
    result = result.slice(0, start) + suggestion + result.slice(start + word.length)
  }
  return result
}

function matchCase(original: string, replacement: string): string {
  if (original === original.toUpperCase()) return replacement.toUpperCase()
  if (original[0] === original[0]!.toUpperCase()) return replacement[0]!.toUpperCase() + replacement.slice(1)
  return replacement
}
