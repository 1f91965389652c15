import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect } from 'react'
import { useForm, type Resolver } from 'react-hook-form'
import { Link } from 'react-router-dom'

import { Button } from '@/components/ui/Button'
import { CheckboxField } from '@/components/ui/CheckboxField'
import { FormField } from '@/components/ui/FormField'
import { TemplateText } from '@/components/ui/TemplateText'
import { accountsText } from '@/lib/i18n/accounts'
import { paths } from '@/lib/paths'
import { useOnlineStatus } from '@/lib/useOnlineStatus'

import { AuthNextStep } from './AuthNextStep'
import { AUTH_OFFLINE_NOTICE_ID } from './AuthOfflineNotice'
import { loginSchema, signUpSchema, type AuthValues } from './authSchemas'
import { EmailField } from './EmailField'
import { useAuthSubmit, type AuthMode } from './useAuthSubmit'

export type { AuthMode } from './useAuthSubmit'

type AuthFormProps = { mode: AuthMode; onNeedsLogin: () => void }

const NEXT_STEP_ID = 'auth-next-step'

/**
 * A parent's email and password (spec section 5), plus, when signing up, the
 * "I am a parent or guardian, 18 or older" box (decision 028). Children get
 * their players afterwards: no child types an email address or a password.
 * One form for both modes: switching keeps what was typed, and so does a
 * failed submit, whose next step shows under the form (decision 027). Each
 * problem is said at its field, which takes focus (decision 054).
 */
export function AuthForm({ mode, onNeedsLogin }: AuthFormProps) {
  const signingUp = mode === 'signup'
  const online = useOnlineStatus()
  const form = useForm<AuthValues>({
    // Login checks only email and password; the box is then ignored.
    resolver: (signingUp
      ? zodResolver(signUpSchema)
      : zodResolver(loginSchema)) as Resolver<AuthValues>,
    defaultValues: { email: '', password: '', parentConsent: false },
  })
  const {
    register,
    clearErrors,
    formState: { errors, isSubmitting },
  } = form
  const { onSubmit, nextStep, setNextStep } = useAuthSubmit(
    mode,
    onNeedsLogin,
    form,
  )

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
        else void onSubmit(event)
      }}
      className="grid gap-4"
    >
      <EmailField
        registration={register('email')}
        error={errors.email?.message}
      />
      <FormField
        label={accountsText('accounts.password')}
        hint={signingUp ? accountsText('accounts.passwordHint') : undefined}
        error={errors.password?.message}
        input={{
          ...register('password'),
          type: 'password',
          autoComplete: signingUp ? 'new-password' : 'current-password',
          minLength: 6,
          required: true,
        }}
      />
      {signingUp ? (
        <CheckboxField
          label={accountsText('accounts.parentConsent')}
          error={errors.parentConsent?.message}
          hint={
            <TemplateText
              template={accountsText('accounts.parentConsentHint')}
              slots={{
                terms: (
                  <Link to={paths.termsOfUse.getHref()} className="underline">
                    {accountsText('footer.termsOfUse')}
                  </Link>
                ),
                privacy: (
                  <Link
                    to={paths.privacyPolicy.getHref()}
                    className="underline"
                  >
                    {accountsText('footer.privacyPolicy')}
                  </Link>
                ),
              }}
            />
          }
          input={{ ...register('parentConsent'), required: true }}
        />
      ) : null}
      {nextStep ? (
        <AuthNextStep
          id={NEXT_STEP_ID}
          step={nextStep}
          onNeedsLogin={onNeedsLogin}
        />
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
          ? accountsText('accounts.wait')
          : signingUp
            ? accountsText('accounts.signUp')
            : accountsText('accounts.login')}
      </Button>
    </form>
  )
}
