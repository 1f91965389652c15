import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'

import { Mail } from '@/components/icons'
import { Button } from '@/components/ui/Button'
import { useFormSubmit } from '@/components/ui/useFormSubmit'
import { useRequestPasswordReset } from '@/lib/backend'
import { accountsText } from '@/lib/i18n/accounts'
import { paths } from '@/lib/paths'
import { useOnlineStatus } from '@/lib/useOnlineStatus'

import { authErrorToast } from './authErrorToast'
import { AUTH_OFFLINE_NOTICE_ID } from './AuthOfflineNotice'
import { forgotSchema, type ForgotValues } from './authSchemas'
import { EmailField } from './EmailField'

/**
 * "Forgot your password?" with a Supabase project (decision 070): the
 * account's e-mail, then the reset e-mail, whose link comes back to the
 * new-password page in the edition shown. Whether the address has an
 * account is not said. Also where an expired link offers a new one.
 */
export function ForgotPasswordForm() {
  const online = useOnlineStatus()
  const { mutateAsync: requestReset } = useRequestPasswordReset()
  const [sentTo, setSentTo] = useState<string | null>(null)
  const form = useForm<ForgotValues>({
    resolver: zodResolver(forgotSchema),
    defaultValues: { email: '' },
  })
  const {
    register,
    formState: { errors, isSubmitting },
  } = form
  const onSubmit = useFormSubmit({
    form,
    action: async ({ email }: ForgotValues) => {
      await requestReset({ email, returnPath: paths.newPassword.getHref() })
      return email
    },
    onSuccess: (email) => setSentTo(email),
    failureToast: (error) => authErrorToast(error, 'login'),
    what: 'A password reset e-mail',
  })

  if (sentTo) {
    return (
      <div role="status" className="grid gap-3 rounded-xl bg-cream-200 p-4">
        <p className="flex items-center gap-2 font-bold">
          <Mail aria-hidden="true" className="size-5 shrink-0" />
          {accountsText('accounts.forgot.sentTitle')}
        </p>
        <p>{accountsText('accounts.forgot.sentBody', { email: sentTo })}</p>
        <Button
          variant="outline"
          size="sm"
          className="justify-self-start"
          onClick={() => setSentTo(null)}
        >
          {accountsText('accounts.forgot.sendAgain')}
        </Button>
      </div>
    )
  }
  return (
    <form
      noValidate
      onSubmit={(event) => {
        if (!online) event.preventDefault()
        else void onSubmit(event)
      }}
      className="grid gap-4"
    >
      <EmailField
        registration={register('email')}
        error={errors.email?.message}
      />
      <Button
        type="submit"
        size="lg"
        disabled={isSubmitting || !online}
        aria-describedby={online ? undefined : AUTH_OFFLINE_NOTICE_ID}
      >
        {isSubmitting
          ? accountsText('accounts.wait')
          : accountsText('accounts.forgot.send')}
      </Button>
    </form>
  )
}
