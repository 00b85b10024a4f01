import type { PageContext } from 'vike/types'
import { catalogueHas } from './messages'

/**
 * While prerendering (and in dev), a message a page cannot render stops it with
 * one line that says what to do, never the id or en-US text in its place:
 * a message that exists but is outside the page's `messageScopes` names the
 * page's `+config.ts` to add a scope to; one that exists nowhere asks for the
 * extract. The error carries no stack: the line is the whole report.
 */
export function pageIntlError(pageContext: Pick<PageContext, 'locale' | 'pageId' | 'configEntries'>) {
  return (error: { code?: string; message: string; descriptor?: { id?: string | number } }): void => {
    throw stackless(`[i18n] ${describe(pageContext, error)}`)
  }
}

function describe(pageContext: Pick<PageContext, 'locale' | 'pageId' | 'configEntries'>, error: { code?: string; message: string; descriptor?: { id?: string | number } }): string {
  const id = error.descriptor?.id
  if (error.code !== 'MISSING_TRANSLATION' || id === undefined) return error.message
  const { locale } = pageContext
  if (!catalogueHas(locale, String(id))) {
    return `Message "${id}" is in no catalogue (locale ${locale}): run npm run i18n:extract, then npm run i18n:seed`
  }
  const configFile = pageContext.configEntries.messageScopes?.[0]?.configDefinedByFile ?? `${pageContext.pageId ?? 'the page'}/+config.ts`
  const scope = String(id).split('.')[0]
  return `Page ${pageContext.pageId} renders message "${id}", which is outside its messageScopes: add a prefix of the id ('${scope}' holds every ${scope}.* message) to messageScopes in ${configFile.replace(/^\//, '')}`
}

function stackless(message: string): Error {
  const error = new Error(message)
  error.stack = message
  return error
}
