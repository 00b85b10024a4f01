import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { allowInlineStyles, pathsOf } from '../scripts/inline-css'
import { contentsOf, dropUnmatchedRules, requirements } from '../scripts/unmatched-rules'
import { headersFor, parseHeadersFile } from '../scripts/server/headers'

const requiredClasses = (selector: string) => requirements(selector).classes

describe('requirements', () => {
  it('reads Tailwind-escaped class names as HTML writes them', () => {
    expect(requiredClasses('.max-md\\:noscript\\:h-auto')).toEqual(['max-md:noscript:h-auto'])
    expect(requiredClasses('.data-\\[scrolled\\]\\:bg-white\\/\\[0\\.97\\][data-scrolled]')).toEqual(['data-[scrolled]:bg-white/[0.97]'])
    expect(requiredClasses('.\\32 xl\\:flex')).toEqual(['2xl:flex'])
  })

  it('requires the classes of a single selector in :where(), :is() or :has(), not those under :not() or of a list', () => {
    expect(requiredClasses(':where(.space-y-1\\.5>:not(:last-child))')).toEqual(['space-y-1.5'])
    expect(requiredClasses(':is(:where(.group)[data-expanded] .group-data-\\[expanded\\]\\:rotate-180)')).toEqual(['group-data-[expanded]:rotate-180', 'group'])
    expect(requiredClasses('.group:is(.a,.b) .item:not(.hidden)')).toEqual(['group', 'item'])
    expect(requiredClasses('.card:has(.badge)')).toEqual(['card', 'badge'])
    expect(requiredClasses(':where(.a,.b) p')).toEqual([])
  })

  it('finds no class in an attribute selector', () => {
    expect(requiredClasses('a[href$=".pdf"]')).toEqual([])
  })

  it('requires the elements a selector names, and a form control for its parts', () => {
    expect(requirements(':where(select:is([multiple],[size])) optgroup')).toEqual({ classes: [], elements: ['optgroup', 'select'], formControl: false })
    expect(requirements('#root>footer').elements).toEqual(['footer'])
    expect(requirements('.\\32 xl\\:flex:hover').elements).toEqual([])
    expect(requirements('::placeholder').formControl).toBe(true)
    expect(requirements('.bar::-webkit-progress-value').formControl).toBe(true)
    expect(requirements('*,:after').elements).toEqual([])
  })
})

describe('dropUnmatchedRules', () => {
  const html = '<html><body><p class="space-y-2 text-ink">a</p><a class="hover:underline">b</a></body></html>'

  it('collects the classes and elements of a page', () => {
    expect([...contentsOf(html).classes].sort()).toEqual(['hover:underline', 'space-y-2', 'text-ink'])
    expect([...contentsOf(html).elements].sort()).toEqual(['a', 'body', 'html', 'p'])
  })

  it('keeps rules whose classes the page has, drops the others and the blocks they leave empty', () => {
    const css =
      ':where(.space-y-2>:not(:last-child)){margin-top:.5rem}:where(.space-y-4>:not(:last-child)){margin-top:1rem}' +
      '@media (hover:hover){.hover\\:underline:hover{text-decoration:underline}}@media (hover:hover){.hover\\:bg-red:hover{color:red}}' +
      'html{color:black}.text-ink,.text-muted{color:#111}'
    expect(dropUnmatchedRules(css, html)).toBe(
      ':where(.space-y-2>:not(:last-child)){margin-top:.5rem}@media (hover:hover){.hover\\:underline:hover{text-decoration:underline}}html{color:black}.text-ink,.text-muted{color:#111}',
    )
  })

  it('reads class names with their entities decoded, as the browser does', () => {
    const callout = '<html><body><div class="[&amp;&gt;*+*]:mt-3"><p>a</p><p>b</p></div></body></html>'
    expect(dropUnmatchedRules('.\\[\\&\\>\\*\\+\\*\\]\\:mt-3>*+*{margin-top:.75rem}', callout)).toBe('.\\[\\&\\>\\*\\+\\*\\]\\:mt-3>*+*{margin-top:.75rem}')
  })

  it('drops rules for elements the page lacks, and form-control parts on a page with no form control', () => {
    const css = 'abbr:where([title]){text-decoration:underline dotted}a,abbr{color:inherit}::placeholder{opacity:1}p::first-line{color:red}'
    expect(dropUnmatchedRules(css, html)).toBe('a,abbr{color:inherit}p::first-line{color:red}')
    expect(dropUnmatchedRules(css, '<input class="x">')).toBe('::placeholder{opacity:1}')
  })
})

describe('a CSP per page', () => {
  const clientDir = mkdtempSync(join(tmpdir(), 'thrive-csp-'))

  it('reaches a page by its folder with and without the slash, and by its file', () => {
    expect(pathsOf(clientDir, join(clientDir, 'index.html'))).toEqual(['/', '/index.html'])
    expect(pathsOf(clientDir, join(clientDir, 'en-gb', 'index.html'))).toEqual(['/en-gb', '/en-gb/', '/en-gb/index.html'])
    expect(pathsOf(clientDir, join(clientDir, 'blog', 'a', 'index.html'))).toEqual(['/blog/a', '/blog/a/', '/blog/a/index.html'])
  })

  it("allows each page's own inline stylesheet alone, and the error pages' on every other path", () => {
    const headersFile = join(clientDir, '_headers')
    writeFileSync(headersFile, "/*\n  Content-Security-Policy: default-src 'self'; style-src 'self'; frame-ancestors 'none'\n  X-Frame-Options: DENY\n")
    allowInlineStyles(headersFile, clientDir, [
      { file: join(clientDir, 'index.html'), source: "'sha256-home'" },
      { file: join(clientDir, 'about', 'index.html'), source: "'sha256-about'" },
      { file: join(clientDir, '404.html'), source: "'sha256-missing'" },
      { file: join(clientDir, 'en-gb', '404.html'), source: "'sha256-missing'" },
    ])
    const rules = parseHeadersFile(readFileSync(headersFile, 'utf8'))
    const policy = (path: string) => headersFor(rules, path)['Content-Security-Policy']
    expect(policy('/')).toBe("default-src 'self'; style-src 'self' 'sha256-home'; frame-ancestors 'none'")
    expect(policy('/about')).toBe("default-src 'self'; style-src 'self' 'sha256-about'; frame-ancestors 'none'")
    expect(policy('/about/')).toBe(policy('/about'))
    expect(policy('/en-gb/nope')).toBe("default-src 'self'; style-src 'self' 'sha256-missing'; frame-ancestors 'none'")
    expect(headersFor(rules, '/about')['X-Frame-Options']).toBe('DENY')
  })
})
