import { parse } from 'node-html-parser'
import type { BrowserName } from './browsers'
import { expect, journey, test } from './fixtures'
import { builtHtml, everyPage } from '../site'
import { countSaid, expectCleanSpeech, journeyLocales, literal } from './speech'

/**
 * An FAQ answer and a guide's question opened and closed, as ARIA-AT's
 * disclosure (FAQ) plan expects: the button's name, role and "collapsed";
 * the change to "expanded"; the answer's text read next; "collapsed" again;
 * and B moving on to the next question, not to a node hydration replaced.
 */
function firstQuestion(url: string) {
  const sitePage = everyPage.find((candidate) => candidate.url === url)!
  const main = parse(builtHtml(sitePage)).querySelector('main')!
  const buttons = main.querySelectorAll('button[aria-expanded]')
  const [first, second] = buttons
  // The answer follows the question's heading (its panel, before hydration too).
  const answer = first!.closest('h2, h3, h4')?.nextElementSibling
  return {
    question: first!.textContent.trim(),
    next: second!.textContent.trim(),
    answer: answer?.textContent.replace(/\s+/g, ' ').trim() ?? '',
  }
}

/** Six words running of the answer were read (Orca reads a line at a time, wherever the line breaks). */
function sharesWords(read: string, answer: string) {
  const words = answer.split(' ')
  return words.some((_, at) => at + 6 <= words.length && read.includes(words.slice(at, at + 6).join(' ')))
}

const pages = ['/faqs', '/childhood-trauma-help']
const browsers: BrowserName[] = ['firefox', 'chromium']

for (const { locale, prefix } of journeyLocales) {
  for (const path of pages) {
    for (const name of browsers) {
      // Chromium differs in hydration (the "invalid grayed"): heard once, on the FAQ page in en-GB.
      if (name === 'chromium' && (locale !== 'en-GB' || path !== '/faqs')) continue
      test(`${locale}, ${name}: ${path}, a question opened, read and closed`, journey(async ({ reader }) => {
        const url = `${prefix}${path}`
        const { question, next, answer } = firstQuestion(url)
        const r = await reader(name, { language: locale })
        await r.open(url)
        const start = r.transcript.mark()
        // B to the question's button (past any other button first).
        for (let i = 0; ; i++) {
          const said = await r.hear('b', /push button|button/)
          if (said.join(' ').includes(question)) {
            expect(said.join(' ')).toMatch(new RegExp(`${literal(question)}.*collapsed`))
            break
          }
          expect(i, `B reached "${question}"`).toBeLessThan(6)
        }
        await r.hear('Return', /expanded/)
        expect(answer).not.toBe('')
        // Down reads on into the answer (a line or two after the button).
        let read = ''
        for (let i = 0; i < 4 && !sharesWords(read, answer); i++) read += ` ${(await r.hear('Down', /./)).join(' ')}`
        expect(sharesWords(read, answer), `the answer read: ${read}`).toBe(true)
        // Back to the button, and closed.
        await r.hear('shift+b', new RegExp(`${literal(question)}.*expanded`))
        await r.hear('Return', /collapsed/)
        const moved = await r.hear('b', /button/)
        expect(moved.join(' ')).toContain(next)
        await r.transcript.quiet()
        const said = r.transcript.since(start)
        expect(countSaid(said, /invalid|grayed/), said.join('\n')).toBe(0)
        expectCleanSpeech(said)
      }))
    }
  }
}
