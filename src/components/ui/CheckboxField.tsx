import { useId, type ComponentProps, type ReactNode } from 'react'

import { FieldError } from './FieldError'

type CheckboxFieldProps = {
  label: ReactNode
  /** Shown under the label and read as the box's description. */
  hint?: ReactNode
  /** What is missing, shown under the box and read first with it. */
  error?: string
  input: Omit<ComponentProps<'input'>, 'type'>
}

/**
 * A checkbox with its label beside it. The whole row is the label, so a tap
 * anywhere on it (at least 48 px high) ticks the box.
 */
export function CheckboxField({
  label,
  hint,
  error,
  input,
}: CheckboxFieldProps) {
  const id = useId()
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const describedBy =
    [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') ||
    undefined
  return (
    <div className="grid gap-1">
      <label
        htmlFor={id}
        className="flex min-h-12 cursor-pointer items-center gap-3 font-bold text-ink"
      >
        <input
          id={id}
          type="checkbox"
          aria-invalid={Boolean(error) || undefined}
          aria-describedby={describedBy}
          className="size-6 shrink-0 cursor-pointer accent-maroon-700 aria-invalid:outline-2 aria-invalid:outline-offset-2 aria-invalid:outline-red-700"
          {...input}
        />
        <span>{label}</span>
      </label>
      <FieldError id={errorId} message={error} className="pl-9" />
      {hint ? (
        <p id={hintId} className="pl-9 text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
    </div>
  )
}
