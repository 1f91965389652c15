import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router-dom'

import { Button } from '@/components/ui/Button'
import { toast } from '@/components/ui/toastStore'
import { useFormSubmit } from '@/components/ui/useFormSubmit'
import { toBackendError, useSetNewPassword } from '@/lib/backend'
import { accountsText } from '@/lib/i18n/accounts'
import { paths } from '@/lib/paths'
import { useOnlineStatus } from '@/lib/useOnlineStatus'

import { authErrorToast } from './authErrorToast'
import { AUTH_OFFLINE_NOTICE_ID } from './AuthOfflineNotice'
import { newPasswordSchema, type NewPasswordValues } from './authSchemas'
import { NewPasswordFields } from './NewPasswordFields'

type NewPasswordFormProps = {
  /** The recovery is gone (the link's session ended): offer a new link. */
  onExpired: () => void
}

/**
 * The new password, twice, once the reset link has signed the parent in
 * (decision 070); saved, the parent goes on to "Who's playing?".
 */
export function NewPasswordForm({ onExpired }: NewPasswordFormProps) {
  const online = useOnlineStatus()
  const { mutateAsync: setNewPassword } = useSetNewPassword()
  const navigate = useNavigate()
  const form = useForm<NewPasswordValues>({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { password: '', confirm: '' },
  })
  const {
    register,
    formState: { errors, isSubmitting },
  } = form
  const onSubmit = useFormSubmit({
    form,
    action: ({ password }: NewPasswordValues) => setNewPassword(password),
    onSuccess: async () => {
      toast({
        title: accountsText('accounts.toast.passwordSaved'),
        description: accountsText('accounts.toast.passwordSavedBody'),
      })
      await navigate(paths.players.getHref())
    },
    fieldProblem: (error) => {
      const { kind, message } = toBackendError(error)
      return kind === 'invalid-input'
        ? {
            field: 'password',
            message: message || accountsText('accounts.invalid.password'),
          }
        : null
    },
    failureToast: (error) => authErrorToast(error, 'login'),
    onFailure: (error) => {
      const { kind } = toBackendError(error)
      if (kind === 'invalid-credentials' || kind === 'link-expired') onExpired()
    },
    what: 'A new password',
  })
  return (
    <form
      noValidate
      onSubmit={(event) => {
        if (!online) event.preventDefault()
        else void onSubmit(event)
      }}
      className="grid gap-4"
    >
      <NewPasswordFields
        register={register}
        passwordError={errors.password?.message}
        confirmError={errors.confirm?.message}
      />
      <Button
        type="submit"
        size="lg"
        disabled={isSubmitting || !online}
        aria-describedby={online ? undefined : AUTH_OFFLINE_NOTICE_ID}
      >
        {isSubmitting
          ? accountsText('accounts.wait')
          : accountsText('accounts.newPassword.save')}
      </Button>
    </form>
  )
}
