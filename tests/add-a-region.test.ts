import { execFileSync, spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readCatalogue, serializeCatalogue, type Catalogue } from '../scripts/i18n/catalogue'
import { regionalMessages } from '../scripts/i18n/scope'

/**
 * Issue 60's proof: a fourth region (English, Ireland; tests/fixtures/region-en-IE)
 * added to a temporary copy of the repository by touching three files, as
 * docs/add-a-region.md says: its record (content/regions.ts), its crisis
 * numbers (content/crisis.ts) and its catalogue (locales/en-IE.json). The
 * build then carries it everywhere a region reaches; with any of the three
 * taken away, the build stops and names what is missing. The fixture's lines
 * are marked as test data, which only a test's copy lets through
 * (THRIVE_TEST_REGIONS=1): nothing of it ships.
 */
const root = join(import.meta.dirname, '..')
const fixture = join(import.meta.dirname, 'fixtures', 'region-en-IE')
// No hyphen before the random part: React Aria's locale plugin (vite.config.ts) empties any
// import whose path holds a locale's shape (two lower-case letters, a hyphen, two capitals),
// and `thrive-region-` with a suffix starting with two capitals ("on-AB…") was one: the
// build then failed, about one run in six.
const copy = mkdtempSync(join(tmpdir(), 'thrive_region_'))
const client = join(copy, 'dist', 'client')
// The build as a person runs it, not as CI does: CI forbids the catalogue extraction a new region's messages need.
const { THRIVE_OUT_DIR: _outDir, THRIVE_PSEUDO: _pseudo, ...inherited } = process.env
const env = { ...inherited, CI: '', THRIVE_TEST_REGIONS: '1', NO_COLOR: '1' }

const touched = {
  record: 'content/regions.ts',
  crisis: 'content/crisis.ts',
  catalogue: 'locales/en-IE.json',
} as const

function insert(text: string, anchor: string, addition: string, where: 'before' | 'after'): string {
  const at = text.indexOf(anchor)
  if (at < 0) throw new Error(`the fixture's anchor ${JSON.stringify(anchor)} is gone: update tests/add-a-region.test.ts with the file`)
  const index = where === 'before' ? at : at + anchor.length
  return `${text.slice(0, index)}${addition}${text.slice(index)}`
}

const fixtureText = (name: string) => readFileSync(join(fixture, name), 'utf8')
const original = (file: string) => readFileSync(join(root, file), 'utf8')

/** The three pieces, as a person writes them. */
const pieces: Record<keyof typeof touched, () => string> = {
  record: () => insert(original(touched.record), '] as const satisfies readonly ServiceRegion[]', fixtureText('record.txt'), 'before'),
  crisis: () =>
    insert(
      insert(original(touched.crisis), "/** Each service region's lines", fixtureText('crisis-contacts.txt'), 'before'),
      'export const regionLines: Record<Locale, RegionLines> = {\n',
      fixtureText('crisis-lines.txt'),
      'after',
    ),
  // The nearest region's catalogue without the United Kingdom's own messages, with Ireland's.
  catalogue: () => {
    const regional = regionalMessages()
    const british = readCatalogue('en-GB')
    const shared = Object.fromEntries(Object.entries(british).filter(([id]) => !regional.get(id)?.has('en-GB')))
    return serializeCatalogue({ ...shared, ...(JSON.parse(fixtureText('own-messages.json')) as Catalogue) })
  },
}

const write = (piece: keyof typeof touched) => writeFileSync(join(copy, touched[piece]), pieces[piece]())

