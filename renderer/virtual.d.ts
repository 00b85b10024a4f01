/** The region notice's words in every locale, formatted at build time (scripts/region-notice-words.ts). */
declare module 'virtual:region-notice-words' {
  const words: import('../content/regionNotice').RegionNoticeWords
  export default words
}

/** The versions of the tools the accessibility statement names, read from package-lock.json at build time (scripts/tool-versions.ts). */
declare module 'virtual:tool-versions' {
  const versions: import('../content/checkTools').ToolVersions
  export default versions
}
