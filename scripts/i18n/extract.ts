import { execFileSync } from 'node:child_process'
import { join } from 'node:path'
import { root } from './catalogue'

export const formatjs = join(root, 'node_modules', '.bin', 'formatjs')

/** Runs the extractor over the code into `outFile` (the one definition of what is extracted). */
export function extractTo(outFile: string): void {
  execFileSync(
    formatjs,
    ['extract', '{pages,components,content,renderer}/**/*.{ts,tsx}', '--ignore', '**/*.d.ts', '--out-file', outFile],
    { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] },
  )
}

if (process.argv[1] === import.meta.filename) {
  extractTo(join(root, 'locales', 'en-US.json'))
}
