import { defineMessages } from 'react-intl'
import { described } from '../messages'

/**
 * The blog's Atom feed: one per locale, written after the prerender
 * (scripts/blog-feed.ts) and linked from every page's head (renderer/+Head.tsx).
 */

/** The feed's logical path; each locale's lives under its prefix (`/en-gb/blog/feed.xml`). */
export const blogFeedPath = '/blog/feed.xml'

export const feedMessages = described(defineMessages({
  title: { id: 'shell.feed.title', defaultMessage: 'Thrive: Healing Insights', description: 'Title of the blog’s Atom feed, shown by feed readers and by browsers that list the feed linked from every page; "Thrive" is the practice name, "Healing Insights" the blog’s name' },
}))
