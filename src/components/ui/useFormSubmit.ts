import type { BaseSyntheticEvent } from 'react'
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'

import { toast, type ToastInput } from './toastStore'

/** A failure that is about one field: where to say it, and what. */
export type FieldProblem<Values extends FieldValues> = {
  field: Path<Values>
  message: string
}

export type FormSubmitOptions<Values extends FieldValues, Result> = {
  form: Pick<UseFormReturn<Values>, 'handleSubmit' | 'setError'>
  /** The change itself (a named mutation); it throws when refused. */
  action: (values: Values) => Promise<Result>
  onSuccess?: (result: Result, values: Values) => void | Promise<void>
  /** The field a failure is about, or null when it is about none. */
  fieldProblem?: (error: unknown) => FieldProblem<Values> | null
  /** The toast for a failure that is about no field (refused, offline). */
  failureToast: (error: unknown) => ToastInput
  /** After any failure, once it has been shown (a next step, a relock). */
  onFailure?: (error: unknown) => void
  /** Names the failure in the console. */
  what: string
}

/**
 * One way for every form to submit (decision 054): the form's own rules
 * first (react-hook-form shows each problem at its field and focuses the
 * first); then the action. A failure about a field is said at that field,
 * which takes focus; any other failure is a toast. What was typed stays
 * either way: only `onSuccess` may reset the form.
 */
export function useFormSubmit<Values extends FieldValues, Result>({
  form,
  action,
  onSuccess,
  fieldProblem,
  failureToast,
  onFailure,
  what,
}: FormSubmitOptions<Values, Result>) {
  const onValid = async (values: Values) => {
    let result: Result
    try {
      result = await action(values)
    } catch (error) {
      console.warn(`${what} failed:`, error)
      const problem = fieldProblem?.(error) ?? null
      if (problem) {
        form.setError(
          problem.field,
          { type: 'server', message: problem.message },
          { shouldFocus: true },
        )
      } else {
        toast(failureToast(error))
      }
      onFailure?.(error)
      return
    }
    await onSuccess?.(result, values)
  }
  return (event?: BaseSyntheticEvent) => form.handleSubmit(onValid)(event)
}
