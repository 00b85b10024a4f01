import { sentenceLanguageFor } from './readerLanguage'

/**
 * Part of the first script: the interpreter sentence's code
 * (showInterpreterSentence.ts, with the sentences) is fetched only when the
 * browser's first language is not English and the page's crisis boxes have a
 * sentence in it (`data-interpreter-languages`, written by
 * components/crisis/CrisisNumbers.tsx from content/interpreterSentences.ts). So a
 * reader whose browser puts English first, or a language with no published
 * sentence, costs the page no request and runs no more than this. Fetched
 * after the first paint, as the region notice is (suggestRegion.ts says why).
 */
export function suggestInterpreter(painted: Promise<void>): void {
  const box = document.querySelector<HTMLElement>('[data-interpreter-languages]')
  const available = box?.dataset.interpreterLanguages?.split(' ') ?? []
  const lang = sentenceLanguageFor(navigator.languages?.[0] ?? navigator.language, available)
  if (lang) void painted.then(() => import('./showInterpreterSentence')).then((module) => module.default(lang))
}
