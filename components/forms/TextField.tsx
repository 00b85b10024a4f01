import { useRef, type ComponentProps, type ReactNode, type Ref } from 'react'
import { useTextField, type AriaTextFieldOptions } from 'react-aria/useTextField'
import { useHtmlId } from '../shell/useHtmlId'
import { fieldControlClasses as controlClasses, fieldLabelClasses } from './fieldClasses'

type Props = Omit<AriaTextFieldOptions<'input'>, 'label' | 'description' | 'errorMessage' | 'inputElementType' | 'validate' | 'validationBehavior'> & {
  /** The control's id, which the label and the form's error summary point to. */
  id: string
  /** The visible label. */
  label: ReactNode
  /** A hint under the label, tied to the field with aria-describedby. */
  description?: ReactNode
  /** Shown under the control while `isInvalid` (the form decides when: on Send). */
  errorMessage?: ReactNode
  /** A textarea instead of a one-line input. */
  multiline?: boolean
  rows?: number
  className?: string
}

/**
 * The hook's props for a textarea, less the input's `type` and `pattern`, which
 * a textarea may not have (HTML; the Nu checker reports them). They are typed
 * for an <input>; its handlers read only the control's `value`, which both have.
 */
function Textarea({ type: _type, pattern: _pattern, ...props }: Omit<ComponentProps<'input'>, 'ref'> & { ref: Ref<HTMLTextAreaElement>; rows: number }) {
  return <textarea {...(props as ComponentProps<'textarea'>)} />
}

/**
 * A labelled text field: label, optional hint, the control and, when invalid,
 * its error message, all tied to the control. React Aria's `useTextField`
 * makes the field (the label's `for`, `aria-invalid`, the value, a form reset);
 * the form decides when a field is invalid, on Send (pages/contact/validation.ts).
 *
 * The hook, not React Aria Components' `TextField`, `Input`, `Label`,
 * `FieldError` and `Form`: those came to 3.6 KB gzip more of the contact
 * page's island code (render props, slots, hover and focus-ring state the site
 * styles none of), which took it past issue 47's 95 KB (docs/performance.md).
 *
 * React Aria learns which of the hint and the error are in the page only once
 * it is mounted (`useSlotId`), so the prerendered control's `aria-describedby`
 * would name both, present or not (an island stays prerendered until it is
 * reached for). The field gives them its own ids and the control names only
 * those it renders.
 */
export function TextField({ label, description, errorMessage, multiline = false, rows = 6, className = '', ...props }: Props) {
  const control = useRef<HTMLInputElement & HTMLTextAreaElement>(null)
  const descriptionId = useHtmlId('hint')
  const errorId = useHtmlId('error')
  const isInvalid = props.isInvalid ?? false
  // Typed as JSX's <input> props, which name a `ref` the hook never returns.
  const { labelProps, inputProps: { ref: _noRef, ...inputProps } } = useTextField({ ...props, label, validationBehavior: 'aria' }, control)
  const describedBy = [description ? descriptionId : '', isInvalid && errorMessage ? errorId : '', props['aria-describedby'] ?? ''].filter(Boolean).join(' ')
  const controlProps = { ...inputProps, 'aria-describedby': describedBy || undefined, 'data-invalid': isInvalid || undefined }
  return (
    <div className={`flex flex-col ${className}`}>
      <label {...labelProps} className={fieldLabelClasses}>
        {label}
      </label>
      {description && (
        <span id={descriptionId} className="text-sm text-muted">
          {description}
        </span>
      )}
      {multiline ? (
        <Textarea ref={control} rows={rows} {...controlProps} className={`${controlClasses} resize-y`} />
      ) : (
        <input ref={control} {...controlProps} className={controlClasses} />
      )}
      {isInvalid && errorMessage && (
        <span id={errorId} className="mt-1 text-sm font-semibold text-warning-800">
          {errorMessage}
        </span>
      )}
    </div>
  )
}
