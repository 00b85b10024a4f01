import type { ReactNode } from 'react'

type Props = { id: string; title: ReactNode; body: ReactNode; actions: ReactNode }

/** The closing invitation of a page, on a dark band. */
export function CallToAction({ id, title, body, actions }: Props) {
  return (
    <section aria-labelledby={`${id}-title`} data-reveal="" className="bg-brand-700 text-white">
      <div className="mx-auto max-w-4xl px-4 py-14 text-center sm:py-16">
        <h2 id={`${id}-title`} className="text-3xl font-semibold sm:text-4xl">
          {title}
        </h2>
        <div className="mx-auto mt-4 max-w-2xl text-lg text-brand-50">{body}</div>
        <div className="mt-8 flex flex-wrap justify-center gap-3">{actions}</div>
      </div>
    </section>
  )
}
