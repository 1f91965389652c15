import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router-dom'

import { Button } from '@/components/ui/Button'
import { FormField } from '@/components/ui/FormField'
import { toast } from '@/components/ui/toastStore'
import { useFormSubmit } from '@/components/ui/useFormSubmit'
import {
  PARENT_PIN_LENGTH,
  toBackendError,
  useRecoverWithPin,
} from '@/lib/backend'
import { accountsText } from '@/lib/i18n/accounts'
import { paths } from '@/lib/paths'

import { authErrorToast } from './authErrorToast'
import { pinRecoverySchema, type PinRecoveryValues } from './authSchemas'
import { EmailField } from './EmailField'
import { NewPasswordFields } from './NewPasswordFields'
import { recoveryFieldProblem } from './recoveryProblems'

/**
 * The device backend's way back in (decision 070): the account's e-mail and
 * its parent PIN, and the new password twice. The account, its children
 * and their rounds stay as they were; the parent is signed in and goes on
 * to "Who's playing?".
 */
export function PinRecoveryForm() {
  const { mutateAsync: recoverWithPin } = useRecoverWithPin()
  const navigate = useNavigate()
  const form = useForm<PinRecoveryValues>({
    resolver: zodResolver(pinRecoverySchema),
    defaultValues: { email: '', pin: '', password: '', confirm: '' },
  })
  const {
    register,
    formState: { errors, isSubmitting },
  } = form
  const onSubmit = useFormSubmit({
    form,
    action: ({ email, pin, password }: PinRecoveryValues) =>
      recoverWithPin({ email, pin, newPassword: password }),
    onSuccess: async () => {
      toast({
        title: accountsText('accounts.toast.passwordSaved'),
        description: accountsText('accounts.toast.passwordSavedBody'),
      })
      await navigate(paths.players.getHref())
    },
    fieldProblem: (error) => recoveryFieldProblem(toBackendError(error)),
    failureToast: (error) => authErrorToast(error, 'login'),
    what: 'A password reset with the PIN',
  })
  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="grid gap-4"
    >
      <EmailField
        registration={register('email')}
        error={errors.email?.message}
      />
      <FormField
        label={accountsText('accounts.forgot.pin')}
        error={errors.pin?.message}
        input={{
          ...register('pin'),
          type: 'password',
          inputMode: 'numeric',
          autoComplete: 'off',
          maxLength: PARENT_PIN_LENGTH,
          required: true,
        }}
      />
      <NewPasswordFields
        register={register}
        passwordError={errors.password?.message}
        confirmError={errors.confirm?.message}
      />
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting
          ? accountsText('accounts.wait')
          : accountsText('accounts.forgot.deviceSave')}
      </Button>
    </form>
  )
}
