import { describe, expect, it } from 'vitest'
import { contentsOf, dropSelectors, dropUnmatchedRules, requirements } from '../scripts/unmatched-rules'

const requiredClasses = (selector: string) => requirements(selector).classes

describe('requirements', () => {
  it('reads Tailwind-escaped class names as HTML writes them', () => {
    expect(requiredClasses('.max-md\\:plain\\:h-auto')).toEqual(['max-md:plain:h-auto'])
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

describe('dropSelectors', () => {
  it('drops the selectors a pattern names, and the rules and blocks left with none', () => {
    const notice = /\[data-region-notice\](?::has\()?>div/
    const css =
      '[data-region-notice]:has(>div){color:red}[data-region-notice]:has(>div) a{color:blue}' +
      '@media (height>30rem){html:has([data-region-notice]>div){padding:0}}@media print{#root>footer,[data-region-notice]{display:none}}'
    expect(dropSelectors(css, notice)).toBe('@media print{#root>footer,[data-region-notice]{display:none}}')
    expect(dropSelectors('p,[data-region-notice]:has(>div)>div{margin:0}', notice)).toBe('p{margin:0}')
  })
})
