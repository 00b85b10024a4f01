import { defineMessages, type MessageDescriptor } from 'react-intl'
import { described } from './messages'

/**
 * The healing quiz (/healing-quiz): five questions, four options each, every
 * option carrying one weight. The weight chosen most often names a phase of
 * healing (ties go to the first in A, B, C, D order; see
 * pages/healing-quiz/scoring.ts). A reflection tool, not an assessment of any
 * condition: the copy never diagnoses.
 */
export const quizWeights = ['A', 'B', 'C', 'D'] as const
export type QuizWeight = (typeof quizWeights)[number]

export type QuizOption = { value: string; text: MessageDescriptor; weight: QuizWeight }
export type QuizQuestion = { id: string; text: MessageDescriptor; options: readonly QuizOption[] }
export type QuizResult = {
  phase: MessageDescriptor
  title: MessageDescriptor
  description: MessageDescriptor
  encouragement: MessageDescriptor
}

/** The spec's simulated delay of "Send Results" (no request is made). */
export const SIMULATED_SEND_DELAY_MS = 1000

const q = described(defineMessages({
  stressText: { id: 'quiz.question.stress.text', defaultMessage: 'When something stressful happens, what usually happens inside you?', description: 'Quiz question 1 (the label of its four answers)' },
  stressA: { id: 'quiz.question.stress.a', defaultMessage: 'I freeze, shut down or feel flooded, and it takes a long time to settle.', description: 'Quiz question 1, answer describing being overwhelmed (survival phase)' },
  stressB: { id: 'quiz.question.stress.b', defaultMessage: 'I react strongly, and afterwards I notice the reaction was bigger than the moment.', description: 'Quiz question 1, answer describing noticing strong reactions (awareness phase)' },
  stressC: { id: 'quiz.question.stress.c', defaultMessage: 'I feel it rise, and I am learning a few ways to calm my body and mind.', description: 'Quiz question 1, answer describing learning to calm down (processing phase)' },
  stressD: { id: 'quiz.question.stress.d', defaultMessage: 'I can usually notice what I feel, steady myself and choose how to respond.', description: 'Quiz question 1, answer describing steadiness (thriving phase)' },

  pastText: { id: 'quiz.question.past.text', defaultMessage: 'How do you relate to your past experiences right now?', description: 'Quiz question 2 (the label of its four answers)' },
  pastA: { id: 'quiz.question.past.a', defaultMessage: 'I try not to think about them. Getting through the day takes all my energy.', description: 'Quiz question 2, answer describing avoidance and exhaustion (survival phase)' },
  pastB: { id: 'quiz.question.past.b', defaultMessage: 'I am starting to see that what happened affected me more than I thought.', description: 'Quiz question 2, answer describing new understanding (awareness phase)' },
  pastC: { id: 'quiz.question.past.c', defaultMessage: 'I am exploring how my past shapes me and making sense of it, step by step.', description: 'Quiz question 2, answer describing working through the past (processing phase)' },
  pastD: { id: 'quiz.question.past.d', defaultMessage: 'My past is part of my story, but it no longer decides how I live.', description: 'Quiz question 2, answer describing integration (thriving phase)' },

  closeText: { id: 'quiz.question.relationships.text', defaultMessage: 'How do you feel in your closest relationships?', description: 'Quiz question 3 (the label of its four answers)' },
  closeA: { id: 'quiz.question.relationships.a', defaultMessage: 'I often feel on edge, unsafe or responsible for keeping the peace.', description: 'Quiz question 3, answer describing feeling unsafe with others (survival phase)' },
  closeB: { id: 'quiz.question.relationships.b', defaultMessage: 'I am noticing patterns, like people-pleasing or being drawn to people who hurt me.', description: 'Quiz question 3, answer describing noticing relationship patterns (awareness phase)' },
  closeC: { id: 'quiz.question.relationships.c', defaultMessage: 'I am learning to say what I need and to set boundaries, even when it feels awkward.', description: 'Quiz question 3, answer describing learning boundaries (processing phase)' },
  closeD: { id: 'quiz.question.relationships.d', defaultMessage: 'I can ask for what I need, and I mostly feel safe and respected.', description: 'Quiz question 3, answer describing secure relationships (thriving phase)' },

  voiceText: { id: 'quiz.question.innerVoice.text', defaultMessage: 'How do you speak to yourself when you make a mistake?', description: 'Quiz question 4 (the label of its four answers)' },
  voiceA: { id: 'quiz.question.innerVoice.a', defaultMessage: 'Harshly. I often feel that something is wrong with me.', description: 'Quiz question 4, answer describing a harsh inner critic (survival phase)' },
  voiceB: { id: 'quiz.question.innerVoice.b', defaultMessage: 'I sometimes catch the harsh voice and wonder where it came from.', description: 'Quiz question 4, answer describing noticing the inner critic (awareness phase)' },
  voiceC: { id: 'quiz.question.innerVoice.c', defaultMessage: 'I am learning to answer that voice with more kindness.', description: 'Quiz question 4, answer describing growing self-compassion (processing phase)' },
  voiceD: { id: 'quiz.question.innerVoice.d', defaultMessage: 'Mostly with patience, the way I would speak to a good friend.', description: 'Quiz question 4, answer describing self-compassion (thriving phase)' },

  needText: { id: 'quiz.question.need.text', defaultMessage: 'What feels most true about your healing right now?', description: 'Quiz question 5, the last one (the label of its four answers)' },
  needA: { id: 'quiz.question.need.a', defaultMessage: 'I need to feel safer and more stable before anything else.', description: 'Quiz question 5, answer about needing safety first (survival phase)' },
  needB: { id: 'quiz.question.need.b', defaultMessage: 'I want to understand what happened to me and why I feel the way I do.', description: 'Quiz question 5, answer about wanting understanding (awareness phase)' },
  needC: { id: 'quiz.question.need.c', defaultMessage: 'I feel ready to work through old wounds, with support.', description: 'Quiz question 5, answer about readiness to work through the past (processing phase)' },
  needD: { id: 'quiz.question.need.d', defaultMessage: 'I want to keep growing and build a life that feels like my own.', description: 'Quiz question 5, answer about continued growth (thriving phase)' },
}))

