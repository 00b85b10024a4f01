import { diffWords } from 'diff'
import type { LocaleStatus, OutdatedMessage } from './freshness'

/** What changed in the source, word by word: [text, 'same' | 'removed' | 'added'] runs. */
export function sourceChange(madeFrom: string, sourceNow: string): [string, 'same' | 'removed' | 'added'][] {
  return diffWords(madeFrom, sourceNow).map((part) => [part.value, part.removed ? 'removed' : part.added ? 'added' : 'same'])
}

const unknownSource = '(unknown: the lock has no entry for this message)'

function counts(status: LocaleStatus): string {
  return `${status.upToDate.length} up to date, ${status.outdated.length} outdated, ${status.missing.length} missing`
}

/** For the terminal: counts, then each outdated message with both source texts, then missing ids. */
export function statusText(statuses: readonly LocaleStatus[], { listUpToDate = false } = {}): string {
  const lines: string[] = []
  for (const status of statuses) {
    lines.push(`${status.locale}: ${counts(status)}`)
    if (listUpToDate && status.upToDate.length) lines.push(`  Up to date: ${status.upToDate.join(', ')}`)
    for (const message of status.outdated) lines.push(...outdatedText(message))
    if (status.missing.length) lines.push(`  Missing (npm run i18n:seed adds them): ${status.missing.join(', ')}`)
  }
  return lines.join('\n')
}

function outdatedText({ id, madeFrom, sourceNow, translation }: OutdatedMessage): string[] {
  // git's --word-diff notation: [-removed-]{+added+}
  const change = madeFrom === undefined
    ? undefined
    : sourceChange(madeFrom, sourceNow).map(([text, kind]) => (kind === 'removed' ? `[-${text}-]` : kind === 'added' ? `{+${text}+}` : text)).join('')
  return [
    `  Outdated: ${id}`,
    `    made from:   ${madeFrom ?? unknownSource}`,
    `    source now:  ${sourceNow}`,
    ...(change === undefined ? [] : [`    change:      ${change}`]),
    `    translation: ${translation}`,
  ]
}

/** Message text as Markdown shows it literally: ICU braces and tags stay visible, line breaks kept. */
export function markdownLiteral(text: string): string {
  return text.replace(/[\\`*_~[\]<>|&#]/g, (character) => `\\${character}`).replace(/\r?\n/g, '<br>')
}

/** A report translators can read without a terminal (rendered by any Markdown viewer, GitHub included). */
export function statusMarkdown(statuses: readonly LocaleStatus[]): string {
  const lines = [
    '# Translations: what changed in the source',
    '',
    'A message is **outdated** when its US English source changed after the translation was made. For each one, edit the translation in `locales/<locale>.json`, or, when the new source needs no change in your region, mark it reviewed with `npm run i18n:review -- <locale> <id>`. See `locales/README.md`.',
    '',
    '| locale | up to date | outdated | missing |',
    '| --- | ---: | ---: | ---: |',
    ...statuses.map((s) => `| ${s.locale} | ${s.upToDate.length} | ${s.outdated.length} | ${s.missing.length} |`),
  ]
  for (const status of statuses) {
    lines.push('', `## ${status.locale}`, '', `### Outdated (${status.outdated.length})`, '')
    if (!status.outdated.length) lines.push('None.', '')
    for (const message of status.outdated) lines.push(...outdatedMarkdown(message))
    lines.push(`### Missing (${status.missing.length})`, '', status.missing.length ? idList(status.missing) : 'None.', '')
    lines.push(`<details><summary>Up to date (${status.upToDate.length})</summary>`, '', status.upToDate.length ? idsByArea(status.upToDate) : 'None.', '', '</details>')
  }
  return `${lines.join('\n')}\n`
}

function outdatedMarkdown({ id, madeFrom, sourceNow, translation }: OutdatedMessage): string[] {
  const change = madeFrom === undefined
    ? undefined
    : sourceChange(madeFrom, sourceNow)
        .map(([text, kind]) => (kind === 'same' ? markdownLiteral(text) : `<${kind === 'removed' ? 'del' : 'ins'}>${markdownLiteral(text)}</${kind === 'removed' ? 'del' : 'ins'}>`))
        .join('')
  return [
    `#### \`${id}\``,
    '',
    `- **Made from:** ${madeFrom === undefined ? unknownSource : markdownLiteral(madeFrom)}`,
    `- **Source now:** ${markdownLiteral(sourceNow)}`,
    ...(change === undefined ? [] : [`- **Change:** ${change}`]),
    `- **Translation:** ${markdownLiteral(translation)}`,
    '',
  ]
}

/** Long lists read better one line per first id segment (page or component). */
function idsByArea(ids: readonly string[]): string {
  const areas = new Map<string, string[]>() // Map.groupBy needs Node 21
  for (const id of ids) {
    const area = id.split('.')[0]!
    areas.set(area, [...(areas.get(area) ?? []), id])
  }
  return [...areas].map(([area, inArea]) => `- **${area}** (${inArea.length}): ${idList(inArea)}`).join('\n')
}

function idList(ids: readonly string[]): string {
  return ids.map((id) => `\`${id}\``).join(', ')
}
