/**
 * Drops from a page's inlined CSS the rules that name a class the page never
 * uses. Beasties already matches most selectors against the page; the rules it
 * is told to keep whatever they match (`allowRules` in inline-css.ts: Tailwind's
 * `space-y-*`, progress bars, focus rings) would otherwise reach every page
 * with every such class the site has.
 */
import postcss, { type AtRule, type Rule } from 'postcss'
import { removeEmptyBlocks } from './unused-custom-properties'

/** `\:` → `:`, `\2c ` → `,`: a class name as it is written in HTML. */
function unescapeCss(name: string): string {
  return name
    .replace(/\\([0-9a-fA-F]{1,6}) ?/g, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/\\(.)/g, '$1')
}

/** Splits a selector list at its top-level commas. */
function splitSelectorList(list: string): string[] {
  const parts: string[] = []
  let depth = 0
  let start = 0
  for (let i = 0; i < list.length; i++) {
    const char = list[i]
    if (char === '\\') i++
    else if (char === '(') depth++
    else if (char === ')') depth--
    else if (char === ',' && depth === 0) {
      parts.push(list.slice(start, i))
      start = i + 1
    }
  }
  return [...parts, list.slice(start)]
}

/**
 * The classes an element must carry for `selector` to match anything. Inside
 * `:not()`, `:is()`, `:has()` and a `:where()` of several selectors a class is
 * not required (or only one of several is): those groups are left out.
 */
export function requiredClasses(selector: string): string[] {
  let outside = ''
  const inside: string[] = []
  for (let i = 0; i < selector.length; i++) {
    // An attribute selector (`[href$=".pdf"]`) names no class.
    if (selector[i] === '[') {
      while (i < selector.length && selector[i] !== ']') i += selector[i] === '\\' ? 2 : 1
      continue
    }
    const group = selector.slice(i).match(/^:(not|is|has|where|matches)\(/)
    if (!group) {
      if (selector[i] === '\\') outside += selector[i++]
      outside += selector[i]
      continue
    }
    let depth = 0
    let end = i + group[0].length - 1
    for (; end < selector.length; end++) {
      if (selector[end] === '\\') end++
      else if (selector[end] === '(') depth++
      else if (selector[end] === ')' && --depth === 0) break
    }
    const inner = selector.slice(i + group[0].length, end)
    // `:where(.space-y-2 > :not(:last-child))`: one selector, its classes required.
    if (group[1] === 'where' && splitSelectorList(inner).length === 1) inside.push(...requiredClasses(inner))
    i = end
  }
  const classes = [...outside.matchAll(/\.((?:[\w-]|\\[0-9a-fA-F]{1,6} ?|\\.)+)/g)].map((match) => unescapeCss(match[1]!))
  return [...classes, ...inside]
}

/** Every class named in an HTML document's `class` attributes. */
export function classesIn(html: string): Set<string> {
  const classes = new Set<string>()
  for (const [, value] of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of value!.split(/\s+/)) if (name) classes.add(name.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;/g, "'"))
  }
  return classes
}

export function dropRulesForAbsentClasses(css: string, html: string): string {
  const present = classesIn(html)
  const root = postcss.parse(css)
  root.walkRules((rule: Rule) => {
    // Keyframe steps (`from`, `50%`) name no class.
    if (rule.parent?.type === 'atrule' && /keyframes$/.test((rule.parent as AtRule).name)) return
    const matchable = splitSelectorList(rule.selector).some((selector) => requiredClasses(selector).every((name) => present.has(name)))
    if (!matchable) rule.remove()
  })
  removeEmptyBlocks(root)
  return root.toString()
}
