import type { ReactNode } from 'react'
import accordion, { type AccordionProps } from './Accordion.island'
import { Island } from '../islands/Island'

export type AccordionItem = { id: string; question: string; answer: ReactNode }

/** Questions and answers, one open at a time (see Accordion.island.tsx). */
export function Accordion({ items, headingLevel }: { items: AccordionItem[]; headingLevel: AccordionProps['headingLevel'] }) {
  return (
    <Island
      of={accordion}
      props={{ headingLevel, items: items.map(({ id, question }) => ({ id, question })) }}
      slots={Object.fromEntries(items.map((item) => [item.id, item.answer]))}
    />
  )
}
