import type { ComponentProps } from 'react'

import { FormField } from '@/components/ui/FormField'
import { PARENT_PIN_LENGTH } from '@/lib/backend'

type PinFieldProps = {
  label: string
  hint?: string
  /** What is wrong with the PIN typed, said under the field. */
  error?: string
  /** Reads the problem out as it appears (the PIN prompt). */
  announce?: boolean
  input: ComponentProps<'input'>
}

/** A 4-digit PIN: the number pad on phones and tablets, the digits hidden. */
export function PinField({
  label,
  hint,
  error,
  announce,
  input,
}: PinFieldProps) {
  return (
    <FormField
      label={label}
      hint={hint}
      error={error}
      announce={announce}
      input={{
        type: 'password',
        inputMode: 'numeric',
        autoComplete: 'off',
        pattern: '[0-9]*',
        maxLength: PARENT_PIN_LENGTH,
        required: true,
        ...input,
      }}
    />
  )
}
