/**
 * The first step of `npm test`: the type check, ESLint and the production
 * build, side by side. Each uses about one core; on the 2-core machine the
 * three take about 27 s instead of 36. (The en-XA pseudo-locale build comes
 * later, from its server in playwright.config.ts: two Vike builds at once
 * delete each other's temporary `+config.ts.build-*.mjs` files, which ESLint
 * ignores, and a build that writes them in `pages/` after the pseudo build
 * would make that one look out of date.) Each one's output is printed whole
 * when it ends, so they do not interleave.
 */
import { spawn } from 'node:child_process'

const steps = [
  { name: 'type check', command: 'npm run typecheck' },
  { name: 'lint', command: 'npm run lint' },
  { name: 'build', command: 'npm run build' },
]

const run = ({ name, command }: (typeof steps)[number]) =>
  new Promise<boolean>((done) => {
    const output: Buffer[] = []
    const child = spawn(command, { shell: true })
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk))
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk))
    child.on('close', (code) => {
      console.log(`── ${name}: ${code === 0 ? 'done' : `failed (exit ${code})`} ──\n${Buffer.concat(output).toString()}`)
      done(code === 0)
    })
  })

const results = await Promise.all(steps.map(run))
if (results.includes(false)) process.exit(1)
