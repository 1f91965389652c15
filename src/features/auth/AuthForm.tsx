import { zodResolver } from '@hookform/resolvers/zod'
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form'
import { Link, useNavigate } from 'react-router-dom'

import { Button } from '@/components/ui/Button'
import { CheckboxField } from '@/components/ui/CheckboxField'
import { FormField } from '@/components/ui/FormField'
import { TemplateText } from '@/components/ui/TemplateText'
import { toast } from '@/components/ui/toastStore'
import { POLICY_VERSION } from '@/data/policyVersion'
import { useBackend } from '@/lib/backend'
import { t } from '@/lib/i18n/accounts'
import { paths } from '@/lib/paths'
import { useOnlineStatus } from '@/lib/useOnlineStatus'

import { authErrorToast } from './authErrorToast'
import { AUTH_OFFLINE_NOTICE_ID } from './AuthOfflineNotice'
import {
  firstMessage,
  loginSchema,
  signUpSchema,
  type AuthValues,
} from './authSchemas'

export type AuthMode = 'login' | 'signup'

type AuthFormProps = { mode: AuthMode; onNeedsLogin: () => void }

/**
 * A parent's email and password (spec section 5), plus, when signing up, the
 * "I am a parent or guardian, 18 or older" box (decision 028). Children get
 * their players afterwards: no child types an email address or a password.
 */
export function AuthForm({ mode, onNeedsLogin }: AuthFormProps) {
  const backend = useBackend()
  const navigate = useNavigate()
  const signingUp = mode === 'signup'
  const online = useOnlineStatus()
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<AuthValues>({
    // Login checks only email and password; the box is then ignored.
    resolver: (signingUp
      ? zodResolver(signUpSchema)
      : zodResolver(loginSchema)) as Resolver<AuthValues>,
    defaultValues: { email: '', password: '', parentConsent: false },
    shouldFocusError: true,
  })

  const onInvalid = (invalid: FieldErrors<AuthValues>) => {
    toast({
      title: t('accounts.toast.validation'),
      description: firstMessage(invalid) ?? undefined,
      variant: 'destructive',
    })
  }

  const onValid = async (values: AuthValues) => {
    try {
      if (signingUp) {
        const session = await backend.signUp({
          email: values.email,
          password: values.password,
          parentConsent: true,
          policyVersion: POLICY_VERSION,
        })
        toast({
          title: t('accounts.toast.created'),
          description: session
            ? t('accounts.toast.createdBody')
            : t('accounts.toast.confirmBody'),
        })
        if (!session) {
          onNeedsLogin()
          return
        }
        // Next: the parent PIN and the children's players.
        await navigate(paths.family.getHref())
      } else {
        await backend.signIn({ email: values.email, password: values.password })
        toast({
          title: t('accounts.toast.welcomeBack'),
          description: t('accounts.toast.loggedIn'),
        })
        await navigate(paths.players.getHref())
      }
    } catch (error) {
      console.warn('Sign-in failed:', error)
      toast(authErrorToast(error, mode))
    }
  }

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
      {signingUp ? (
        <CheckboxField
          label={t('accounts.parentConsent')}
          invalid={Boolean(errors.parentConsent)}
          hint={
            <TemplateText
              template={t('accounts.parentConsentHint')}
              slots={{
                terms: (
                  <Link to={paths.termsOfUse.getHref()} className="underline">
                    {t('footer.termsOfUse')}
                  </Link>
                ),
                privacy: (
                  <Link
                    to={paths.privacyPolicy.getHref()}
                    className="underline"
                  >
                    {t('footer.privacyPolicy')}
                  </Link>
                ),
              }}
            />
          }
          input={{ ...register('parentConsent'), required: true }}
        />
      ) : null}
      <Button
        type="submit"
        size="lg"
        disabled={isSubmitting || !online}
        aria-describedby={online ? undefined : AUTH_OFFLINE_NOTICE_ID}
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
