import { answerLocalHours, type LocalHoursQuestion } from './localHoursAnswer'

// A dedicated worker started by localHours.ts: one question, one answer.
addEventListener('message', (event: MessageEvent<LocalHoursQuestion>) => {
  postMessage(answerLocalHours(event.data))
})
