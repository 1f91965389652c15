import { useId, type ComponentProps, type ReactNode } from 'react'

import { FieldError } from './FieldError'

type FormFieldProps = {
  label: string
  hint?: string
  /** What is wrong with the value, shown under the field and read with it. */
  error?: string
  /** Marks the field wrong without a message of its own. */
  invalid?: boolean
  /** Reads the problem out as it appears (see FieldError). */
  announce?: boolean
  input: ComponentProps<'input'>
  /** Extra controls beside the input (the name suggester). */
  children?: ReactNode
}

/**
 * A labelled input with an optional hint. A problem is said under the field,
 * which is marked `aria-invalid` and described by the message (then the hint).
 */
export function FormField({
  label,
  hint,
  error,
  invalid = false,
  announce = false,
  input,
  children,
}: FormFieldProps) {
  const id = useId()
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const describedBy =
    [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') ||
    undefined
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="font-bold text-ink">
        {label}
      </label>
      <div className="flex flex-wrap items-center gap-2">
        <input
          id={id}
          aria-invalid={invalid || Boolean(error) || undefined}
          aria-describedby={describedBy}
          className="min-h-touch w-full min-w-0 flex-1 rounded-xl border-2 border-cream-300 bg-white px-4 text-lg text-ink aria-invalid:border-red-700"
          {...input}
        />
        {children}
      </div>
      <FieldError id={errorId} message={error} announce={announce} />
      {hint ? (
        <p id={hintId} className="text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
    </div>
  )
}
