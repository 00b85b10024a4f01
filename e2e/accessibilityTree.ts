import type { Page } from '@playwright/test'

/**
 * Checks over a page's accessibility tree (what a screen reader is given) for
 * the defects issue 31 heard in Orca, without a screen reader: words run
 * together, empty live regions exposed as status/alert/log, a landmark whose
 * own label repeats its first heading, controls without a name, words said
 * twice. Pure logic over a plain tree (`fromCdp` turns Chromium's
 * `Accessibility.getFullAXTree` into one), unit-tested in
 * tests/accessibility-tree.test.ts; e2e/sweep.spec.ts runs it on every built
 * page in the same visit as its engines, widget-states.spec.ts on each widget
 * state.
 */

export type AxNode = {
  role: string
  name: string
  /** Left out of the tree: its children are read as its parent's. */
  ignored: boolean
  /** Where the name came from: `aria-label`, `aria-labelledby`, contents… */
  nameFrom?: string
  children: AxNode[]
}

export type Finding = { kind: 'joined words' | 'empty live region' | 'label repeats heading' | 'unnamed control' | 'doubled word'; where: string; text: string }

/**
 * Words that join a lower-case and an upper-case letter on purpose, each with
 * its reason. A name with any other such join ("EmergencyExit") is two words
 * run together.
 */
export const joinAllowList: Record<string, string> = {
  YouTube: 'brand name',
  LinkedIn: 'brand name',
  TikTok: 'brand name',
  WhatsApp: 'brand name',
  ShelterSafe: 'name of the Canadian shelter directory (content/crisis.ts)',
  iPhone: 'product name',
  iPad: 'product name',
  macOS: 'product name',
  iOS: 'product name',
  DuckDuckGo: 'brand name (browsing safety)',
  eSafety: 'the Australian eSafety Commissioner\'s name',
  PayPal: 'brand name',
  McLean: 'surname (sources)',
}

/** Word pairs that are right said twice, with the reason. */
export const doubledAllowList: Record<string, string> = {
  'that that': 'grammatical ("the fear that that causes")',
  'had had': 'grammatical (past perfect of "have")',
}

const liveRoles = new Set(['status', 'alert', 'log', 'marquee', 'timer'])
const landmarkRoles = new Set(['banner', 'complementary', 'contentinfo', 'form', 'main', 'navigation', 'region', 'search'])
const controlRoles = new Set(['button', 'link', 'checkbox', 'radio', 'textbox', 'searchbox', 'combobox', 'switch', 'tab', 'menuitem', 'slider', 'spinbutton', 'listbox', 'option'])

/** The children a node is read with: an ignored child's own children stand in its place. */
function readChildren(node: AxNode): AxNode[] {
  return node.children.flatMap((child) => (child.ignored ? readChildren(child) : [child]))
}

/** All the text under a node, as one string (the text runs joined by a space). */
export function textOf(node: AxNode): string {
  if (node.role === 'StaticText') return node.name
  return node.children.map(textOf).filter((text) => text.trim() !== '').join(' ')
}

/** Two text runs read one after the other with nothing between: a letter or digit then a capital or digit, or a sentence's end then a letter. */
export function runTogether(left: string, right: string): boolean {
  if (/\s$/u.test(left) || /^\s/u.test(right) || left === '' || right === '') return false
  return (/[\p{L}\p{N}]$/u.test(left) && /^[\p{Lu}\p{N}]/u.test(right)) || (/[.!?:;]$/u.test(left) && /^\p{L}/u.test(right))
}

/** Lower-case then upper-case letters inside one word, not on the allow-list ("EmergencyExit"). */
export function camelJoins(text: string): string[] {
  return (text.match(/[\p{L}\p{N}]*\p{Ll}\p{Lu}[\p{L}\p{N}]*/gu) ?? []).filter((word) => !Object.keys(joinAllowList).some((allowed) => word.includes(allowed)))
}

