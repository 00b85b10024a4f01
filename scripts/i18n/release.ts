import type { LocaleStatus } from './freshness'

/**
 * The policy for outdated translations. While work is in progress (a branch,
 * `npm test`, CI) they are allowed and counted: a copy change need not wait
 * for translators. A release build refuses them, so what ships never renders
 * a translation of words the source no longer says: `THRIVE_RELEASE=1 npm run
 * build` (and `i18n:check` under the same variable) fails while any remain.
 */
export function isReleaseBuild(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.THRIVE_RELEASE === '1'
}

/** What stops a release build, one line per outdated message. */
export function releaseBlockers(statuses: readonly LocaleStatus[]): string[] {
  return statuses.flatMap(({ locale, outdated }) =>
    outdated.map(({ id }) => `locales/${locale}.json "${id}" is outdated (THRIVE_RELEASE=1): review it, see npm run i18n:status`),
  )
}

export function outdatedCounts(statuses: readonly LocaleStatus[]): string {
  return statuses.map(({ locale, outdated }) => `${locale} ${outdated.length}`).join(', ')
}