const option = (value: string, text: MessageDescriptor, weight: QuizWeight): QuizOption => ({ value, text, weight })

export const quizQuestions: readonly QuizQuestion[] = [
  { id: 'stress', text: q.stressText, options: [option('overwhelmed', q.stressA, 'A'), option('noticing', q.stressB, 'B'), option('calming', q.stressC, 'C'), option('steady', q.stressD, 'D')] },
  { id: 'past', text: q.pastText, options: [option('avoiding', q.pastA, 'A'), option('realizing', q.pastB, 'B'), option('exploring', q.pastC, 'C'), option('integrated', q.pastD, 'D')] },
  { id: 'relationships', text: q.closeText, options: [option('on-edge', q.closeA, 'A'), option('patterns', q.closeB, 'B'), option('boundaries', q.closeC, 'C'), option('secure', q.closeD, 'D')] },
  { id: 'inner-voice', text: q.voiceText, options: [option('harsh', q.voiceA, 'A'), option('curious', q.voiceB, 'B'), option('kinder', q.voiceC, 'C'), option('patient', q.voiceD, 'D')] },
  { id: 'need', text: q.needText, options: [option('safety', q.needA, 'A'), option('understanding', q.needB, 'B'), option('working-through', q.needC, 'C'), option('growing', q.needD, 'D')] },
]

