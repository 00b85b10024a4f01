import type { BrowserName } from './browsers'
import { expect, journey, test } from './fixtures'
import { countSaid, expectCleanSpeech, expectInOrder, format, journeyLocales, literal, message, timesSaid } from './speech'

/**
 * The quiz to its result, as ARIA-AT's radio group plan expects of each
 * answer (its name, role "radio button", its state, the change to
 * selected), each new question said as it comes (its text, not only the
 * progress bar), and the result announced when Get Results is pressed: its
 * heading's words and its title, in Chromium as in Firefox.
 */
const questions = ['stress', 'past', 'relationships', 'innerVoice', 'need']
const browsers: BrowserName[] = ['firefox', 'chromium']

for (const { locale, prefix } of journeyLocales) {
  for (const name of browsers) {
    if (name === 'chromium' && locale !== 'en-GB') continue
    test(`${locale}, ${name}: the quiz answered to its result`, journey(async ({ reader }) => {
      const r = await reader(name, { language: locale })
      await r.open(`${prefix}/healing-quiz`)
      const start = r.transcript.mark()
      for (const [index, id] of questions.entries()) {
        const last = index === questions.length - 1
        if (!last) {
          const answer = message(locale, `quiz.question.${id}.b`)
          // R to the first answer, then the next: each a radio button, not selected.
          await r.hear('r', /radio button/)
          const second = await r.hear('r', /radio button/)
          expect(second.join(' ')).toMatch(new RegExp(`${literal(answer)}.*not selected.*radio button`))
        } else {
          // The last answer as a reader who tabs reaches it: Tab from the question's group to its
          // first answer. R (Orca's browse-mode key) scrolls the answer it finds to the top of the
          // window, which left the result's heading just above the window as it appeared: Orca then
          // took it for an off-screen label, and only that had it say the result in Chromium.
          const answer = message(locale, `quiz.question.${id}.a`)
          const first = await r.until('Tab', /radio button/, 2)
          expect(first.join(' ')).toMatch(new RegExp(`${literal(answer)}.*not selected.*radio button`))
        }
        await r.hear('space', /selected/)
        const button = message(locale, last ? 'quiz.button.getResults' : 'quiz.button.next')
        // Tab to the button, past Previous (from question 2).
        await r.until('Tab', `${button} push button`, 3)
        if (!last) {
          const nextQuestion = message(locale, `quiz.question.${questions[index + 1]}.text`)
          const said = await r.hear('Return', nextQuestion)
          expect(said.join(' ')).toContain(nextQuestion)
        } else {
          // The result said as Get Results is pressed: its heading's words, with the phase they
          // name, then its title (focus moves to the result's region, named by the heading's box and
          // described by the title), each once.
          const heading = format(locale, 'quiz.result.heading', { phase: message(locale, 'quiz.result.awareness.phase') })
          const title = message(locale, 'quiz.result.awareness.title')
          const said = await r.hear('Return', title)
          expectInOrder(said, [heading, title])
          expect(timesSaid(said, heading), said.join('\n')).toBe(1)
        }
      }
      await r.transcript.quiet()
      const said = r.transcript.since(start)
      expect(countSaid(said, /heading level 2 clickable/), said.join('\n')).toBe(0)
      expectCleanSpeech(said)

      // Her results by email: the simulated send's confirmation is said once (the box's polite
      // line; the notification is silent as it appears); F8 then focuses the notification, said
      // with its words once and never "clickable" (its region is in the island's own container,
      // and it answers its own clicks).
      await r.until('Tab', `${message(locale, 'quiz.email.label')} entry`, 4)
      r.type('me@example.org')
      await r.until('Tab', `${message(locale, 'quiz.email.send')} push button`, 2)
      const sentMark = r.press('Return')
      const sentBody = message(locale, 'quiz.email.sentBody')
      await r.transcript.waitFor(sentBody, sentMark, 30_000)
      await r.transcript.quiet()
      const sent = r.transcript.since(sentMark)
      // Once: the box's line, not also the notification appearing (React Aria's alert dialog,
      // which Orca with Chromium said twice more).
      expect(timesSaid(sent, sentBody), sent.join('\n')).toBe(1)
      expectCleanSpeech(sent)
      const f8 = r.press('F8')
      await r.transcript.waitFor(message(locale, 'quiz.email.sentTitle'), f8)
      await r.transcript.quiet()
      const notification = r.transcript.since(f8)
      expect(notification.join(' ')).toContain(message(locale, 'shell.notifications.label'))
      expect(countSaid(notification, /clickable/), notification.join('\n')).toBe(0)
      // Its sentence once (it was said as the description, then again as the text).
      expect(timesSaid(notification, sentBody), notification.join('\n')).toBe(1)
      expectCleanSpeech(notification)
    }))
  }
}
