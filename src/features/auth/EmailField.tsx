import type { UseFormRegisterReturn } from 'react-hook-form'

import { FormField } from '@/components/ui/FormField'
import { accountsText } from '@/lib/i18n/accounts'

type EmailFieldProps = {
  registration: UseFormRegisterReturn
  error?: string
}

/** The parent's e-mail field, the same in every accounts form. */
export function EmailField({ registration, error }: EmailFieldProps) {
  return (
    <FormField
      label={accountsText('accounts.email')}
      error={error}
      input={{
        ...registration,
        type: 'email',
        autoComplete: 'email',
        inputMode: 'email',
        required: true,
      }}
    />
  )
}
