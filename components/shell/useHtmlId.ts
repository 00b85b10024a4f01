import { useId } from 'react'

/**
 * A unique id that is valid HTML everywhere it is used: React's own start with
 * an underscore (`_R_es_`), which html-validate and the older HTML rules reject
 * for an id. The name says what the element is, which also helps in devtools.
 */
export function useHtmlId(name: string): string {
  return `${name}${useId()}`
}
