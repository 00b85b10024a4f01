import type { ComponentProps, ReactNode, Ref } from 'react'
import { FieldError } from 'react-aria-components/FieldError'
import { Input } from 'react-aria-components/Input'
import { Label } from 'react-aria-components/Label'
import { Text } from 'react-aria-components/Text'
import { TextArea } from 'react-aria-components/TextArea'
import { TextField as AriaTextField, type TextFieldProps as AriaTextFieldProps } from 'react-aria-components/TextField'

type Props = Omit<AriaTextFieldProps, 'children' | 'className'> & {
  /** The visible label. */
  label: ReactNode
  /** A hint under the label, tied to the field with aria-describedby. */
  description?: ReactNode
  /** Shown under the control while `isInvalid` (the form decides when). */
  errorMessage?: ReactNode
  /** A textarea instead of a one-line input. */
  multiline?: boolean
  rows?: number
  placeholder?: string
  className?: string
  inputRef?: Ref<HTMLInputElement & HTMLTextAreaElement>
}

const controlClasses =
  'mt-1 block w-full rounded-lg border-2 border-muted bg-white px-3 py-2.5 text-base text-ink placeholder:text-muted focus:border-brand-700 data-[invalid]:border-warning-700'

/**
 * React Aria's field learns that its control is a textarea only once it is in
 * the DOM, so the prerendered one would carry an input's `type="text"`, which
 * a textarea may not have (HTML; the Nu checker reports it).
 */
function textareaWithoutType({ type: _inputType, ...props }: ComponentProps<'textarea'> & { type?: string }) {
  return <textarea {...props} />
}

/**
 * A labelled text field (React Aria): label, optional hint, the control and,
 * when invalid, its error message, all tied to the control by React Aria.
 */
export function TextField({ label, description, errorMessage, multiline = false, rows = 6, placeholder, className = '', inputRef, ...props }: Props) {
  return (
    <AriaTextField {...props} className={`flex flex-col ${className}`}>
      <Label className="font-semibold text-ink">{label}</Label>
      {description && (
        <Text slot="description" className="text-sm text-muted">
          {description}
        </Text>
      )}
      {multiline ? (
        <TextArea ref={inputRef} rows={rows} placeholder={placeholder} className={`${controlClasses} resize-y`} render={textareaWithoutType} />
      ) : (
        <Input ref={inputRef} placeholder={placeholder} className={controlClasses} />
      )}
      <FieldError className="mt-1 text-sm font-semibold text-warning-800">{errorMessage}</FieldError>
    </AriaTextField>
  )
}
