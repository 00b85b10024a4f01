import { defineMessages } from 'react-intl'
import { described } from '../messages'

/** Words of the /blog index page. */
export const blogIndexMessages = described(defineMessages({
  metaTitle: { id: 'blog.index.meta.title', defaultMessage: 'Trauma Recovery Blog: Articles for Women Healing', description: 'Blog index page title (browser tab and search results)' },
  metaDescription: { id: 'blog.index.meta.description', defaultMessage: 'Plain, trauma-informed articles on narcissistic abuse, childhood trauma, complex PTSD and choosing support, written by a trauma recovery coach.', description: 'Blog index description for search results (about 155 characters)' },
  heroTitle: { id: 'blog.index.hero.title', defaultMessage: 'Healing Insights', description: 'Main heading (h1) of the blog index page' },
  heroLead: { id: 'blog.index.hero.lead', defaultMessage: 'Gentle, practical articles for women healing from narcissistic abuse, childhood trauma and complex PTSD. Read at your own pace, and stop whenever you need to.', description: 'Introductory paragraph of the blog index page' },
  heroNote: { id: 'blog.index.hero.note', defaultMessage: 'Our articles are educational. They are not therapy or medical advice, and they never diagnose.', description: 'Small note under the blog index introduction' },
  topicsTitle: { id: 'blog.index.topics.title', defaultMessage: 'Browse by topic', description: 'Heading of the list of category links on the blog index' },
  topicLink: { id: 'blog.index.topics.link', defaultMessage: '{category} ({count, plural, one {# article} other {# articles}})', description: 'A category link on the blog index that jumps to that category’s articles; {category} is the category name, {count} how many articles it holds' },
  ctaTitle: { id: 'blog.index.cta.title', defaultMessage: 'Not sure where to start?', description: 'Heading of the closing call to action on the blog index' },
  ctaBody: { id: 'blog.index.cta.body', defaultMessage: 'The five-question healing quiz offers a gentle sense of where you are right now. Or book a free consultation to talk it through with the coach.', description: 'Text of the closing call to action on the blog index' },
  ctaQuiz: { id: 'blog.index.cta.quiz', defaultMessage: 'Take the Healing Quiz', description: 'Button on the blog index; goes to the healing quiz' },
  ctaContact: { id: 'blog.index.cta.contact', defaultMessage: 'Schedule a Free Consultation', description: 'Button on the blog index; goes to the contact page' },
}))
