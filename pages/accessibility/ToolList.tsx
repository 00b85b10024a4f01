import { useIntl } from 'react-intl'
import versions from 'virtual:tool-versions'
import { checkTools } from '../../content/accessibility/claims'
import { statementMessages as m } from '../../content/accessibility/statement'
import { checkToolPackages } from '../../content/checkTools'

/**
 * The tools the checks ran with, each version read from package-lock.json as
 * the page is built (scripts/tool-versions.ts): never typed, so it changes
 * when the lock does. Debian's browsers and Orca come from the system, not
 * the lock: named without a version the project does not record.
 */
export function ToolList() {
  const intl = useIntl()
  return (
    <ul className="list-disc space-y-2 pl-6 marker:text-brand-700">
      {checkToolPackages.map((name) => (
        <li key={name} data-tool={name} data-version={versions[name]}>
          {intl.formatMessage(checkTools[name].name, { version: versions[name] })}
        </li>
      ))}
      <li>{intl.formatMessage(m.toolsDebian)}</li>
    </ul>
  )
}
