import { useState } from 'react'
import { ChevronDown } from 'lucide'
import { Icon } from './Icon'
import { DisclosureGroup } from 'react-aria-components/DisclosureGroup'
import { Disclosure, DisclosurePanel } from 'react-aria-components/Disclosure'
import { Button } from 'react-aria-components/Button'
import { Heading } from 'react-aria-components/Heading'
import { defineIsland, type SlotHtml } from './islands/defineIsland'
import { Slot } from './islands/Slot'
import { useHydrated } from './islands/useHydrated'

export type AccordionProps = { items: { id: string; question: string }[]; headingLevel: 2 | 3 | 4; slots?: SlotHtml }

const itemClasses = 'group rounded-2xl border border-brand-100 bg-white shadow-sm'
const triggerClasses =
  'flex min-h-11 w-full items-center justify-between gap-4 rounded-2xl px-5 py-4 text-left text-lg font-semibold text-brand-800'
const chevronClasses =
  'size-5 shrink-0 text-brand-700 transition-transform motion-reduce:transition-none in-aria-expanded:rotate-180'
const answerClasses = 'prose-copy px-5 pb-5 text-muted'

/**
 * Questions and answers of which one at a time is open (React Aria
 * DisclosureGroup): each question is a heading wrapping its button. The
 * answers are slots: prerendered with the page, never shipped as code.
 *
 * The prerendered HTML holds every answer, shown only when scripting is off
 * (React Aria would render closed panels with `hidden` and `aria-hidden`, which
 * the stylesheet cannot undo). With scripts, each question is already a button
 * there, so the visitor can reach it: React loads as she does, the interactive
 * accordion replaces it, and focus and a press made meanwhile carry over by
 * `data-replay-key` (islands/schedule.ts). Closed answers carry
 * `hidden="until-found"` before hydration as after it, so find-in-page
 * opens them in Chromium.
 */
function AccordionGroup({ items, headingLevel, slots = {} }: AccordionProps) {
  const hydrated = useHydrated()
  const H = `h${headingLevel}` as const

  if (!hydrated) {
    return (
      <div className="space-y-3 [overflow-anchor:none]" data-accordion="">
        {items.map((item) => (
          <div key={item.id} className={itemClasses}>
            <H id={item.id} className="font-serif">
              <button type="button" aria-expanded="false" data-replay-key={item.id} className={`${triggerClasses} cursor-pointer hover:bg-brand-50 noscript:hidden`}>
                {item.question}
                <Icon node={ChevronDown} className={chevronClasses} />
              </button>
              <span className={`${triggerClasses} hidden noscript:flex`}>{item.question}</span>
            </H>
            {/* Folded with scripts, as after hydration, yet found by find-in-page (islands/schedule.ts). */}
            <div data-folded={item.id}>
              <Slot name={item.id} html={slots[item.id]} className={answerClasses} />
            </div>
          </div>
        ))}
      </div>
    )
  }

  return <LiveAccordion items={items} headingLevel={headingLevel} slots={slots} />
}

/**
 * The question open as the accordion goes live: one pressed before (the
 * prerendered question answers by itself, islands/schedule.ts), else the one
 * a link to /faqs#<id> names.
 */
function openAtStart(items: AccordionProps['items']): string[] {
  const pressed = items.find((item) => document.querySelector(`[data-replay-key="${CSS.escape(item.id)}"]`)?.getAttribute('aria-expanded') === 'true')
  const hash = decodeURIComponent(window.location.hash.slice(1))
  const linked = items.find((item) => item.id === hash)
  const open = pressed ?? linked
  return open ? [open.id] : []
}

function LiveAccordion({ items, headingLevel, slots = {} }: AccordionProps) {
  // Read once, from the prerendered questions still in the page, as the group mounts.
  const [initiallyOpen] = useState(() => openAtStart(items))

  return (
    <DisclosureGroup className="space-y-3 [overflow-anchor:none]" defaultExpandedKeys={initiallyOpen} data-accordion="">
      {items.map((item) => (
        <Disclosure key={item.id} id={item.id} className={itemClasses}>
          <Heading level={headingLevel} id={item.id} className="font-serif">
            <Button slot="trigger" data-replay-key={item.id} className={`${triggerClasses} cursor-pointer hover:bg-brand-50`}>
              {item.question}
              <Icon node={ChevronDown} className={chevronClasses} />
            </Button>
          </Heading>
          {/* No padding on the panel itself: a closed `until-found` panel keeps its box. */}
          <DisclosurePanel>
            <Slot name={item.id} html={slots[item.id]} className={answerClasses} />
          </DisclosurePanel>
        </Disclosure>
      ))}
    </DisclosureGroup>
  )
}

/** The questions travel as props (they are short); the answers stay in the page. */
export default defineIsland({ name: 'Accordion', Component: AccordionGroup, scopes: [], hydrate: 'interaction' })
