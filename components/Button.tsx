import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components/Button'
import { buttonClasses, type ButtonVariant } from './ButtonLink'

type Props = Omit<AriaButtonProps, 'className'> & { variant?: ButtonVariant; className?: string }

/**
 * A React Aria button that looks like `ButtonLink` (an action, not a link).
 * Disabled buttons are dimmed but keep their text contrast.
 */
export function Button({ variant = 'primary', className = '', ...props }: Props) {
  return (
    <AriaButton
      {...props}
      className={`${buttonClasses(variant)} cursor-pointer disabled:cursor-not-allowed disabled:border-muted disabled:bg-white disabled:text-muted ${className}`}
    />
  )
}
