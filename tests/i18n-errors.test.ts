import { execFile } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { createIntl } from 'react-intl'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { localesDir, readCatalogue, root, serializeCatalogue } from '../scripts/i18n/catalogue'
import { readLock } from '../scripts/i18n/lock'
import { pageIntlError } from '../renderer/intlErrors'
import { messagesFor } from '../renderer/messages'

/**
 * A translator's mistakes, planted in a copy of the catalogues (never in
 * locales/): each tool that meets them says, in a few lines, which message,
 * what she wrote, what is wrong and where to fix it; no stack trace, and
 * descriptions ("<link> goes to…") are never parsed as messages.
 */
const run = promisify(execFile)
const tsx = join(root, 'node_modules', '.bin', 'tsx')

/** Each mistake: the locale and message, how the translation is spoilt, and the problem line the tools must print. */
const mistakes = [
  { kind: 'renamed placeholder', locale: 'en-GB', id: 'author.updated', spoil: (text: string) => text.replace('{date}', '{dat}'),
    problem: 'placeholder {dat} is not in the source, which has {date} (renamed? keep the source\'s names)' },
  { kind: 'missing placeholder', locale: 'en-GB', id: 'contact.emergency.body', spoil: (text: string) => text.replace('{emergency}', '999'),
    problem: 'missing placeholder {emergency} (keep every placeholder and tag of the source)' },
  { kind: 'unknown placeholder', locale: 'en-AU', id: 'about.benefits.intro', spoil: (text: string) => `${text} {name}`,
    problem: 'unknown placeholder {name}: the source has no such placeholder' },
  { kind: 'unclosed tag', locale: 'en-GB', id: 'contact.form.privacy', spoil: (text: string) => text.replace('</link>', ''),
    problem: 'unclosed tag: <link> has no </link>' },
  { kind: 'plural without its other case', locale: 'en-GB', id: 'blog.common.readTime', spoil: (text: string) => text.replace(/ other \{[^}]*\}/, ''),
    problem: 'malformed argument: a plural or select needs an "other {…}" case, at "}"' },
  { kind: 'plural whose brace is not closed', locale: 'en-AU', id: 'services.overview.area.intro', spoil: (text: string) => text.replace(/\}\}([^}]*)$/, '}$1'),
    problem: 'malformed argument (expect argument closing brace) at' },
] as const

let dir: string
/** What each planted translation reads, and the line of its `defaultMessage`. */
const planted = new Map<string, { written: string; source: string; line: number }>()

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'thrive-i18n-errors-'))
  cpSync(localesDir, dir, { recursive: true, filter: (path) => !path.includes('compiled') })
  const source = readCatalogue('en-US', dir)
  for (const locale of ['en-GB', 'en-AU']) {
    const catalogue = readCatalogue(locale, dir)
    for (const mistake of mistakes.filter((candidate) => candidate.locale === locale)) {
      const entry = catalogue[mistake.id]
      if (!entry) throw new Error(`${locale} has no message ${mistake.id} to plant a mistake in`)
      const written = mistake.spoil(entry.defaultMessage)
      expect(written, `${mistake.kind} changes ${mistake.id}`).not.toBe(entry.defaultMessage)
      entry.defaultMessage = written
      planted.set(`${locale} ${mistake.id}`, { written, source: source[mistake.id]!.defaultMessage, line: 0 })
    }
    const text = serializeCatalogue(catalogue)
    writeFileSync(join(dir, `${locale}.json`), text)
    const lines = text.split('\n')
    for (const mistake of mistakes.filter((candidate) => candidate.locale === locale)) {
      const key = lines.indexOf(`  ${JSON.stringify(mistake.id)}: {`)
      planted.get(`${locale} ${mistake.id}`)!.line = key + 2 // the line after the key holds defaultMessage
    }
  }
})

afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** Runs a tool on the copy; resolves with its exit code and everything it printed. */
async function tool(script: string): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await run(tsx, [join(root, 'scripts', script)], { cwd: root, env: { ...process.env, THRIVE_LOCALES_DIR: dir } })
    return { code: 0, output: stdout + stderr }
  } catch (error) {
    const { code, stdout, stderr } = error as { code: number; stdout: string; stderr: string }
    return { code, output: stdout + stderr }
  }
}

