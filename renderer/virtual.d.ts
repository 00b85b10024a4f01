/** The region notice's words in every locale, formatted at build time (scripts/region-notice-words.ts). */
declare module 'virtual:region-notice-words' {
  const words: import('../content/regionNotice').RegionNoticeWords
  export default words
}
