/**
 * How a text field looks, shared by React Aria's fields (TextField.tsx) and
 * the plain ones that need no validation (the quiz's email box), so both look
 * alike. The focus ring is the site's own (renderer/styles.css); the border
 * turning brand-700 on focus is extra, chosen against the field's white (7.6:1).
 */
export const fieldLabelClasses = 'font-semibold text-ink'
export const fieldControlClasses =
  'mt-1 block w-full rounded-lg border-2 border-muted bg-surface px-3 py-2.5 text-base text-ink placeholder:text-muted focus:border-brand-700 data-[invalid]:border-warning-700'
