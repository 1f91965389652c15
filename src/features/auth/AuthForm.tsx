import { zodResolver } from '@hookform/resolvers/zod'
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form'
import { useNavigate } from 'react-router-dom'

import { Button } from '@/components/ui/Button'
import { toast } from '@/components/ui/toastStore'
import { USERNAME_MAX, useBackend } from '@/lib/backend'
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
import { FormField } from './FormField'
import { suggestName } from './suggestName'

export type AuthMode = 'login' | 'signup'

type AuthFormProps = { mode: AuthMode; onNeedsLogin: () => void }

/** Email and password, plus a username when signing up (spec section 5). */
export function AuthForm({ mode, onNeedsLogin }: AuthFormProps) {
  const backend = useBackend()
  const navigate = useNavigate()
  const signingUp = mode === 'signup'
  const online = useOnlineStatus()
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<AuthValues>({
    // Login checks only email and password; the username is then ignored.
    resolver: (signingUp
      ? zodResolver(signUpSchema)
      : zodResolver(loginSchema)) as Resolver<AuthValues>,
    defaultValues: { username: '', email: '', password: '' },
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
        const session = await backend.signUp(values)
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
      } else {
        await backend.signIn({ email: values.email, password: values.password })
        toast({
          title: t('accounts.toast.welcomeBack'),
          description: t('accounts.toast.loggedIn'),
        })
      }
      await navigate(paths.home.getHref())
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
