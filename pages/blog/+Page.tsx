import { useIntl } from 'react-intl'
import { useData } from 'vike-react/useData'
import { CallToAction } from '../../components/content/CallToAction'
import { Hero } from '../../components/content/Hero'
import { PostCard } from '../../components/content/PostCard'
import { blogIndexMessages as m } from '../../content/blog/index'
import { categoryIds, categoryNames, type BlogData } from '../../content/blog/posts'

/** /blog: every post, grouped by category; the topic links are anchors, so the "filter" works without JavaScript. */
export default function Page() {
  const intl = useIntl()
  const t = intl.formatMessage
  const { posts } = useData<BlogData>()
  const groups = categoryIds
    .map((category) => ({ category, posts: posts.filter((post) => post.category === category).sort((a, b) => b.date.localeCompare(a.date)) }))
    .filter((group) => group.posts.length > 0)
  return (
    <>
      <Hero title={t(m.heroTitle)} lead={<p>{t(m.heroLead)}</p>}>
        <p className="mt-4 text-sm text-muted">{t(m.heroNote)}</p>
        <nav aria-labelledby="topics-title" className="mt-8">
          <h2 id="topics-title" className="text-lg font-semibold text-brand-800">{t(m.topicsTitle)}</h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {groups.map((group) => (
              <li key={group.category}>
                <a
                  href={`#category-${group.category}-title`}
                  className="inline-flex min-h-11 items-center rounded-full border-2 border-brand-700 bg-surface px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50"
                >
                  {t(m.topicLink, { category: t(categoryNames[group.category]), count: group.posts.length })}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </Hero>

      <div className="mx-auto max-w-6xl px-4 pb-16">
        {groups.map((group) => (
          <section key={group.category} aria-labelledby={`category-${group.category}-title`} className="mt-12 first:mt-4">
            <h2 id={`category-${group.category}-title`} className="text-2xl font-semibold text-brand-800 sm:text-3xl">
              {t(categoryNames[group.category])}
            </h2>
            <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              {group.posts.map((post) => (
                <li key={post.id}>
                  <PostCard post={post} />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>

      <CallToAction
        id="blog-cta"
        title={m.ctaTitle}
        body={m.ctaBody}
        links={[{ href: '/healing-quiz', label: m.ctaQuiz }, { href: '/contact', label: m.ctaContact }]}
      />
    </>
  )
}