const r = described(defineMessages({
  survivalPhase: { id: 'quiz.result.survival.phase', defaultMessage: 'Survival', description: 'Name of the first healing phase (result A of the quiz)' },
  survivalTitle: { id: 'quiz.result.survival.title', defaultMessage: 'Finding safety comes first', description: 'Title of the quiz result for the survival phase' },
  survivalDescription: { id: 'quiz.result.survival.description', defaultMessage: 'Your answers suggest that much of your energy may be going into getting through each day. That is not weakness: it is how a nervous system protects you after hard experiences. In this phase, healing often starts with small, steady steps toward safety and stability, such as rest, gentle routines and simple ways to calm your body.', description: 'Description of the quiz result for the survival phase' },
  survivalEncouragement: { id: 'quiz.result.survival.encouragement', defaultMessage: 'Surviving took strength. You do not have to do the next part alone, and you can go as slowly as you need.', description: 'Encouraging words shown with the survival phase result' },

  awarenessPhase: { id: 'quiz.result.awareness.phase', defaultMessage: 'Awareness', description: 'Name of the second healing phase (result B of the quiz)' },
  awarenessTitle: { id: 'quiz.result.awareness.title', defaultMessage: 'Seeing the patterns clearly', description: 'Title of the quiz result for the awareness phase' },
  awarenessDescription: { id: 'quiz.result.awareness.description', defaultMessage: 'Your answers suggest you are beginning to notice how past experiences shape your reactions, your relationships and the way you speak to yourself. Awareness can feel uncomfortable at first, and it is also where real change begins.', description: 'Description of the quiz result for the awareness phase' },
  awarenessEncouragement: { id: 'quiz.result.awareness.encouragement', defaultMessage: 'Noticing takes courage. Each pattern you see is one you can begin to change, gently and in your own time.', description: 'Encouraging words shown with the awareness phase result' },

  processingPhase: { id: 'quiz.result.processing.phase', defaultMessage: 'Processing', description: 'Name of the third healing phase (result C of the quiz)' },
  processingTitle: { id: 'quiz.result.processing.title', defaultMessage: 'Working through what happened', description: 'Title of the quiz result for the processing phase' },
  processingDescription: { id: 'quiz.result.processing.description', defaultMessage: 'Your answers suggest you are actively making sense of your past and trying new ways of responding. This phase can bring relief as well as waves of hard feelings, and support that helps you stay steady can make a real difference.', description: 'Description of the quiz result for the processing phase' },
  processingEncouragement: { id: 'quiz.result.processing.encouragement', defaultMessage: 'Healing is rarely a straight line. Hard days do not erase your progress; they are part of it.', description: 'Encouraging words shown with the processing phase result' },

  thrivingPhase: { id: 'quiz.result.thriving.phase', defaultMessage: 'Thriving', description: 'Name of the fourth healing phase (result D of the quiz)' },
  thrivingTitle: { id: 'quiz.result.thriving.title', defaultMessage: 'Growing into the life you want', description: 'Title of the quiz result for the thriving phase' },
  thrivingDescription: { id: 'quiz.result.thriving.description', defaultMessage: 'Your answers suggest you have built a good deal of steadiness and self-understanding. Thriving does not mean nothing is hard; it means you have tools to lean on, and you get to choose how you grow from here.', description: 'Description of the quiz result for the thriving phase' },
  thrivingEncouragement: { id: 'quiz.result.thriving.encouragement', defaultMessage: 'Take a moment to honor how far you have come. You deserve to enjoy the life you are building.', description: 'Encouraging words shown with the thriving phase result' },
}))

export const quizResults: Readonly<Record<QuizWeight, QuizResult>> = {
  A: { phase: r.survivalPhase, title: r.survivalTitle, description: r.survivalDescription, encouragement: r.survivalEncouragement },
  B: { phase: r.awarenessPhase, title: r.awarenessTitle, description: r.awarenessDescription, encouragement: r.awarenessEncouragement },
  C: { phase: r.processingPhase, title: r.processingTitle, description: r.processingDescription, encouragement: r.processingEncouragement },
  D: { phase: r.thrivingPhase, title: r.thrivingTitle, description: r.thrivingDescription, encouragement: r.thrivingEncouragement },
}

