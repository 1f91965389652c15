import { useId, type ComponentProps, type ReactNode } from 'react'

type FormFieldProps = {
  label: string
  hint?: string
  invalid: boolean
  input: ComponentProps<'input'>
  /** Extra controls beside the input (the name suggester). */
  children?: ReactNode
}

/** A labelled input with an optional hint; problems are announced by toast. */
export function FormField({
  label,
  hint,
  invalid,
  input,
  children,
}: FormFieldProps) {
  const id = useId()
  const hintId = `${id}-hint`
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="font-bold text-ink">
        {label}
      </label>
      <div className="flex flex-wrap items-center gap-2">
        <input
          id={id}
          aria-invalid={invalid || undefined}
          aria-describedby={hint ? hintId : undefined}
          className="min-h-touch w-full min-w-0 flex-1 rounded-xl border-2 border-cream-300 bg-white px-4 text-lg text-ink aria-invalid:border-red-700"
          {...input}
        />
        {children}
      </div>
      {hint ? (
        <p id={hintId} className="text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
    </div>
  )
}
