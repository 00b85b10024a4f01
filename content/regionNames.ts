/**
 * A region's names (content/regions.ts) as message descriptors, declared
 * without react-intl: the records are read by the region notice's plain DOM
 * code and by vite.config.ts, neither of which may load React. The extractor finds the
 * messages by this function's name, as it finds react-intl's, and the build
 * strips their words from the browser's copy (vite.config.ts).
 */
export type RegionName = { id: string; defaultMessage: string; description: string }

export type RegionNames = {
  /** On its link in the region switcher: "United Kingdom". */
  switcher: RegionName
  /** Its countries together: "numbers for the United States and Canada". */
  these: RegionName
  /** Its countries as alternatives: "Not in the United States or Canada?" */
  either: RegionName
}

export function defineMessages<const T extends RegionNames>(names: T): T {
  return names
}
