import { defineMessages } from 'react-intl'
import { described } from './messages'

/**
 * Site search: a Pagefind index per locale (written after the prerender,
 * scripts/search-index.ts; Pagefind splits it by each page's `<html lang>`)
 * and the search page that queries it (pages/search). Its paths are in
 * content/searchPaths.ts, apart from these messages, so that the nav's code,
 * which links to the page, carries none of them.
 */

export const searchMessages = described(defineMessages({
  metaTitle: { id: 'search.meta.title', defaultMessage: 'Search', description: 'Browser tab title of the search page' },
  metaDescription: { id: 'search.meta.description', defaultMessage: 'Search Thrive’s articles, guides, resources and frequently asked questions.', description: 'Description of the search page for search engines and link previews' },
  title: { id: 'search.title', defaultMessage: 'Search the site', description: 'Main heading (h1) of the search page' },
  lead: { id: 'search.lead', defaultMessage: 'Find articles, guides, resources and answers to common questions on this site.', description: 'Short text under the heading of the search page' },
  label: { id: 'search.label', defaultMessage: 'Search for', description: 'Label of the search box on the search page' },
  submit: { id: 'search.submit', defaultMessage: 'Search', description: 'Button that runs the search on the search page' },
  count: { id: 'search.count', defaultMessage: '{count, plural, =0 {No results for “{term}”} one {# result for “{term}”} other {# results for “{term}”}}', description: 'How many pages match the search, announced to screen readers too; {term} is what the reader typed' },
  resultsLabel: { id: 'search.resultsLabel', defaultMessage: 'Search results', description: 'Accessible name of the list of search results' },
  failed: { id: 'search.failed', defaultMessage: 'Search could not load. Please reload the page, or browse the blog.', description: 'Shown when the search index could not be loaded' },
  noScript: { id: 'search.noScript', defaultMessage: 'Search needs JavaScript, which is turned off in this browser or could not load. You can still find every page here:', description: 'Shown on the search page when its script cannot run (JavaScript off, an older browser, or the script did not arrive), before links to the blog and the list of every page' },
  blogLink: { id: 'search.noScript.blog', defaultMessage: 'All blog articles', description: 'Link from the search page (when search cannot run) to the blog index' },
  sitemapLink: { id: 'search.noScript.sitemap', defaultMessage: 'The list of every page (sitemap)', description: 'Link from the search page (when search cannot run) to the sitemap file listing every page of the site' },
}))
