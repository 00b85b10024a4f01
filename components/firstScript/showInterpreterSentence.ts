import { interpreterSentences } from '../../content/interpreterSentences'
import { locales } from '../../content/locales'

/**
 * The sentence, in the reader's own language, on how to ask for an interpreter
 * on the region's emergency number (content/interpreterSentences.ts: a
 * service's or a government body's own words, quoted exactly). Plain DOM code,
 * loaded by suggestInterpreter.ts only for a reader whose first browser
 * language has one. Shown near the top of every crisis box of the page, under
 * its introduction, marked with its `lang` so that a screen reader speaks it
 * in her language, and `translate="no"`: it is already in her language, and
 * published words must not be rewritten by a translating browser.
 * Nothing is announced: it is where she reads the box.
 */
export default function showInterpreterSentence(lang: string): void {
  const page = locales.find((locale) => locale === document.documentElement.lang)
  const sentence = page && interpreterSentences[page]?.find((candidate) => candidate.lang === lang)
  if (!sentence) return
  for (const box of document.querySelectorAll<HTMLElement>('[data-interpreter-languages]')) {
    // Once, whatever calls it again.
    if (box.querySelector('[data-interpreter-sentence]')) continue
    const line = document.createElement('p')
    line.lang = sentence.lang
    line.translate = false
    line.dataset.interpreterSentence = ''
    line.className = 'mt-3 border-l-4 border-warning-700 pl-3 font-semibold text-ink'
    line.textContent = sentence.text
    // Under the introduction, or the heading where a box has none.
    const anchor = box.querySelector('[data-crisis-intro]') ?? box.firstElementChild
    anchor?.after(line)
  }
}
