import { useIntl } from 'react-intl'
import { CalendarCheck, Compass, Lightbulb, Wind } from 'lucide'
import { ArticleCallout } from '../../../../components/content/ArticleCallout'
import { useRichText } from '../../../../components/content/ArticleBlocks'
import { ArticlePage } from '../../../../components/content/ArticlePage'
import { CrisisNumbers } from '../../../../components/crisis/CrisisNumbers'
import { LongDate } from '../../../../components/content/LongDate'
import * as article from '../../../../content/blog/articles/signs-of-narcissistic-abuse'
import { lastUpdated } from '../../../../content/blog/posts'

const { boxes } = article
const links = { leavingLink: '/blog/leaving-narcissistic-relationship', healingLink: '/blog/healing-from-narcissistic-abuse' }

/** This article's page: the template with its own boxes (pages/blog/@id/+Page.tsx picks it by file name). */
export default function Page() {
  const intl = useIntl()
  const t = intl.formatMessage
  const rich = useRichText()
  return (
    <ArticlePage
      id="signs-of-narcissistic-abuse"
      article={article}
      links={links}
      crisisBox={false} // its own immediate-resources box stands in the text
      crisisBoxId="immediate-resources"
      afterIntro={
        <>
          <ArticleCallout id="quick-answer" icon={Lightbulb} title={t(boxes.quickTitle)}>
            <p>{t(boxes.quickBody)}</p>
          </ArticleCallout>
          <ArticleCallout id="last-updated" icon={CalendarCheck} tone="accent" title={t(boxes.updatedTitle)}>
            <p>{t(boxes.updatedBody, { date: <LongDate iso={lastUpdated(article.post)} /> })}</p>
          </ArticleCallout>
        </>
      }
      after={{
        'relationship-dynamics': (
          <ArticleCallout id="pause" icon={Wind} tone="accent" headingLevel={3} title={t(boxes.pauseTitle)}>
            <p>{t(boxes.pauseBody)}</p>
          </ArticleCallout>
        ),
        'identity-and-self-worth': (
          <ArticleCallout id="quiz" icon={Compass} headingLevel={3} title={t(boxes.quizTitle)}>
            <p>{rich(boxes.quizBody)}</p>
          </ArticleCallout>
        ),
        'if-this-feels-familiar': (
          <div className="mt-10">
            <CrisisNumbers id="immediate-resources" title={boxes.resourcesTitle} intro={boxes.resourcesIntro} headingLevel={3} />
          </div>
        ),
      }}
    />
  )
}
