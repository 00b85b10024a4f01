import type { MessageDescriptor } from 'react-intl'

/** Every message descriptor inside a content record (objects with a string `id` and `defaultMessage`), once each. */
export function descriptorsIn(...records: unknown[]): MessageDescriptor[] {
  const found = new Map<string, MessageDescriptor>()
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit)
    if (!value || typeof value !== 'object') return
    const record = value as Record<string, unknown>
    if (typeof record.id === 'string' && typeof record.defaultMessage === 'string') {
      found.set(record.id, record as MessageDescriptor)
      return
    }
    Object.values(record).forEach(visit)
  }
  records.forEach(visit)
  return [...found.values()]
}

/** Words a reader sees in a message: ICU tags and {placeholders} are not words. */
export function wordsOf(text: string): number {
  const plain = text.replace(/<\/?[a-z][\w-]*>/gi, ' ').replace(/\{[^}]*\}/g, ' ')
  return plain.split(/\s+/).filter((word) => /[A-Za-z0-9]/.test(word)).length
}

/** The page's body copy in words (en-US source), leaving out its <title> and meta description. */
export function pageWords(descriptors: readonly MessageDescriptor[]): number {
  return descriptors
    .filter((d) => !/\.meta\.(title|description)$/.test(d.id ?? ''))
    .reduce((sum, d) => sum + wordsOf(String(d.defaultMessage ?? '')), 0)
}
