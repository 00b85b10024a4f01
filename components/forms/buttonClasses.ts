const variants = {
  primary: 'bg-brand-700 text-on-brand hover:bg-brand-800 border-brand-700',
  secondary: 'bg-surface text-brand-800 hover:bg-brand-50 border-brand-700',
  onDark: 'bg-on-band text-band-deep hover:bg-on-band-muted border-on-band',
} as const

export type ButtonVariant = keyof typeof variants

/** The look `Button` (an action) and `ButtonLink` (a link) share; a module of its own, so a button's island does not carry the link's code. */
export const buttonClasses = (variant: ButtonVariant = 'primary') =>
  `inline-flex min-h-11 items-center justify-center gap-2 rounded-full border-2 px-6 py-2.5 text-base font-semibold no-underline transition-colors ${variants[variant]}`
