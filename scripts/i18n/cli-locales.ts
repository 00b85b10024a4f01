import { translatedLocales, type TranslatedLocale } from './catalogue'

/** `en-GB`, `en-AU` or `all` from the command line; exits naming the choices otherwise. */
export function localesNamed(argument: string | undefined): readonly TranslatedLocale[] {
  if (argument === 'all') return translatedLocales
  const locale = translatedLocales.find((name) => name === argument)
  if (locale) return [locale]
  console.error(`Name a locale first: ${translatedLocales.join(', ')} or all (got ${argument ?? 'nothing'}).`)
  process.exit(1)
}
