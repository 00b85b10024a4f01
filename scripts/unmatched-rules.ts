/**
 * Drops from a page's inlined CSS the rules that cannot match it: rules that
 * name a class or an element the page does not have. Beasties already matches
 * most selectors against the page; the rules it is told to keep whatever they
 * match (`allowRules` in inline-css.ts: Tailwind's `space-y-*`, form-control
 * parts, focus rings) would otherwise reach every page with every such rule
 * the site has.
 */
import { AttributeAction, parse, SelectorType, type Selector } from 'css-what'
import { parse as parseHtml } from 'node-html-parser'
import type { AtRule, Root, Rule } from 'postcss'
import { onText, removeEmptyBlocks } from './css-tree'

/** What an element (or the page) must have for a selector to match anything. */
export type Requirements = { classes: string[]; elements: string[]; formControl: boolean }

/** Pseudo-elements that exist only on form controls (placeholders, progress bars, file buttons). */
const formControlPart =
  /^(placeholder|file-selector-button|-webkit-progress-[\w-]+|-moz-progress-bar|-webkit-search-[\w-]+|-webkit-(inner|outer)-spin-button|-webkit-datetime-edit[\w-]*|-webkit-date-and-time-value|-webkit-calendar-picker-indicator|-webkit-input-placeholder|-moz-placeholder)$/
const formControls = ['input', 'textarea', 'select', 'progress', 'meter']
/** Pseudo-classes that match when one of their selectors does (`:not()` needs nothing). */
const matchesOneOf = new Set(['is', 'where', 'has', 'matches', '-webkit-any', '-moz-any'])

/** What one parsed selector needs: its own classes and elements first, then those of the groups inside it. */
function requirementsOf(tokens: Selector[]): Requirements {
  const needs: Requirements = { classes: [], elements: [], formControl: false }
  const inside: Requirements[] = []
  for (const token of tokens) {
    if (token.type === SelectorType.Attribute && token.name === 'class' && token.action === AttributeAction.Element) needs.classes.push(token.value)
    else if (token.type === SelectorType.Tag) needs.elements.push(token.name)
    else if (token.type === SelectorType.PseudoElement && formControlPart.test(token.name)) needs.formControl = true
    // `:where(.space-y-2 > :not(:last-child))`, `:has(input)`: one selector, so what it
    // needs is on the page; of several (`:is(.a, .b)`), none is required.
    else if (token.type === SelectorType.Pseudo && matchesOneOf.has(token.name) && Array.isArray(token.data) && token.data.length === 1)
      inside.push(requirementsOf(token.data[0]!))
  }
  return {
    classes: [...needs.classes, ...inside.flatMap((group) => group.classes)],
    elements: [...needs.elements, ...inside.flatMap((group) => group.elements)],
    formControl: needs.formControl || inside.some((group) => group.formControl),
  }
}

/**
 * The classes and elements `selector` (one selector, not a list) needs, on the
 * element or elsewhere on the page; parsed by css-what, class names unescaped
 * as HTML writes them. A selector it cannot parse needs nothing (its rule stays).
 */
export function requirements(selector: string): Requirements {
  try {
    const [only, ...others] = parse(selector)
    if (only && others.length === 0) return requirementsOf(only)
  } catch {
    // Kept: better an unneeded rule inlined than a needed one lost.
  }
  return { classes: [], elements: [], formControl: false }
}

/** The classes (as the browser reads them, entities decoded) and element names of an HTML document. */
export function contentsOf(html: string): { classes: Set<string>; elements: Set<string> } {
  const classes = new Set<string>()
  const elements = new Set<string>()
  for (const element of parseHtml(html).querySelectorAll('*')) {
    elements.add(element.rawTagName.toLowerCase())
    for (const name of element.getAttribute('class')?.split(/\s+/) ?? []) if (name) classes.add(name)
  }
  return { classes, elements }
}

export const dropUnmatchedRules = (css: string, html: string): string => onText(css, (root) => dropUnmatchedRulesIn(root, html))

export function dropUnmatchedRulesIn(root: Root, html: string): void {
  const page = contentsOf(html)
  const hasFormControl = formControls.some((name) => page.elements.has(name))
  const canMatch = (selector: string) => {
    const needs = requirements(selector)
    return (
      needs.classes.every((name) => page.classes.has(name)) &&
      needs.elements.every((name) => page.elements.has(name)) &&
      (!needs.formControl || hasFormControl)
    )
  }
  root.walkRules((rule: Rule) => {
    // Keyframe steps (`from`, `50%`) are not selectors.
    if (rule.parent?.type === 'atrule' && /keyframes$/.test((rule.parent as AtRule).name)) return
    if (!rule.selectors.some(canMatch)) rule.remove()
  })
  removeEmptyBlocks(root)
}

export const dropSelectors = (css: string, unwanted: RegExp): string => onText(css, (root) => dropSelectorsIn(root, unwanted))

/** Drops the selectors `unwanted` matches, and the rules and blocks left with none. */
export function dropSelectorsIn(root: Root, unwanted: RegExp): void {
  root.walkRules((rule: Rule) => {
    const kept = rule.selectors.filter((selector) => !unwanted.test(selector))
    if (kept.length === 0) rule.remove()
    else if (kept.length < rule.selectors.length) rule.selectors = kept
  })
  removeEmptyBlocks(root)
}
