import { translatedLocales, type TranslatedLocale } from './catalogue'
import type { ReviewResult } from './review'
import { describeProblem } from './verify'

/** `en-GB`, `en-AU` or `all` from the command line; exits naming the choices otherwise. */
export function localesNamed(argument: string | undefined): readonly TranslatedLocale[] {
  if (argument === 'all') return translatedLocales
  const locale = translatedLocales.find((name) => name === argument)
  if (locale) return [locale]
  console.error(`Name a locale first: ${translatedLocales.join(', ')} or all (got ${argument ?? 'nothing'}).`)
  process.exit(1)
}

/** Says which broken translations were not recorded as reviewed, and why; the command then fails. */
export function reportRefused(results: readonly ReviewResult[]): void {
  const refused = results.flatMap((result) => result.refused)
  if (refused.length === 0) return
  console.error(`Not recorded as reviewed, broken (${refused.length}): fix each, then run the command again.\n- ${refused.map(describeProblem).join('\n- ')}`)
  process.exitCode = 1
}
