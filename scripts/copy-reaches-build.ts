/**
 * `npm run check:copy`: proves that an edited defaultMessage reaches the built
 * page with no other step. It rewords one message in the code (the /blog
 * heading), runs `npm run build` into `dist-copy-check/`, and checks that the
 * en-US page shows the new words and that en-GB and en-AU list the message as
 * outdated for their translators. The source file and the catalogues are put
 * back (and compiled again) afterwards, whatever happens. About two minutes; not part of `npm test`.
 */
import { execFileSync } from 'node:child_process'
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { catalogueFile, root, sourceLocale, translatedLocales } from './i18n/catalogue'
import { localeStatuses } from './i18n/review'

const id = 'blog.index.hero.title'
const sourceFile = join(root, 'content', 'blog', 'index.ts')
const outDir = 'dist-copy-check'
const page = join(root, outDir, 'client', 'blog.html')

const declaration = new RegExp(`(id: '${id.replaceAll('.', '\\.')}', defaultMessage: ')([^']*)(')`)
const original = readFileSync(sourceFile, 'utf8')
const catalogue = readFileSync(catalogueFile(sourceLocale), 'utf8')
const current = declaration.exec(original)?.[2]
if (current === undefined) throw new Error(`${sourceFile} declares no ${id} on one line`)
const reworded = `${current} (reworded ${Date.now()})`

const problems: string[] = []
try {
  writeFileSync(sourceFile, original.replace(declaration, `$1${reworded}$3`))
  // As a developer runs it: not CI, where the build refuses a stale catalogue instead.
  execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit', env: { ...process.env, CI: '', THRIVE_OUT_DIR: outDir } })
  const html = readFileSync(page, 'utf8')
  if (!html.includes(reworded)) problems.push(`${outDir}/client/blog.html does not show the reworded heading "${reworded}"`)
  for (const status of localeStatuses()) {
    if (!status.outdated.some((message) => message.id === id)) problems.push(`${status.locale} does not list ${id} as outdated`)
  }
} finally {
  writeFileSync(sourceFile, original)
  writeFileSync(catalogueFile(sourceLocale), catalogue)
  rmSync(join(root, outDir), { recursive: true, force: true })
  // locales/compiled/ is shared with the real build: compiled again from the restored catalogue.
  execFileSync('npm', ['run', 'i18n:compile'], { cwd: root, stdio: 'ignore' })
}
if (problems.length > 0) {
  console.error(problems.join('\n'))
  process.exit(1)
}
console.log(`A reworded ${id} reached the built /blog page, and ${translatedLocales.join(' and ')} list it as outdated. Source and catalogues restored.`)