function run(command: string, args: string[]) {
  const result = spawnSync(command, args, { cwd: copy, env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` }
}

const html = (path: string) => readFileSync(join(client, path), 'utf8')

let files: string[] = []

beforeAll(() => {
  // The repository as git sees it (tracked and new files, not ignored ones), its node_modules linked.
  files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' }).split('\0').filter(Boolean)
  for (const file of files) if (existsSync(join(root, file))) cpSync(join(root, file), join(copy, file))
  symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'), 'dir')
  for (const piece of Object.keys(touched) as (keyof typeof touched)[]) write(piece)
  const build = run('npm', ['run', 'build'])
  if (build.status !== 0) throw new Error(`the build with the fourth region failed:\n${build.output.slice(-4000)}`)
}, 900_000)

// KEEP_COPY=1 keeps the copy, to look at the built fourth region.
afterAll(() => (process.env.KEEP_COPY ? console.log(`The copy with the fourth region: ${copy}`) : rmSync(copy, { recursive: true, force: true })))

describe('a fourth region, added in three files', () => {
  it('touches only its record, its crisis numbers and its catalogue (the build re-extracts the source catalogue, as always)', () => {
    // The copy as git would see it: the repository's index, the copy's files, its .gitignore (node_modules is the link to ours).
    const now = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: copy, encoding: 'utf8', env: { ...env, GIT_DIR: join(root, '.git'), GIT_WORK_TREE: copy } })
      .split('\0')
      .filter((file) => file && file !== 'node_modules' && existsSync(join(copy, file)))
    const changed = now.filter((file) => !files.includes(file) || readFileSync(join(copy, file), 'utf8') !== readFileSync(join(root, file), 'utf8'))
    expect(changed.sort()).toEqual([touched.record, touched.crisis, 'locales/en-US.json', touched.catalogue].sort())
  })

  it('has every page of the route list, as the sweep enumerates them', () => {
    const listed = run('node', ['--import', 'tsx', '-e', "import { prerenderedPages } from './scripts/site-pages.ts'; console.log(JSON.stringify(prerenderedPages('dist/client').map(({ url, locale }) => ({ url, locale }))))"])
    expect(listed.status, listed.output).toBe(0)
    const pages = JSON.parse(listed.output.trim().split('\n').find((line) => line.startsWith('['))!) as { url: string; locale: string }[]
    const irish = pages.filter((page) => page.locale === 'en-IE').map((page) => page.url.slice('/en-ie'.length) || '/')
    const american = pages.filter((page) => page.locale === 'en-US').map((page) => page.url)
    expect(irish.length).toBeGreaterThan(20)
    expect(irish.sort()).toEqual(american.sort())
    expect(existsSync(join(client, 'en-ie', '404.html'))).toBe(true)
  })

  it('is in every page’s region switcher and hreflang, named in its own words', () => {
    for (const page of ['index.html', 'en-gb/about.html', 'en-ie/contact.html']) {
      const text = html(page)
      expect(text).toMatch(/<a href="\/en-ie\/(about|contact)?" hrefLang="en-IE" lang="en-IE"[^>]*>Ireland<\/a>/i)
      expect(text).toMatch(/<link rel="alternate" hrefLang="en-IE" href="[^"]*\/en-ie\/(about|contact)?"/i)
    }
  })

  it('shows its own crisis numbers, marked as test data, its own time zone and its own name', () => {
    const contact = html('en-ie/contact.html')
    expect(contact).toContain('data-crisis-contact="ie-test-emergency"')
    expect(contact).toContain('href="tel:5550100"')
    expect(contact).not.toContain('href="tel:999"')
    expect(contact).toContain('data-local-hours="Europe/Dublin"')
    expect(contact).toMatch(/Not in Ireland\?/)
    expect(html('en-ie/online-safety.html')).toContain('https://example.invalid/guide')
  })

  it('is in the sitemap, the feed, the search index and the 404 rules', () => {
    expect(readFileSync(join(client, 'sitemap.xml'), 'utf8')).toMatch(/<loc>[^<]*\/en-ie\/about<\/loc>/)
    expect(readFileSync(join(client, 'en-ie', 'blog', 'feed.xml'), 'utf8')).toContain('xml:lang="en-IE"')
    expect(readdirSync(join(client, 'pagefind', 'index')).length).toBeGreaterThan(0)
    expect(readFileSync(join(client, 'pagefind', 'pagefind-entry.json'), 'utf8')).toContain('"en-ie"')
    expect(readFileSync(join(client, '_redirects'), 'utf8')).toContain('/en-ie/*  /en-ie/404.html  404')
  })

  it('passes the catalogue check, British spelling and all', () => {
    const check = run('npm', ['run', 'i18n:check'])
    expect(check.status, check.output).toBe(0)
  })

  const missing: [keyof typeof touched, RegExp][] = [
    ['crisis', /content\/crisis\.ts, regionLines\['en-IE'\]: its crisis numbers are missing/],
    ['catalogue', /content\/regions\.ts, en-IE: its catalogue locales\/en-IE\.json is missing/],
    ['record', /content\/crisis\.ts, regionLines\['en-IE'\]: no service region has this locale[\s\S]*locales\/en-IE\.json: no service region has this locale/],
  ]
  it.each(missing)('without its %s, the build stops and says what is missing', (piece, message) => {
    const file = join(copy, touched[piece])
    if (piece === 'catalogue') rmSync(file)
    else writeFileSync(file, original(touched[piece]))
    try {
      const build = run('npm', ['run', 'build'])
      expect(build.status).not.toBe(0)
      expect(build.output).toMatch(/A service region is incomplete/)
      expect(build.output).toMatch(message)
    } finally {
      write(piece)
    }
  })

  it('outside a test’s copy, refuses its lines: they are test data', () => {
    const check = spawnSync('npm', ['run', 'regions:check'], { cwd: copy, env: { ...env, THRIVE_TEST_REGIONS: '' }, encoding: 'utf8' })
    expect(check.status).not.toBe(0)
    expect(`${check.stdout}${check.stderr}`).toMatch(/ie-test-emergency is marked as test data: the site never shows a number it cannot vouch for/)
  })
})
