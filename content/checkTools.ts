/**
 * The tools the accessibility statement names, by their npm package. Their
 * versions are never typed: the build reads them from package-lock.json
 * (scripts/tool-versions.ts, `virtual:tool-versions`), so the page says what
 * the tests ran. Plain data without react-intl: vite.config.ts reads it, and
 * may not load React (content/regionNames.ts says why). Each tool's name and
 * the test that uses it are in content/accessibility/claims.ts.
 */
export const checkToolPackages = ['axe-core', 'accessibility-checker-engine', 'vnu-jar', 'html-validate', '@playwright/test'] as const

export type CheckToolPackage = (typeof checkToolPackages)[number]

/** Each tool's version as package-lock.json records it. */
export type ToolVersions = Readonly<Record<CheckToolPackage, string>>
