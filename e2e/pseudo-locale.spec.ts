import { join, relative } from 'node:path'
import { readFileSync } from 'node:fs'
import { parse, type HTMLElement, type Node } from 'node-html-parser'
import { expect, test } from '@playwright/test'
import { clientDir, sitePages } from './site'

/**
 * The pseudo-locale build renders every en-US page with `formatjs compile
 * --pseudo-locale en-XA` messages: any text still in plain ASCII letters did
 * not come from a catalogue, i.e. it is hard-coded. Exempt: names and numbers
 * marked translate="no", and Intl-formatted dates and hours. Read from the
 * built files, without a browser: every text node counts, shown or not (a
 * screen reader reads hidden-visually text too), and the islands render
 * nothing of their own until the reader acts. The pseudo build is written
 * by its server in playwright.config.ts (`THRIVE_OUT_DIR=dist-pseudo`).
 */
const pseudoClientDir = join(import.meta.dirname, '..', 'dist-pseudo', 'client')

test.skip(process.env.E2E_PSEUDO === '0', 'pseudo-locale build disabled')

const exempt = 'script, style, noscript, template, [translate="no"], time, [data-intl-formatted]'
const letters = /[A-Za-z]{2,}/

function untranslated(html: string): string[] {
  const document = parse(html)
  const found: string[] = []
  const walk = (node: Node) => {
    for (const child of node.childNodes) {
      if (child.nodeType === 3) {
        const text = child.textContent
        if (letters.test(text)) found.push(text.trim())
      } else if (child.nodeType === 1 && !(child as HTMLElement).matches(exempt)) walk(child)
    }
  }
  const body = document.querySelector('body')
  if (body) walk(body)
  // Accessible names and text alternatives count too.
  for (const element of document.querySelectorAll('[aria-label], [alt], [title], [placeholder]')) {
    if (element.closest(exempt)) continue
    for (const attribute of ['aria-label', 'alt', 'title', 'placeholder']) {
      const value = element.getAttribute(attribute)
      if (value && letters.test(value)) found.push(`${attribute}="${value}"`)
    }
  }
  const title = document.querySelector('title')?.textContent ?? ''
  if (letters.test(title)) found.push(`<title>${title}`)
  return found
}

for (const sitePage of sitePages.filter((p) => p.locale === 'en-US')) {
  test(`no hard-coded text on ${sitePage.url}`, () => {
    const html = readFileSync(join(pseudoClientDir, relative(clientDir, sitePage.file)), 'utf8')
    expect(untranslated(html)).toEqual([])
  })
}

test('the check finds hard-coded words, and leaves exempt ones alone', () => {
  expect(untranslated('<html><head><title>[Ŧħřīṽḗ]</title></head><body><p>Hard coded</p><p translate="no">Thrive</p><time>May 2025</time><button aria-label="Close">[Ẋ]</button><template><p>inert</p></template></body></html>')).toEqual([
    'Hard coded',
    'aria-label="Close"',
  ])
})
