import { useRef, useState } from 'react'
import { ChevronDown } from 'lucide'
import { useButton } from 'react-aria/useButton'
import { useDisclosure } from 'react-aria/useDisclosure'
import { useDisclosureGroupState, type DisclosureGroupState } from 'react-stately/useDisclosureGroupState'
import { useDisclosureState } from 'react-stately/useDisclosureState'
import { Icon } from '../shell/Icon'
import { defineIsland, type SlotHtml } from '../islands/defineIsland'
import { Slot } from '../islands/Slot'
import { useHydrated } from '../islands/useHydrated'

export type AccordionProps = { items: { id: string; question: string }[]; headingLevel: 2 | 3 | 4; slots?: SlotHtml }
type Item = AccordionProps['items'][number]

const itemClasses = 'rounded-2xl border border-brand-100 bg-surface shadow-sm'
const triggerClasses =
  'flex min-h-11 w-full items-center justify-between gap-4 rounded-2xl px-5 py-4 text-left text-lg font-semibold text-brand-800'
const chevronClasses =
  'size-5 shrink-0 text-brand-700 transition-transform motion-reduce:transition-none in-aria-expanded:rotate-180'
const answerClasses = 'prose-copy px-5 pb-5 text-muted'

/**
 * Questions and answers of which one at a time is open (React Aria's
 * useDisclosureGroupState, useDisclosure and useButton): each question is a
 * heading wrapping its button, which controls its labelled answer. The
 * answers are slots: prerendered with the page, never shipped as code.
 *
 * The prerendered HTML is the live accordion's own markup, so React hydrates
 * it in place: the heading, button and panel a screen reader already holds
 * stay the same nodes (a node replaced under its cursor reads "invalid
 * grayed"; issue 31). Without scripts the buttons are hidden and every
 * answer shows under a plain copy of its question; with scripts, before
 * hydration, the first script folds the answers (`hidden="until-found"`, so
 * find-in-page opens them) and a question answers a press by itself
 * (islands/schedule.ts); the accordion adopts what is open as it hydrates.
 */
function AccordionGroup({ items, headingLevel, slots = {} }: AccordionProps) {
  // Read once, as the page's HTML stands when React takes it over.
  const [initiallyOpen] = useState(() => (typeof document === 'undefined' ? [] : openAtStart(items)))
  const group = useDisclosureGroupState({ defaultExpandedKeys: initiallyOpen })
  return (
    <div className="space-y-3 [overflow-anchor:none]" data-accordion="">
      {items.map((item) => (
        <Question key={item.id} item={item} group={group} headingLevel={headingLevel} answer={slots[item.id]} />
      ))}
    </div>
  )
}

/**
 * The question open as React takes the accordion over: the one the first
 * script opened (a press before hydration, or a link to /faqs#<id>;
 * islands/schedule.ts). Taken from the page, so the first render matches it.
 */
function openAtStart(items: Item[]): string[] {
  const open = items.find((item) => document.querySelector(`[data-replay-key="${CSS.escape(item.id)}"]`)?.getAttribute('aria-expanded') === 'true')
  return open ? [open.id] : []
}

type QuestionProps = { item: Item; group: DisclosureGroupState; headingLevel: AccordionProps['headingLevel']; answer: string | undefined }

function Question({ item, group, headingLevel, answer }: QuestionProps) {
  const hydrated = useHydrated()
  const H = `h${headingLevel}` as const
  const isExpanded = group.expandedKeys.has(item.id)
  const state = useDisclosureState({ isExpanded, onExpandedChange: () => group.toggleKey(item.id) })
  const panelRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const { buttonProps: disclosureButton, panelProps } = useDisclosure({ isExpanded }, state, panelRef)
  const { buttonProps } = useButton(disclosureButton, buttonRef)

  return (
    <div className={itemClasses}>
      {/* h2 and h3 are serif in the base styles already (renderer/styles.css); h4 is not. */}
      <H id={item.id} className={H === 'h4' ? 'font-serif' : undefined}>
        <button
          {...buttonProps}
          ref={buttonRef}
          className={`${triggerClasses} cursor-pointer hover:bg-brand-50 plain:hidden`}
          data-replay-key={item.id}
        >
          {item.question}
          <Icon node={ChevronDown} className={chevronClasses} />
        </button>
        {/* Without scripts the button could never work: the question shows as words instead. */}
        <span className={`${triggerClasses} hidden plain:flex`}>{item.question}</span>
      </H>
      {/* No padding on the panel itself: a closed `until-found` panel keeps its box.
          `hidden` is never rendered: the answer shows without scripts; with them
          the first script folds it, and React Aria once live. Until then it is
          `data-folded` (islands/schedule.ts, styles.css). */}
      <div
        {...panelProps}
        ref={panelRef}
        hidden={undefined}
        aria-hidden={hydrated ? panelProps['aria-hidden'] : undefined}
        data-folded={hydrated ? undefined : item.id}
      >
        <Slot name={item.id} html={answer} className={answerClasses} />
      </div>
    </div>
  )
}

/** The questions and the answers stay in the page: each question is read back from its button (its words, and its id in `data-replay-key`). */
export default defineIsland({
  name: 'Accordion',
  Component: AccordionGroup,
  scopes: [],
  hydrate: 'interaction',
  fromMarkup: {
    items: (root) =>
      Array.from(root.querySelectorAll<HTMLElement>('[data-accordion] [data-replay-key]'), (button) => ({ id: button.dataset.replayKey ?? '', question: button.firstChild?.textContent ?? '' })),
  },
})
