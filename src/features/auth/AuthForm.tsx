import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect } from 'react'
import { useForm, type Resolver } from 'react-hook-form'

import { Button } from '@/components/ui/Button'
import { USERNAME_MAX } from '@/lib/backend'
import { t } from '@/lib/i18n/accounts'
import { useOnlineStatus } from '@/lib/useOnlineStatus'

import { AUTH_OFFLINE_NOTICE_ID } from './AuthOfflineNotice'
import { loginSchema, signUpSchema, type AuthValues } from './authSchemas'
import { FormField } from './FormField'
import { suggestName } from './suggestName'
import { useAuthSubmit, type AuthMode } from './useAuthSubmit'

export type { AuthMode } from './useAuthSubmit'

type AuthFormProps = { mode: AuthMode; onNeedsLogin: () => void }

const NEXT_STEP_ID = 'auth-next-step'

/**
 * Email and password, plus a username when signing up (spec section 5). One
 * form for both modes: switching keeps what was typed, and so does a failed
 * submit, whose next step shows under the form.
 */
export function AuthForm({ mode, onNeedsLogin }: AuthFormProps) {
  const signingUp = mode === 'signup'
  const online = useOnlineStatus()
  const { onValid, onInvalid, nextStep, setNextStep } = useAuthSubmit(
    mode,
    onNeedsLogin,
  )
  const {
    register,
    handleSubmit,
    setValue,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<AuthValues>({
    // Login checks only email and password; the username is then ignored.
    resolver: (signingUp
      ? zodResolver(signUpSchema)
      : zodResolver(loginSchema)) as Resolver<AuthValues>,
    defaultValues: { username: '', email: '', password: '' },
    shouldFocusError: true,
  })

  // The other mode's rules apply from now on; what was typed stays.
  useEffect(() => {
    clearErrors()
    setNextStep(null)
  }, [mode, clearErrors, setNextStep])

  return (
    <form
      noValidate
      onSubmit={(event) => {
        // Offline the button is disabled; Enter in a field must wait too.
        if (!online) event.preventDefault()
        else void handleSubmit(onValid, onInvalid)(event)
      }}
      className="grid gap-4"
    >
      {signingUp ? (
        <FormField
          label={t('accounts.username')}
          hint={t('accounts.usernameHint')}
          invalid={Boolean(errors.username)}
          input={{
            ...register('username'),
            autoComplete: 'username',
            maxLength: USERNAME_MAX,
            required: true,
          }}
        >
          <Button
            variant="outline"
            size="sm"
            onClick={() =>
              setValue('username', suggestName(), { shouldDirty: true })
            }
          >
            {t('accounts.suggestName')}
          </Button>
        </FormField>
      ) : null}
      <FormField
        label={t('accounts.email')}
        invalid={Boolean(errors.email)}
        input={{
          ...register('email'),
          type: 'email',
          autoComplete: 'email',
          inputMode: 'email',
          required: true,
        }}
      />
      <FormField
        label={t('accounts.password')}
        hint={signingUp ? t('accounts.passwordHint') : undefined}
        invalid={Boolean(errors.password)}
        input={{
          ...register('password'),
          type: 'password',
          autoComplete: signingUp ? 'new-password' : 'current-password',
          minLength: 6,
          required: true,
        }}
      />
      {nextStep ? (
        <p id={NEXT_STEP_ID} className="rounded-xl bg-cream-200 p-3">
          {t(nextStep)}
        </p>
      ) : null}
      <Button
        type="submit"
        size="lg"
        disabled={isSubmitting || !online}
        aria-describedby={
          [
            online ? null : AUTH_OFFLINE_NOTICE_ID,
            nextStep ? NEXT_STEP_ID : null,
          ]
            .filter(Boolean)
            .join(' ') || undefined
        }
      >
        {isSubmitting
          ? t('accounts.wait')
          : signingUp
            ? t('accounts.signUp')
            : t('accounts.login')}
      </Button>
    </form>
  )
}
