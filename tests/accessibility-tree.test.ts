import { describe, expect, it } from 'vitest'
import { camelJoins, checkTree, doubledWords, fromCdp, runTogether, type AxNode, type CdpAxNode } from '../e2e/accessibilityTree'

const text = (name: string): AxNode => ({ role: 'StaticText', name, ignored: false, children: [] })
const node = (role: string, name: string, children: AxNode[] = [], extra: Partial<AxNode> = {}): AxNode => ({ role, name, ignored: false, children, ...extra })
const ignored = (...children: AxNode[]): AxNode => ({ role: 'none', name: '', ignored: true, children })
const page = (...children: AxNode[]) => node('RootWebArea', 'Page', children)
const kinds = (root: AxNode) => checkTree(root).map((finding) => finding.kind)

describe('the accessibility-tree check', () => {
  it('finds words run together in the text a screen reader reads (the visually hidden word whose space was lost)', () => {
    // As Chromium gave it: <a><span class="sr-only">Emergency </span>Exit this page</a>.
    const link = node('link', 'Emergency Exit this page', [ignored(text('Emergency')), text('Exit this page')])
    expect(checkTree(page(link))).toEqual([{ kind: 'joined words', where: 'RootWebArea "Page" > link "Emergency Exit this page"', text: 'Emergency|Exit this page' }])
    const fixed = node('link', 'Emergency Exit this page', [ignored(text('Emergency ')), text('Exit this page')])
    expect(checkTree(page(fixed))).toEqual([])
  })

  it('finds a notification whose title and text run on ("Thank youYour request")', () => {
    expect(kinds(page(node('alert', '', [text('Thank you'), ignored(text('Your request was sent.'))])))).toEqual(['joined words'])
    expect(kinds(page(node('alert', '', [node('generic', '', [text('Thank you')]), node('generic', '', [text('Your request was sent.')])])))).toEqual([])
  })

  it('finds camel-case joins in names, allowing brands', () => {
    expect(kinds(page(node('button', 'EmergencyExit')))).toEqual(['joined words'])
    expect(camelJoins('Follow us on YouTube and LinkedIn')).toEqual([])
    expect(camelJoins('Question 2 of 540% complete')).toEqual([])
    expect(runTogether('Question 2 of 5', '40% complete')).toBe(true)
    expect(runTogether('privacy policy', '.')).toBe(false)
    expect(runTogether('hel', 'lo')).toBe(false)
  })

  it('finds an empty status, alert or log exposed in the tree, not one with words', () => {
    expect(kinds(page(node('status', '')))).toEqual(['empty live region'])
    expect(kinds(page(node('alert', '', [ignored()])))).toEqual(['empty live region'])
    expect(kinds(page(node('status', '', [text('3 results')])))).toEqual([])
    // A live region with no role is a plain generic node, not a "statusbar".
    expect(kinds(page(node('generic', '')))).toEqual([])
  })

  it('finds a landmark whose own label repeats its first heading, not one named by that heading', () => {
    const heading = node('heading', 'Your region', [text('Your region')])
    expect(kinds(page(node('navigation', 'Your region', [heading], { nameFrom: 'aria-label' })))).toEqual(['label repeats heading'])
    expect(kinds(page(node('navigation', 'Your region', [heading], { nameFrom: 'aria-labelledby' })))).toEqual([])
  })

  it('finds a control without a name', () => {
    expect(kinds(page(node('button', '')))).toEqual(['unnamed control'])
    expect(kinds(page(node('textbox', 'Email')))).toEqual([])
  })

  it('finds a word said twice, allowing grammatical ones', () => {
    expect(doubledWords('Your region, Your region')).toEqual(['Your region, Your region'])
    expect(kinds(page(node('link', 'Read the the guide')))).toEqual(['doubled word'])
    expect(doubledWords('the fear that that causes')).toEqual([])
    expect(doubledWords('one two three')).toEqual([])
    expect(doubledWords('GMT+00:00')).toEqual([])
  })

  it('reads Chromium\'s flat node list as a tree, with where each name came from', () => {
    const nodes: CdpAxNode[] = [
      { nodeId: '1', ignored: false, role: { value: 'RootWebArea' }, name: { value: 'Page' }, childIds: ['2'] },
      { nodeId: '2', parentId: '1', ignored: false, role: { value: 'navigation' }, name: { value: 'Your region', sources: [{ type: 'relatedElement', attribute: 'aria-labelledby' }, { type: 'attribute', attribute: 'aria-label', value: { value: 'Your region' } }] }, childIds: ['3'] },
      { nodeId: '3', parentId: '2', ignored: false, role: { value: 'heading' }, name: { value: 'Your region' }, childIds: [] },
    ]
    const tree = fromCdp(nodes)
    expect(tree.children[0]).toMatchObject({ role: 'navigation', nameFrom: 'aria-label' })
    expect(kinds(tree)).toEqual(['label repeats heading'])
  })
})
