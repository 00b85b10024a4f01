import { localePrefix, locales } from '../content/locales'

/**
 * `_redirects`, written into the build by scripts/postbuild.ts, one rule per
 * region with a prefix (content/regions.ts): Netlify answers a missing page
 * under a locale's folder with that locale's 404 page, status 404 (it
 * otherwise serves /404.html for every miss). A rule applies only where no
 * file matches, so the pages themselves are untouched. Cloudflare Pages finds
 * the nearest 404.html by itself and skips these lines with a warning ("Valid
 * status codes are 200, 301, …"), which is expected; GitHub Pages ignores the
 * file. (tests/redirects-file.test.ts reads it as Netlify's parser does.)
 */
export function redirectsFile(): string {
  const rules = locales
    .map(localePrefix)
    .filter((prefix) => prefix !== '')
    .map((prefix) => `${prefix}/*  ${prefix}/404.html  404`)
  return `# Each region's missing pages answer with its own 404 page (scripts/redirects-file.ts).\n${rules.join('\n')}\n`
}