/** The same word twice in a row ("region region", "Your region, Your region"), not on the allow-list. */
export function doubledWords(text: string): string[] {
  const found: string[] = []
  // Words with a letter in them: "00:00" is a time, not a word said twice.
  for (const match of text.matchAll(/(?<![\p{L}\p{N}])([\p{L}\p{N}'’]*\p{L}[\p{L}\p{N}'’]*(?:\s+[\p{L}\p{N}'’]+)?)[\s,;:]+\1(?![\p{L}\p{N}])/giu)) {
    const phrase = match[0].replace(/[\s,;:]+/gu, ' ').toLowerCase()
    if (!(phrase in doubledAllowList)) found.push(match[0])
  }
  return found
}

const label = (node: AxNode) => `${node.role}${node.name ? ` "${node.name.slice(0, 60)}"` : ''}`

/** Every finding in a tree. */
export function checkTree(root: AxNode): Finding[] {
  const findings: Finding[] = []
  const visit = (node: AxNode, path: string) => {
    const where = path ? `${path} > ${label(node)}` : label(node)
    if (!node.ignored && node.role !== 'StaticText' && node.role !== 'InlineTextBox') {
      if (node.name) {
        for (const word of camelJoins(node.name)) findings.push({ kind: 'joined words', where, text: word })
        for (const words of doubledWords(node.name)) findings.push({ kind: 'doubled word', where, text: words })
      }
      const runs = readChildren(node)
      for (let i = 1; i < runs.length; i++) {
        const [left, right] = [runs[i - 1]!, runs[i]!]
        if (left.role === 'StaticText' && right.role === 'StaticText' && runTogether(left.name, right.name)) {
          findings.push({ kind: 'joined words', where, text: `${left.name.slice(-30)}|${right.name.slice(0, 30)}` })
        }
      }
      if (liveRoles.has(node.role) && textOf(node).trim() === '') findings.push({ kind: 'empty live region', where, text: node.role })
      if (controlRoles.has(node.role) && node.name.trim() === '') findings.push({ kind: 'unnamed control', where, text: node.role })
      if (landmarkRoles.has(node.role) && node.nameFrom === 'aria-label') {
        const heading = firstHeading(node)
        if (heading && sameWords(heading.name, node.name)) findings.push({ kind: 'label repeats heading', where, text: node.name })
      }
    }
    if (node.role === 'StaticText') {
      for (const words of doubledWords(node.name)) findings.push({ kind: 'doubled word', where, text: words })
    }
    const next = node.ignored ? path : where
    for (const child of node.children) visit(child, next)
  }
  visit(root, '')
  return findings
}

function firstHeading(node: AxNode): AxNode | undefined {
  for (const child of node.children) {
    if (!child.ignored && child.role === 'heading') return child
    const found = firstHeading(child)
    if (found) return found
  }
  return undefined
}

const sameWords = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

/** What Chromium's `Accessibility.getFullAXTree` returns, as much of it as the checks read. */
export type CdpAxNode = {
  nodeId: string
  ignored: boolean
  role?: { value?: unknown }
  name?: { value?: unknown; sources?: { type: string; attribute?: string; value?: { value?: unknown } }[] }
  childIds?: string[]
  parentId?: string
}

/** The tree under the root of Chromium's flat node list. */
export function fromCdp(nodes: CdpAxNode[]): AxNode {
  const byId = new Map(nodes.map((node) => [node.nodeId, node]))
  const build = (node: CdpAxNode): AxNode => {
    const used = node.name?.sources?.find((source) => source.value?.value !== undefined && source.value.value !== '')
    return {
      role: String(node.role?.value ?? ''),
      name: String(node.name?.value ?? ''),
      ignored: node.ignored,
      nameFrom: used?.attribute ?? used?.type,
      children: (node.childIds ?? []).flatMap((id) => {
        const child = byId.get(id)
        return child ? [build(child)] : []
      }),
    }
  }
  const root = nodes.find((node) => !node.parentId) ?? nodes[0]
  if (!root) throw new Error('empty accessibility tree')
  return build(root)
}

/** What `checkTree` finds in the page's accessibility tree as Chromium gives it now. */
export async function treeFindings(page: Page): Promise<Finding[]> {
  const cdp = await page.context().newCDPSession(page)
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: CdpAxNode[] }
  await cdp.detach()
  return checkTree(fromCdp(nodes))
}
