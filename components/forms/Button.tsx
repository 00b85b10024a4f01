import type { ComponentProps } from 'react'
import { buttonClasses, type ButtonVariant } from './buttonClasses'

type Props = Omit<ComponentProps<'button'>, 'className'> & { variant?: ButtonVariant; className?: string }

/**
 * A native button that looks like `ButtonLink` (an action, not a link).
 * Disabled buttons are dimmed but keep their text contrast.
 *
 * It was React Aria Components' `Button`, whose press handling (`usePress`,
 * focus visibility, hover) came to ≈ 12 KB gzip of every page's island code
 * through the nav's toggle (docs/performance.md): a native button's click
 * already answers a mouse, a finger, Enter and Space, and the site styles none
 * of its `data-pressed`, `data-hovered` or `data-focus-visible`.
 */
export function Button({ variant = 'primary', className = '', type = 'button', ...props }: Props) {
  return (
    <button
      {...props}
      type={type}
      className={`${buttonClasses(variant)} cursor-pointer disabled:cursor-not-allowed disabled:border-muted disabled:bg-surface disabled:text-muted ${className}`}
    />
  )
}