/** The words of the quiz page around the questions. */
export const quizMessages = described(defineMessages({
  metaTitle: { id: 'quiz.meta.title', defaultMessage: 'Healing Journey Quiz', description: 'Quiz page title (browser tab and search results)' },
  metaDescription: { id: 'quiz.meta.description', defaultMessage: 'Five gentle questions to help you reflect on where you are in your healing journey. A reflection tool, not a diagnosis. Your answers stay in your browser.', description: 'Quiz page description for search results (about 155 characters)' },
  heroTitle: { id: 'quiz.hero.title', defaultMessage: 'Healing Journey Quiz', description: 'Main heading (h1) of the quiz page' },
  heroLead: { id: 'quiz.hero.lead', defaultMessage: 'Five gentle questions to help you reflect on where you might be in your healing right now. There are no right or wrong answers, only what feels closest to true today.', description: 'Introduction under the quiz page heading' },
  disclaimer: { id: 'quiz.hero.disclaimer', defaultMessage: 'This quiz is a reflection tool, not an assessment or diagnosis of any condition. Your answers stay on this page: nothing is sent or saved.', description: 'Note under the quiz introduction: the quiz does not diagnose and stores nothing' },
  noScript: { id: 'quiz.noScript', defaultMessage: 'The quiz needs JavaScript, which is turned off in this browser or could not load. You can still <link>reach out for a free consultation</link>, and we can talk about where you are in your healing.', description: 'Shown instead of the quiz when its script cannot run (JavaScript off, an older browser, or the script did not arrive); <link> goes to the contact page' },
  progressCount: { id: 'quiz.progress.count', defaultMessage: 'Question {current} of {total}', description: 'Progress text above the question, e.g. "Question 2 of 5"' },
  progressPercent: { id: 'quiz.progress.percent', defaultMessage: '{percent, number, percent} complete', description: 'Progress through the quiz as a percentage, e.g. "40% complete"; {percent} is a fraction formatted as a percentage' },
  chooseHint: { id: 'quiz.question.hint', defaultMessage: 'Choose the answer that feels closest to true today.', description: 'Hint under each quiz question' },
  previous: { id: 'quiz.button.previous', defaultMessage: 'Previous', description: 'Button that goes back to the previous quiz question' },
  next: { id: 'quiz.button.next', defaultMessage: 'Next', description: 'Button that records the answer and goes to the next quiz question' },
  getResults: { id: 'quiz.button.getResults', defaultMessage: 'Get Results', description: 'Button on the last quiz question that shows the result' },
  resultHeading: { id: 'quiz.result.heading', defaultMessage: 'Your healing phase: {phase}', description: 'Heading of the quiz result; {phase} is the name of a phase such as "Awareness"' },
  resultNote: { id: 'quiz.result.note', defaultMessage: 'Healing is not a ladder, and you may recognize yourself in more than one phase. This is a snapshot of today, not a label.', description: 'Note under the quiz result: phases overlap and the result is not a label' },
  retake: { id: 'quiz.button.retake', defaultMessage: 'Retake Quiz', description: 'Button that clears all answers and starts the quiz again' },
  talk: { id: 'quiz.result.talk', defaultMessage: 'Talk it through in a free consultation', description: 'Button on the quiz result; goes to the contact page' },
  emailTitle: { id: 'quiz.email.title', defaultMessage: 'Email your results', description: 'Heading of the box where the visitor can ask for her results by email' },
  emailIntro: { id: 'quiz.email.intro', defaultMessage: 'Emailed results are not available yet, so nothing you type here is sent or saved. To keep your result, you could write down your phase or take a screenshot.', description: 'Honest note in the email results box: no email is really sent and nothing is stored' },
  emailLabel: { id: 'quiz.email.label', defaultMessage: 'Email address', description: 'Label of the email field in the quiz results box' },
  send: { id: 'quiz.email.send', defaultMessage: 'Send Results', description: 'Button that asks for the quiz results by email' },
  sending: { id: 'quiz.email.sending', defaultMessage: 'Sending…', description: 'Button text while the results request is in progress (about one second)' },
  sentTitle: { id: 'quiz.email.sentTitle', defaultMessage: 'Thank you', description: 'Title of the notification shown after Send Results was pressed' },
  sentBody: { id: 'quiz.email.sentBody', defaultMessage: 'Your request was received on this page only. No email was sent and your address was not kept.', description: 'Confirmation after Send Results was pressed; states honestly that nothing was sent or stored' },
  crisisTitle: { id: 'quiz.crisis.title', defaultMessage: 'If today feels very heavy', description: 'Gentle heading of the crisis numbers shown with the quiz result' },
  crisisIntro: { id: 'quiz.crisis.intro', defaultMessage: 'You do not have to wait for a session to reach out. These free, confidential services are there for you now.', description: 'Introduction of the crisis numbers shown with the quiz result' },
}))
