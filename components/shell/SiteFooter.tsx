import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl'
import { described } from '../../content/messages'
import { ShieldCheck, Video } from 'lucide'
import { Icon } from './Icon'
import { accessibilityStatementPath, footerQuickLinks } from '../../content/navigation'
import { browsingSafetyPath } from '../../content/exit'
import { copyrightYear, socialLinks, type SocialLinkId } from '../../content/site'
import { ExternalLink } from './ExternalLink'
import { LocaleLink } from './LocaleLink'
import { Logo } from './Logo'
import { RegionSwitcher } from './RegionSwitcher'
import { LocalSessionHours } from './LocalSessionHours'
import { SessionHours } from './SessionHours'

const messages = described(defineMessages({
  tagline: { id: 'shell.footer.tagline', defaultMessage: 'Trauma recovery coaching for women, online and at your own pace.', description: 'Short tagline under the practice name in the footer' },
  instagram: { id: 'shell.footer.instagram', defaultMessage: 'Thrive on Instagram', description: 'Footer link to the practice\'s Instagram profile' },
  facebook: { id: 'shell.footer.facebook', defaultMessage: 'Thrive on Facebook', description: 'Footer link to the practice\'s Facebook page' },
  quickLinks: { id: 'shell.footer.quickLinks', defaultMessage: 'Quick links', description: 'Heading of the footer\'s list of links to the main pages' },
  appointments: { id: 'shell.footer.appointments', defaultMessage: 'Virtual appointments', description: 'Heading of the footer block about booking a session' },
  book: { id: 'shell.footer.book', defaultMessage: 'Book a free consultation', description: 'Footer link to the contact page' },
  virtualNote: { id: 'shell.footer.virtualNote', defaultMessage: 'All sessions are virtual, by secure video.', description: 'Footer note that no session is in person' },
  copyright: { id: 'shell.footer.copyright', defaultMessage: '© {year} Thrive. All rights reserved.', description: 'Copyright line; {year} is a year' },
  legal: { id: 'shell.footer.legal', defaultMessage: 'Legal', description: 'Accessible name of the footer links to the privacy policy, the terms and the accessibility statement' },
  privacy: { id: 'shell.footer.privacy', defaultMessage: 'Privacy Policy', description: 'Footer link to the privacy policy' },
  terms: { id: 'shell.footer.terms', defaultMessage: 'Terms of Service', description: 'Footer link to the terms of service' },
  accessibility: { id: 'shell.footer.accessibility', defaultMessage: 'Accessibility Statement', description: 'Footer link to the accessibility statement: how well the site works for disabled people and how to report a problem' },
  safety: { id: 'shell.footer.safety', defaultMessage: 'Browsing safely: what quick exit does and does not hide', description: 'Footer link to the page on browsing this site more safely (private windows, clearing history, a safer device)' },
  notTherapy: { id: 'shell.footer.notTherapy', defaultMessage: 'Coaching is educational and supportive. It is not therapy and not a substitute for medical or mental health care.', description: 'Footer disclaimer shown on every page' },
}))

const socialLabels: Record<SocialLinkId, MessageDescriptor> = {
  instagram: messages.instagram,
  facebook: messages.facebook,
}

export function SiteFooter() {
  const intl = useIntl()
  const t = intl.formatMessage
  const profiles = socialLinks()
  return (
    <footer className="mt-16 bg-band-deep text-on-band-muted">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <LocaleLink href="/" className="inline-block rounded-md bg-surface px-2 py-1">
            <Logo />
          </LocaleLink>
          <p className="mt-3 text-sm">{t(messages.tagline)}</p>
          {profiles.length > 0 && <ul className="mt-4 space-y-1 text-sm">
            {profiles.map((link) => (
              <li key={link.id}>
                <ExternalLink href={link.href} className="underline underline-offset-2 hover:text-on-band">
                  {t(socialLabels[link.id])}
                </ExternalLink>
              </li>
            ))}
          </ul>}
        </div>
        <div>
          <h2 className="font-sans text-sm font-semibold text-on-band">{t(messages.quickLinks)}</h2>
          <ul className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
            {footerQuickLinks.map((item) => (
              <li key={item.path}>
                <LocaleLink href={item.path} className="underline-offset-2 hover:text-on-band hover:underline">
                  {t(item.label)}
                </LocaleLink>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="font-sans text-sm font-semibold text-on-band">{t(messages.appointments)}</h2>
          <p className="mt-3 text-sm">
            <SessionHours weekday="short" />
          </p>
          <LocalSessionHours weekday="short" bringsWords className="mt-1 text-sm" />
          <p className="mt-2 flex items-start gap-2 text-sm">
            <Icon node={Video} className="mt-0.5 size-4 shrink-0" />
            {t(messages.virtualNote)}
          </p>
          <LocaleLink href="/contact" className="mt-3 inline-block font-semibold text-on-band underline underline-offset-2">
            {t(messages.book)}
          </LocaleLink>
          <p className="mt-4 flex items-start gap-2 text-sm">
            <Icon node={ShieldCheck} className="mt-0.5 size-4 shrink-0" />
            <LocaleLink href={browsingSafetyPath} className="underline underline-offset-2 hover:text-on-band">
              {t(messages.safety)}
            </LocaleLink>
          </p>
        </div>
        <RegionSwitcher />
      </div>
      <div className="border-t border-band">
        <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-6 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>{t(messages.copyright, { year: String(copyrightYear) })}</p>
          <nav aria-label={t(messages.legal)}>
            <ul className="flex flex-wrap gap-x-4 gap-y-2">
              <li>
                <LocaleLink href="/privacy-policy" className="underline underline-offset-2 hover:text-on-band">{t(messages.privacy)}</LocaleLink>
              </li>
              <li>
                <LocaleLink href="/terms-of-service" className="underline underline-offset-2 hover:text-on-band">{t(messages.terms)}</LocaleLink>
              </li>
              <li>
                <LocaleLink href={accessibilityStatementPath} data-accessibility-statement="" className="underline underline-offset-2 hover:text-on-band">{t(messages.accessibility)}</LocaleLink>
              </li>
            </ul>
          </nav>
        </div>
        <p className="mx-auto max-w-6xl px-4 pb-8 text-xs text-on-band-muted">{t(messages.notTherapy)}</p>
      </div>
    </footer>
  )
}
