import type { FormEvent } from 'react'
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
} from 'react-hook-form'

import {
  useFormSubmit,
  type FormSubmitOptions,
} from '@/components/ui/useFormSubmit'

import { familyErrorToast } from './familyErrorMessage'

type FamilyFormOptions<Values extends FieldValues, Result> = Omit<
  FormSubmitOptions<Values, Result>,
  'form' | 'failureToast'
> & {
  resolver: Resolver<Values>
  defaultValues: DefaultValues<Values>
  /** The toast for a failure about no field; the family's words by default. */
  failureToast?: FormSubmitOptions<Values, Result>['failureToast']
}

/**
 * A family form (PIN, password, consent, a child): its rules, its submit
 * through useFormSubmit, and `field(name)`, what a field component needs to
 * show its value and its problem.
 */
export function useFamilyForm<Values extends FieldValues, Result>({
  resolver,
  defaultValues,
  failureToast = familyErrorToast,
  ...submit
}: FamilyFormOptions<Values, Result>) {
  const form = useForm<Values>({ resolver, defaultValues })
  const onSubmit = useFormSubmit({ form, failureToast, ...submit })
  const { formState } = form
  const field = (name: Path<Values>) => ({
    error: form.getFieldState(name, formState).error?.message,
    input: form.register(name),
  })
  return {
    form,
    field,
    busy: formState.isSubmitting,
    onSubmit: (event: FormEvent) => void onSubmit(event),
  }
}
