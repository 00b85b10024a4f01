/**
 * Part of the first script: the region suggestion's code
 * (components/firstScript/regionSuggestion.ts) is fetched only when one of the browser's
 * languages names another region the site serves (the tags the notice lists
 * in `data-region-notice`), so it costs the other readers nothing.
 */
export function suggestRegion(): void {
  const notice = document.querySelector<HTMLElement>('[data-region-notice]')
  const tags = notice?.dataset.regionNotice?.split(' ')
  if (notice && navigator.languages.some((language) => tags?.includes(language.slice(0, 5).toLowerCase()))) {
    void import('./regionSuggestion').then((module) => module.default(notice))
  }
}
