import { type ComponentProps, type ReactNode, type Ref } from 'react'
import { FieldError } from 'react-aria-components/FieldError'
import { Input } from 'react-aria-components/Input'
import { Label } from 'react-aria-components/Label'
import { Text } from 'react-aria-components/Text'
import { TextArea } from 'react-aria-components/TextArea'
import { TextField as AriaTextField, type TextFieldProps as AriaTextFieldProps } from 'react-aria-components/TextField'
import { useHtmlId } from './useHtmlId'
import { fieldControlClasses as controlClasses, fieldLabelClasses } from './fieldClasses'

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
 * when invalid, its error message, all tied to the control.
 *
 * React Aria learns which of the hint and the error are in the page only once
 * it is mounted (`useSlotId`), so the prerendered control's `aria-describedby`
 * named both, present or not (an island stays prerendered until it is reached
 * for). The field gives them its own ids and the control names only those it
 * renders.
 */
export function TextField({ label, description, errorMessage, multiline = false, rows = 6, placeholder, className = '', inputRef, ...props }: Props) {
  const descriptionId = useHtmlId('hint')
  const errorId = useHtmlId('error')
  return (
    <AriaTextField {...props} className={`flex flex-col ${className}`}>
      {({ isInvalid }) => {
        const describedBy = [description ? descriptionId : '', isInvalid ? errorId : '', props['aria-describedby'] ?? '']
          .filter(Boolean)
          .join(' ')
        const described = { 'aria-describedby': describedBy || undefined }
        return (
          <>
            <Label className={fieldLabelClasses}>{label}</Label>
            {description && (
              <Text slot="description" id={descriptionId} className="text-sm text-muted">
                {description}
              </Text>
            )}
            {multiline ? (
              <TextArea
                ref={inputRef}
                rows={rows}
                placeholder={placeholder}
                className={`${controlClasses} resize-y`}
                render={(domProps) => textareaWithoutType({ ...domProps, ...described })}
              />
            ) : (
              <Input ref={inputRef} placeholder={placeholder} className={controlClasses} render={(domProps) => <input {...domProps} {...described} />} />
            )}
            <FieldError id={errorId} className="mt-1 text-sm font-semibold text-warning-800">
              {errorMessage}
            </FieldError>
          </>
        )
      }}
    </AriaTextField>
  )
}