/** The lines the tools print for one planted mistake. */
function expectedReport(mistake: (typeof mistakes)[number]): string {
  const { written, source, line } = planted.get(`${mistake.locale} ${mistake.id}`)!
  return [
    `${mistake.locale} "${mistake.id}": ${mistake.problem}`,
    `    written:   ${JSON.stringify(written)}`,
    `    source:    ${JSON.stringify(source)}`,
    `    fix it in: ${join(dir, `${mistake.locale}.json`)}:${line}`,
  ].join('\n')
}

function expectReadable(output: string) {
  expect(output).not.toMatch(/^\s+at /m) // no stack trace
  expect(output).not.toContain('.description') // descriptions are not messages
  expect(output).not.toContain('using default message as fallback')
}

describe.each([
  ['npm run i18n:check', 'i18n-check.ts'],
  ['the build’s first step (i18n:compile)', 'i18n-compile.ts'],
])('%s, on each planted mistake', (_name, script) => {
  let result: { code: number; output: string }
  beforeAll(async () => {
    result = await tool(script)
  }, 120_000)

  it('fails, printing only what a translator needs', () => {
    expect(result.code).toBe(1)
    expectReadable(result.output)
    // One problem per mistake, each in four lines, and a heading.
    expect(result.output.match(/^- en-/gm)).toHaveLength(mistakes.length)
  })

  it.each(mistakes)('$kind: names the locale, id, translation, problem and line', (mistake) => {
    const report = expectedReport(mistake)
    if (mistake.problem.endsWith(' at')) {
      // The parser's position is part of the line; the rest is fixed.
      const [first, ...rest] = report.split('\n')
      expect(result.output).toMatch(new RegExp(`${escape(first!)} "[^"\n]+"\n${escape(rest.join('\n'))}`))
    } else {
      expect(result.output).toContain(report)
    }
  })

  if (script === 'i18n-compile.ts') {
    it('stops before compiling anything', () => {
      expect(result.output).toContain('nothing was built')
      expect(existsSync(join(dir, 'compiled', 'en-GB.json'))).toBe(false)
    })
  }
})

describe('npm run i18n:status on broken translations', () => {
  it('records none of them as reviewed, and says why', async () => {
    const before = { 'en-GB': readLock('en-GB', dir), 'en-AU': readLock('en-AU', dir) }
    const { code, output } = await tool('i18n-status.ts')
    expect(code).toBe(1)
    expectReadable(output)
    expect(output).toContain(`Not recorded as reviewed, broken (${mistakes.length})`)
    for (const mistake of mistakes) {
      expect(output).toContain(`${mistake.locale} "${mistake.id}": `)
      expect(readLock(mistake.locale, dir)[mistake.id]).toEqual(before[mistake.locale][mistake.id])
    }
    expect(readFileSync(join(dir, 'en-GB.lock.json'), 'utf8')).toContain('"author.updated"')
  }, 120_000)
})

describe('a message outside the page’s messageScopes, while prerendering', () => {
  it('stops the page, naming its +config.ts and the scope to add, without a stack', () => {
    const pageContext = {
      locale: 'en-GB' as const,
      pageId: '/pages/online-safety',
      configEntries: { messageScopes: [{ configValue: ['safety'], configDefinedAt: 'Config messageScopes defined at /pages/online-safety/+config.ts', configDefinedByFile: '/pages/online-safety/+config.ts' }] },
    }
    const intl = createIntl({ locale: 'en-GB', messages: messagesFor('en-GB', ['safety']), onError: pageIntlError(pageContext as never) })
    const id = Object.keys(messagesFor('en-GB', ['crisis'])).find((candidate) => candidate.startsWith('crisis.'))!
    let thrown: Error | undefined
    try {
      intl.formatMessage({ id })
    } catch (error) {
      thrown = error as Error
    }
    const message = `[i18n] Page /pages/online-safety renders message "${id}", which is outside its messageScopes: add a prefix of the id ('crisis' holds every crisis.* message) to messageScopes in pages/online-safety/+config.ts`
    expect(thrown?.message).toBe(message)
    expect(thrown?.stack).toBe(message)
  })
})

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
