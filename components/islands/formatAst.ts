import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser'

/**
 * Formats a compiled message (its AST) as formatjs's `intl-messageformat`
 * does, for the browser's subset of react-intl (react-intl.browser.tsx):
 * text, arguments, numbers, plurals, selects and rich-text tags. Dates and
 * times are formatted on the server (docs/islands.md), so they are not here.
 * The same results, part for part: tests/react-intl-browser.test.ts compares
 * every message in every catalogue with react-intl's.
 */

/** formatjs's element types (`TYPE`; the browser build aliases its parser package to a stub). */
const Type = { literal: 0, argument: 1, number: 2, date: 3, time: 4, select: 5, plural: 6, pound: 7, tag: 8 } as const

type Part = { literal: boolean; value: unknown }
export type FormatValues = Record<string, unknown>

// intl-messageformat's named number formats.
const numberStyles: Record<string, Intl.NumberFormatOptions> = { integer: { maximumFractionDigits: 0 }, currency: { style: 'currency' }, percent: { style: 'percent' } }

const cache = new Map<string, Intl.NumberFormat | Intl.PluralRules>()
function cached<T extends Intl.NumberFormat | Intl.PluralRules>(key: string, create: () => T): T {
  if (!cache.has(key)) cache.set(key, create())
  return cache.get(key) as T
}
const numberFormat = (locale: string, options?: Intl.NumberFormatOptions) => cached(`n${locale}${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options))
const pluralRules = (locale: string, type: Intl.PluralRuleType) => cached(`p${locale}${type}`, () => new Intl.PluralRules(locale, { type }))

/** Adjacent literal parts as one. */
function mergeLiterals(parts: Part[]): Part[] {
  const merged: Part[] = []
  for (const part of parts) {
    const last = merged.at(-1)
    if (last?.literal && part.literal) last.value = `${last.value as string}${part.value as string}`
    else merged.push({ ...part })
  }
  return merged
}

const own = <T>(options: Record<string, T>, key: string): T | undefined => (Object.hasOwn(options, key) ? options[key] : undefined)

function formatToParts(elements: MessageFormatElement[], locale: string, values: FormatValues, poundValue?: number): Part[] {
  const first = elements[0]
  if (elements.length === 1 && first?.type === Type.literal) return [{ literal: true, value: first.value }]
  const parts: Part[] = []
  for (const element of elements) {
    if (element.type === Type.literal) {
      parts.push({ literal: true, value: element.value })
      continue
    }
    if (element.type === Type.pound) {
      if (typeof poundValue === 'number') parts.push({ literal: true, value: numberFormat(locale).format(poundValue) })
      continue
    }
    const name = element.value
    if (!(name in values)) throw new Error(`The intl string context variable "${name}" was not provided`)
    const value = values[name]
    switch (element.type as number) {
      case Type.argument: {
        const text = typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint' ? String(value) : value || ''
        parts.push({ literal: typeof text === 'string', value: text })
        break
      }
      case Type.number: {
        const { style } = element as { style?: string | { parsedOptions: Intl.NumberFormatOptions & { scale?: number } } | null }
        const skeleton = typeof style === 'string' ? undefined : (style?.parsedOptions ?? undefined)
        const options = typeof style === 'string' ? numberStyles[style] : skeleton
        const scale = skeleton?.scale ?? 1
        parts.push({ literal: true, value: numberFormat(locale, options).format((value as number) * scale) })
        break
      }
      case Type.tag: {
        if (typeof value !== 'function') throw new Error(`Value for "${name}" must be of type function`)
        const chunks: unknown = (value as (chunks: unknown[]) => unknown)(formatToParts((element as { children: MessageFormatElement[] }).children, locale, values, poundValue).map((part) => part.value))
        for (const chunk of Array.isArray(chunks) ? chunks : [chunks]) parts.push({ literal: typeof chunk === 'string', value: chunk })
        break
      }
      case Type.select: {
        const { options } = element as { options: Record<string, { value: MessageFormatElement[] }> }
        const option = own(options, String(value)) ?? options.other
        if (!option) throw new Error(`Invalid values for "${name}": "${String(value)}"`)
        parts.push(...formatToParts(option.value, locale, values))
        break
      }
      case Type.plural: {
        const { options, offset, pluralType } = element as { options: Record<string, { value: MessageFormatElement[] }>; offset: number; pluralType: Intl.PluralRuleType }
        const count = Number(value) - (offset || 0)
        const option = own(options, `=${String(value)}`) ?? own(options, pluralRules(locale, pluralType).select(count)) ?? options.other
        if (!option) throw new Error(`Invalid values for "${name}": "${String(value)}"`)
        parts.push(...formatToParts(option.value, locale, values, count))
        break
      }
      default:
        throw new Error(`"${name}": dates and times are formatted on the server, not in an island (docs/islands.md)`)
    }
  }
  return mergeLiterals(parts)
}

/** A message's text, or its parts (strings and whatever the values' tags returned) when it has rich text. */
export function formatAst(elements: MessageFormatElement[], locale: string, values: FormatValues = {}): unknown {
  const parts = formatToParts(elements, locale, values)
  if (parts.length === 1) return parts[0]!.value
  const result: unknown[] = []
  for (const part of parts) {
    const last = result.length - 1
    if (part.literal && typeof result[last] === 'string') result[last] = `${result[last] as string}${part.value as string}`
    else result.push(part.value)
  }
  return result.length <= 1 ? (result[0] ?? '') : result
}
