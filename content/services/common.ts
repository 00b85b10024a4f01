import { defineMessages } from 'react-intl'
import { described } from '../messages'

/** Words all four service pages share (scope 'services.common'). */
export const serviceCommonMessages = described(defineMessages({
  primary: { id: 'services.common.primary', defaultMessage: 'Schedule a Free Consultation', description: 'Button on each service page (hero and closing band); goes to the contact page' },
  quiz: { id: 'services.common.quiz', defaultMessage: 'Take the Healing Quiz', description: 'Second button in the hero of each service page; goes to the five-question healing quiz' },
  allServices: { id: 'services.common.allServices', defaultMessage: 'Explore All Services', description: 'Button in the closing band of each service page; goes to the Services overview' },
  notTherapyTitle: { id: 'services.common.notTherapy.title', defaultMessage: 'Coaching, not therapy', description: 'Heading of a short note on each service page explaining what coaching is and is not' },
  notTherapyBody: { id: 'services.common.notTherapy.body', defaultMessage: 'Trauma recovery coaching is educational and supportive. It does not diagnose or treat any condition, and it does not replace therapy or medical care. Many women use coaching alongside work with a therapist, and I am always glad to work in a way that supports that.', description: 'Note on each service page: coaching is not therapy; "I" is the coach' },
  signsNote: { id: 'services.common.signsNote', defaultMessage: 'Recognizing yourself in some of these is not a diagnosis, and it does not mean something is wrong with you. They are understandable responses to what happened. Only a qualified health professional can assess and diagnose.', description: 'Note under the sign cards on each service page' },
  benefitsNote: { id: 'services.common.benefitsNote', defaultMessage: 'Everyone heals at her own pace. These are the changes coaching works toward, not promises about when or how they will come.', description: 'Note under the benefits checklist on each service page; avoids promising outcomes' },
  onwardTitle: { id: 'services.common.onward.title', defaultMessage: 'Keep exploring', description: 'Heading of the list of related guides, articles and the quiz near the end of each service page' },
  onwardIntro: { id: 'services.common.onward.intro', defaultMessage: 'Read at your own pace. There is no rush to decide anything.', description: 'Introduction to the list of related reading on each service page' },
}))
