import { defineMessages } from 'react-intl'
import { described } from '../../content/messages'

/** The words of the contact page (/contact). */
export const contactMessages = described(defineMessages({
  metaTitle: { id: 'contact.meta.title', defaultMessage: 'Schedule Your Virtual Consultation', description: 'Contact page title (browser tab and search results)' },
  metaDescription: { id: 'contact.meta.description', defaultMessage: 'Request a free, no-pressure consultation for online trauma recovery coaching for women. Sessions by secure video. This form is not for emergencies.', description: 'Contact page description for search results (about 155 characters)' },
  heroTitle: { id: 'contact.hero.title', defaultMessage: 'Schedule Your Virtual Consultation', description: 'Main heading (h1) of the contact page' },
  heroLead: { id: 'contact.hero.lead', defaultMessage: 'A free, no-pressure conversation to ask your questions and see whether coaching feels right for you. All sessions are online, by secure video.', description: 'Introduction under the contact page heading' },

  emergencyTitle: { id: 'contact.emergency.title', defaultMessage: 'This form is not for emergencies', description: 'Heading of the notice above the contact form saying it is not an emergency service' },
  emergencyBody: { id: 'contact.emergency.body', defaultMessage: 'Messages are read during working hours, and coaching is not a crisis service. If you are in danger now, call {emergency}, or reach one of the <link>free crisis lines</link> listed on this page.', description: 'Notice above the contact form; {emergency} is the local emergency number as a link; <link> jumps to the crisis numbers further down the page' },

  formTitle: { id: 'contact.form.title', defaultMessage: 'Request your free consultation', description: 'Heading of the contact form' },
  formIntro: { id: 'contact.form.intro', defaultMessage: 'Every field is optional. Share only what feels comfortable; there will be time to say more when we talk.', description: 'Introduction of the contact form: no field is required' },

  nextTitle: { id: 'contact.next.title', defaultMessage: 'What happens next', description: 'Heading of the steps that follow sending the contact form' },
  nextReply: { id: 'contact.next.reply', defaultMessage: 'We read your message and reply by email or phone, whichever you prefer.', description: 'Step 1 after sending the contact form' },
  nextConsult: { id: 'contact.next.consult', defaultMessage: 'We arrange your free consultation by secure video, at a time that suits you.', description: 'Step 2 after sending the contact form' },
  nextDecide: { id: 'contact.next.decide', defaultMessage: 'You decide, with no pressure, whether coaching feels right for you.', description: 'Step 3 after sending the contact form' },
  hoursTitle: { id: 'contact.hours.title', defaultMessage: 'Session hours', description: 'Heading of the block giving the days and hours of sessions' },
  hoursVirtual: { id: 'contact.hours.virtual', defaultMessage: 'All sessions are virtual, by secure video, for women in the United States, Canada, the United Kingdom, Australia and New Zealand.', description: 'Note that sessions are online only, with the countries served' },
  notTherapy: { id: 'contact.hours.notTherapy', defaultMessage: 'Coaching is educational and supportive. It is not therapy and works well alongside it.', description: 'Reminder on the contact page that coaching is not therapy' },
}))
