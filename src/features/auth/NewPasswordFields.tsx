import type { UseFormRegister } from 'react-hook-form'

import { FormField } from '@/components/ui/FormField'
import { accountsText } from '@/lib/i18n/accounts'

type NewPasswordFieldsProps = {
  register: UseFormRegister<{ password: string; confirm: string }>
  passwordError?: string
  confirmError?: string
}

/** The new password, typed twice (sign-up's rule: at least 6 characters). */
export function NewPasswordFields({
  register,
  passwordError,
  confirmError,
}: NewPasswordFieldsProps) {
  const password = {
    type: 'password',
    autoComplete: 'new-password',
    minLength: 6,
    required: true,
  } as const
  return (
    <>
      <FormField
        label={accountsText('accounts.newPassword.password')}
        hint={accountsText('accounts.passwordHint')}
        error={passwordError}
        input={{ ...register('password'), ...password }}
      />
      <FormField
        label={accountsText('accounts.newPassword.confirm')}
        error={confirmError}
        input={{ ...register('confirm'), ...password }}
      />
    </>
  )
}
