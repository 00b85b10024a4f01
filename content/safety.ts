import { defineMessages, type MessageDescriptor } from 'react-intl'
import { described } from './messages'

/**
 * The browsing-safety page (/online-safety): what quick exit does and does not
 * do, private windows, clearing history, a safer device. Browser menu names
 * and shortcuts are the browsers' own (Chrome, Edge, Firefox, Safari).
 */
export const safetyMessages = described(defineMessages({
  metaTitle: { id: 'safety.meta.title', defaultMessage: 'Browsing Safely', description: 'Title of the page on browsing this site more safely (browser tab and search results)' },
  metaDescription: { id: 'safety.meta.description', defaultMessage: 'What the Exit this page button does and does not hide, how to use a private window, clear your history and find a safer device, and where to get support.', description: 'Search-result description of the browsing-safety page (about 155 characters)' },
  heroTitle: { id: 'safety.hero.title', defaultMessage: 'Browsing more safely', description: 'Main heading (h1) of the browsing-safety page' },
  heroLead: { id: 'safety.hero.lead', defaultMessage: 'If someone checks your phone or computer, even looking for help can feel risky. These steps make your visits here harder to trace. None of them is perfect, so take what is useful and trust your own sense of what is safe for you.', description: 'Introduction under the heading of the browsing-safety page' },
  heroDanger: { id: 'safety.hero.danger', defaultMessage: 'If you are in danger right now, call {emergency}.', description: 'Note under the introduction; {emergency} is the local emergency number as a phone link (911, 999, or 000 with 111 for New Zealand)' },

  exitTitle: { id: 'safety.exit.title', defaultMessage: 'What the Exit this page button does', description: 'Heading of the section explaining the red quick-exit button' },
  exitHow: { id: 'safety.exit.how', defaultMessage: 'Every page of this site has a red <strong>Exit this page</strong> button at the top. Select it, or press the <kbd>Shift</kbd> key three times in a row, and this page disappears at once while a weather website opens in its place.', description: 'Paragraph explaining how quick exit works; <strong> marks the button name, <kbd> a key name' },
  exitLimits: { id: 'safety.exit.limits', defaultMessage: 'Quick exit changes what is on the screen. It does not erase anything. The pages you visited here stay in your browsing history, and the Back button may still lead here, so the steps below matter too.', description: 'Paragraph: quick exit does not erase browsing history' },
  exitNoScript: { id: 'safety.exit.noScript', defaultMessage: 'If JavaScript is turned off in your browser, the button still works as an ordinary link, but the Shift shortcut does not.', description: 'Paragraph: the exit button works without JavaScript, the keyboard shortcut needs it' },

  privateTitle: { id: 'safety.private.title', defaultMessage: 'Use a private window', description: 'Heading of the section on private (incognito) browsing' },
  privateIntro: { id: 'safety.private.intro', defaultMessage: 'A private window does not keep the pages you visit in your history once you close it, and it forgets what you typed into the address bar. Each browser names it a little differently:', description: 'Introduction to the list of ways to open a private window in each browser' },
  privateChrome: { id: 'safety.private.chrome', defaultMessage: '<b>Chrome:</b> open the menu and choose New Incognito window, or press <kbd>Ctrl+Shift+N</kbd> (<kbd>Command+Shift+N</kbd> on a Mac).', description: 'List item: how to open a private window in Google Chrome; menu item names are Chrome\'s own' },
  privateEdge: { id: 'safety.private.edge', defaultMessage: '<b>Edge:</b> open the menu and choose New InPrivate window, or press <kbd>Ctrl+Shift+N</kbd>.', description: 'List item: how to open a private window in Microsoft Edge; menu item names are Edge\'s own' },
  privateFirefox: { id: 'safety.private.firefox', defaultMessage: '<b>Firefox:</b> open the menu and choose New private window, or press <kbd>Ctrl+Shift+P</kbd> (<kbd>Command+Shift+P</kbd> on a Mac).', description: 'List item: how to open a private window in Firefox; menu item names are Firefox\'s own' },
  privateSafari: { id: 'safety.private.safari', defaultMessage: '<b>Safari:</b> choose File, then New Private Window, or press <kbd>Command+Shift+N</kbd>. On an iPhone or iPad, open the tabs view and choose Private.', description: 'List item: how to open a private window in Safari on a Mac, iPhone or iPad' },
  privateAndroid: { id: 'safety.private.android', defaultMessage: '<b>Chrome on an Android phone:</b> tap the three-dot menu and choose New Incognito tab.', description: 'List item: how to open a private tab in Chrome on Android' },
  privateClose: { id: 'safety.private.close', defaultMessage: 'Close every private window when you finish. Private browsing does not hide what you do from monitoring software installed on the device, from a shared home or work network, or from anyone who can see your screen. Files you download and bookmarks you save stay on the device.', description: 'Paragraph on the limits of private browsing' },

  historyTitle: { id: 'safety.history.title', defaultMessage: 'Clear your history, carefully', description: 'Heading of the section on deleting browsing history' },
  historyHow: { id: 'safety.history.how', defaultMessage: 'If you have already visited in an ordinary window, you can remove those visits from the browser\'s history. On a computer the history opens from the browser\'s menu, or with <kbd>Ctrl+H</kbd> in most browsers on Windows. Find this site\'s pages and delete just those entries.', description: 'Paragraph: how to open the browser history and delete entries for this site' },
  historyAll: { id: 'safety.history.all', defaultMessage: 'Think before clearing everything. If the person who hurts you is used to seeing a full history, a sudden empty one may draw attention. Removing a few entries is often less noticeable.', description: 'Paragraph: clearing the whole history can itself raise suspicion' },
  historyOther: { id: 'safety.history.other', defaultMessage: 'Other places keep traces too. The address bar may suggest pages as you type, a search engine may keep your searches in a signed-in account, and a browser signed in to a shared account can copy your history to other devices.', description: 'Paragraph listing other places that keep a record of browsing' },
  historyCalls: { id: 'safety.history.calls', defaultMessage: 'Your email, messages and call log keep their own records. If you call a helpline, you may want to remove the call from your recent calls, if it is safe to do so.', description: 'Paragraph about email, messages and the phone\'s call log' },

  deviceTitle: { id: 'safety.device.title', defaultMessage: 'Use a device they cannot reach', description: 'Heading of the section on choosing a safer phone or computer' },
  deviceWhere: { id: 'safety.device.where', defaultMessage: 'The safest way to look for help is on a device the person who hurts you has never handled and cannot sign in to: a computer at a public library, a trusted friend\'s phone, or a work computer if your workplace allows it.', description: 'Paragraph suggesting safer devices to use' },
  deviceWatched: { id: 'safety.device.watched', defaultMessage: 'If you sense that your phone or computer is being watched, for example because someone knows things they could only have read in your messages, trust that feeling. It is not your fault. Removing a tracking app or changing every password at once can sometimes alert the person, so it can help to talk it through with a support service first and plan the safest next step.', description: 'Paragraph for a reader who suspects monitoring software; advises planning with a support service before removing it' },
  deviceEmail: { id: 'safety.device.email', defaultMessage: 'A new email address that only you know, with a password no one could guess, gives you a private way to reach support services, and us.', description: 'Paragraph suggesting a private email address' },

  siteTitle: { id: 'safety.site.title', defaultMessage: 'What this site keeps', description: 'Heading of the section on what this website stores about visitors' },
  siteCookies: { id: 'safety.site.cookies', defaultMessage: 'This site sets no cookies and keeps no record of your visit. If you write to us through the contact form, what you write is sent to the practice, so give an email address and phone number that only you can check.', description: 'Paragraph: the site stores nothing about visitors; advice for the contact form' },
  siteNotCrisis: { id: 'safety.site.notCrisis', defaultMessage: 'Coaching is educational and supportive. It is not therapy and not an emergency or crisis service. The services below are free and confidential, and many of them can help you make a safety plan.', description: 'Paragraph: coaching is not a crisis service; introduces the support services' },

  supportTitle: { id: 'safety.support.title', defaultMessage: 'Support where you live', description: 'Heading of the box listing the crisis and domestic abuse lines of the reader\'s region' },
  supportIntro: { id: 'safety.support.intro', defaultMessage: 'Free, confidential and open day and night. If someone may check your phone, think about whether the call will show in your recent calls.', description: 'Introduction of the box of regional crisis and domestic abuse lines on the browsing-safety page' },

  guidesTitle: { id: 'safety.guides.title', defaultMessage: 'More help with technology and safety', description: 'Heading of the list of expert guides on technology safety for people experiencing abuse' },
  guidesIntro: { id: 'safety.guides.lead', defaultMessage: 'Specialists in technology and abuse offer free, practical guides, from checking your phone to staying safe on social media.', description: 'Introduction to the list of technology-safety guides for the reader\'s region' },

  ctaTitle: { id: 'safety.cta.title', defaultMessage: 'Reach out when it feels safe', description: 'Heading of the closing call to action on the browsing-safety page' },
  ctaBody: { id: 'safety.cta.body', defaultMessage: 'There is no rush. When you are ready, a free consultation by secure video is a gentle way to ask questions.', description: 'Text of the closing call to action on the browsing-safety page' },
  ctaButton: { id: 'safety.cta.button', defaultMessage: 'Book a Free Consultation', description: 'Button in the closing call to action; goes to the contact page' },
}))

/** The private-window steps, in the order shown. */
export const privateWindowSteps: MessageDescriptor[] = [
  safetyMessages.privateChrome,
  safetyMessages.privateEdge,
  safetyMessages.privateFirefox,
  safetyMessages.privateSafari,
  safetyMessages.privateAndroid,
]
