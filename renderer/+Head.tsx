import { usePageContext } from 'vike-react/usePageContext'
import { absoluteUrl, defaultLocale, locales } from '../content/locales'
import { brandName, siteOrigin } from '../content/site'
import { linkPreviewImagePath, linkPreviewImageSize, linkPreviewMessages, openGraphLocale } from '../content/linkPreview'
import { lastUpdated } from '../content/blog/posts'
import { posts } from '../content/blog/articles'
import { shellMessages } from '../components/shell/shellMessages'
import { blogFeedPath, feedMessages } from '../content/blog/feed'
import { useIntl } from 'react-intl'
import { withPageProviders } from './PageProviders'
import { useRoute } from '../components/islands/useRoute'
import faviconSvg from '../public/favicon.svg?raw'

// In the page itself: one request fewer on every first visit, for 300 bytes.
// Spaces are escaped too: a URL attribute may not hold a raw space (the Nu checker).
// (public/favicon.svg stays, for the home page's structured-data logo.)
const favicon = `data:image/svg+xml,${faviconSvg.trim().replace(/["#%<> ]/g, encodeURIComponent)}`

/** Title, description, canonical URL, hreflang alternates, link preview tags and the blog feed of every page, in its locale. */
export default withPageProviders(function Head() {
  const pageContext = usePageContext()
  const intl = useIntl()
  const { locale, path } = useRoute()
  const scope = pageContext.messageScopes[0]
  if (!scope) throw new Error(`Page ${pageContext.pageId} sets no messageScopes: it needs a title and description.`)
  // Each page's own scope holds its title and description (ids built here, so not extracted from here).
  const titleId = { id: `${scope}.meta.title` }
  const descriptionId = { id: `${scope}.meta.description` }
  const pageTitle = intl.formatMessage(titleId)
  const title = intl.formatMessage(shellMessages.titleTemplate, { pageTitle })
  const description = intl.formatMessage(descriptionId)
  // Blog posts are articles to Open Graph, with their records' dates; every other page a website.
  const post = posts.find((candidate) => candidate.link === path)
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      {/* Link previews (Open Graph, read by Twitter/X too for what its own tags leave out). */}
      <meta property="og:site_name" content={brandName} />
      <meta property="og:title" content={pageTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:locale" content={openGraphLocale(locale)} />
      {locales
        .filter((other) => other !== locale)
        .map((other) => <meta key={other} property="og:locale:alternate" content={openGraphLocale(other)} />)}
      {post ? (
        <>
          <meta property="og:type" content="article" />
          <meta property="article:published_time" content={post.date} />
          <meta property="article:modified_time" content={lastUpdated(post)} />
        </>
      ) : (
        <meta property="og:type" content="website" />
      )}
      {path !== null && <meta property="og:url" content={absoluteUrl(siteOrigin, path, locale)} />}
      <meta property="og:image" content={new URL(linkPreviewImagePath(locale), siteOrigin).href} />
      <meta property="og:image:type" content="image/png" />
      <meta property="og:image:width" content={String(linkPreviewImageSize.width)} />
      <meta property="og:image:height" content={String(linkPreviewImageSize.height)} />
      <meta property="og:image:alt" content={intl.formatMessage(linkPreviewMessages.imageAlt)} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:image:alt" content={intl.formatMessage(linkPreviewMessages.imageAlt)} />
      {/* The phone's browser bar: the brand green in light, the dark page's own colour in dark
          (--color-brand-700 and the dark --color-surface in renderer/styles.css; e2e/colour-scheme.spec.ts compares). */}
      <meta name="color-scheme" content="light dark" />
      <meta name="theme-color" media="(prefers-color-scheme: light)" content="#245a4b" />
      <meta name="theme-color" media="(prefers-color-scheme: dark)" content="#131a18" />
      {/* No frame before <main> begins, so the bar above it is whole when first drawn: drawn
          while the HTML still arrived, it showed the menu button without its word, or "Crisis
          help" before its neighbours, then moved them (a layout shift in the bar, seen in
          e2e/region-notice.spec.ts and e2e/search.spec.ts). Chromium and Safari; Firefox draws as before. */}
      <link rel="expect" href="#main" blocking="render" />
      {/* No other site learns which page she left from: not the one "Exit this page" opens,
          not a crisis line's, not the form's provider. In the page too, for hosts that send no headers. */}
      <meta name="referrer" content="no-referrer" />
      {/* The gate (renderer/enhance.ts): the build puts it in as a classic script (scripts/enhance-script.ts). */}
      {import.meta.env.DEV && <script type="module" src="/renderer/enhance.ts" />}
      <link rel="icon" href={favicon} type="image/svg+xml" />
      <link rel="alternate" type="application/atom+xml" title={intl.formatMessage(feedMessages.title)} href={absoluteUrl(siteOrigin, blogFeedPath, locale)} />
      {path === null ? (
        <meta name="robots" content="noindex" />
      ) : (
        <>
          <link rel="canonical" href={absoluteUrl(siteOrigin, path, locale)} />
          {locales.map((alternate) => (
            <link key={alternate} rel="alternate" hrefLang={alternate} href={absoluteUrl(siteOrigin, path, alternate)} />
          ))}
          <link rel="alternate" hrefLang="x-default" href={absoluteUrl(siteOrigin, path, defaultLocale)} />
        </>
      )}
    </>
  )
})
