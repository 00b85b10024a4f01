import { useIntl, type MessageDescriptor } from 'react-intl'
import type { Claim, Gap, KnownProblem } from '../../content/accessibility/claims'
import { statementMessages as m } from '../../content/accessibility/statement'

const listClass = 'list-disc space-y-3 pl-6 marker:text-brand-700'

/**
 * Claims, rendered from their records only (content/accessibility/claims.ts),
 * so nothing said here lacks its proof. `data-claim` names each in the HTML
 * for e2e/accessibility-statement.spec.ts.
 */
export function ClaimList({ claims }: { claims: readonly Claim[] }) {
  const intl = useIntl()
  return (
    <ul className={listClass}>
      {claims.map((claim) => (
        <li key={claim.id} data-claim={claim.id}>
          {intl.formatMessage(claim.text)}
        </li>
      ))}
    </ul>
  )
}

/** Known problems and what was not checked, each followed by what to do instead. */
export function InsteadList({ items, kind }: { items: readonly (KnownProblem | Gap)[]; kind: 'problem' | 'gap' }) {
  const intl = useIntl()
  const instead = (advice: MessageDescriptor) => intl.formatMessage(m.instead, { instead: intl.formatMessage(advice) })
  return (
    <ul className={listClass}>
      {items.map((item) => (
        <li key={item.id} data-claim={kind === 'problem' ? item.id : undefined} data-gap={kind === 'gap' ? item.id : undefined}>
          <p>{intl.formatMessage(item.text)}</p>
          <p className="mt-1 text-muted">{instead(item.instead)}</p>
        </li>
      ))}
    </ul>
  )
}
