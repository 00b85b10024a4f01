import type { ReactNode } from 'react'
import { useIntl } from 'react-intl'
import { Hero } from '../../components/content/Hero'
import { LongDate } from '../../components/content/LongDate'
import { ReviewDates } from '../../components/content/ReviewDates'
import { RichText } from '../../components/content/RichText'
import { Section } from '../../components/content/Section'
import { CrisisNumbers } from '../../components/crisis/CrisisNumbers'
import { aaaClaims, automatedClaims, browserClaims, gaps, knownProblems, readerClaims, screenReaderClaims } from '../../content/accessibility/claims'
import { replyWithinWorkingDays, statementMessages as m, statementReview } from '../../content/accessibility/statement'
import { ClaimList, InsteadList } from './ClaimList'
import { Complaints } from './Complaints'
import { ToolList } from './ToolList'

const prose = 'prose-copy max-w-3xl space-y-4 text-lg text-ink'
const subheading = 'mt-10 text-2xl font-semibold text-brand-800'

/** The accessibility statement (issue 68): every claim on it comes from content/accessibility/claims.ts, each with its test. */
export default function Page() {
  const intl = useIntl()
  const t = intl.formatMessage
  const strong = (chunks: ReactNode[]) => <strong className="font-semibold">{chunks}</strong>
  return (
    <>
      <Hero
        title={t(m.title)}
        lead={
          <>
            <p>{t(m.lead)}</p>
            <p className="mt-4 text-base font-semibold text-brand-800">{t(m.prepared, { date: <LongDate iso={statementReview.prepared} /> })}</p>
            <ReviewDates dates={statementReview} className="mt-1" />
          </>
        }
      />

      <Section id="standard" title={t(m.standardTitle)}>
        <div className={prose}>
          <p>{t(m.standardAim)}</p>
          <p>{t(m.standardStatus, { strong, problems: knownProblems.filter((problem) => problem.criterion).length })}</p>
          <p>{t(m.standardAaa)}</p>
          <ClaimList claims={aaaClaims} />
        </div>
      </Section>

      <Section id="what-you-can-do" tone="tinted" title={t(m.readerTitle)} intro={<p>{t(m.readerIntro)}</p>}>
        <div className={prose}>
          <ClaimList claims={readerClaims} />
        </div>
      </Section>

      <Section id="how-we-checked" title={t(m.checkedTitle)} intro={<p>{t(m.checkedIntro)}</p>}>
        <div className={prose}>
          <h3 className="text-2xl font-semibold text-brand-800">{t(m.automatedTitle)}</h3>
          <ClaimList claims={automatedClaims} />
          <h3 className={subheading}>{t(m.toolsTitle)}</h3>
          <ToolList />
          <h3 className={subheading}>{t(m.browsersTitle)}</h3>
          <ClaimList claims={browserClaims} />
          <h3 className={subheading}>{t(m.screenReaderTitle)}</h3>
          <p>{t(m.screenReaderIntro)}</p>
          <ClaimList claims={screenReaderClaims} />
        </div>
      </Section>

      <Section id="not-working" tone="tinted" title={t(m.notCheckedTitle)}>
        <div className={prose}>
          <h3 id="known-problems" className="text-2xl font-semibold text-brand-800">{t(m.problemsTitle)}</h3>
          <InsteadList items={knownProblems} kind="problem" />
          <h3 className={subheading}>{t(m.gapsTitle)}</h3>
          <InsteadList items={gaps} kind="gap" />
        </div>
      </Section>

      <Section id="tell-us" title={t(m.contactTitle)}>
        <div className={prose}>
          <RichText paragraph={{ text: m.contactHow, links: { contact: '/contact' } }} />
          <p className="font-semibold">{t(m.contactReply, { days: replyWithinWorkingDays })}</p>
          <p>{t(m.contactOther)}</p>
        </div>
        <div className="mt-8">
          <CrisisNumbers id="accessibility-help" title={m.helpTitle} intro={m.helpIntro} headingLevel={3} />
        </div>
      </Section>

      <Section id="complaints" tone="tinted" title={t(m.complaintsTitle)} intro={<p>{t(m.complaintsIntro)}</p>}>
        <Complaints />
      </Section>
    </>
  )
}
