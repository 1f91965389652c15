import { useState } from 'react'

import { Button } from '@/components/ui/Button'
import { Card } from '@/components/ui/Card'
import { toast } from '@/components/ui/toastStore'
import { useBackend } from '@/lib/backend'
import { t } from '@/lib/i18n/accounts'
import { useOnlineStatus } from '@/lib/useOnlineStatus'

import { authErrorToast } from './authErrorToast'
import { AuthForm, type AuthMode } from './AuthForm'
import { AUTH_OFFLINE_NOTICE_ID, AuthOfflineNotice } from './AuthOfflineNotice'
import { DemoNotice } from './DemoNotice'
import { GoogleIcon } from './GoogleIcon'

/** The /auth card: Google, then email; a link toggles login and sign-up. */
export function AuthPanel() {
  const backend = useBackend()
  const [mode, setMode] = useState<AuthMode>('login')
  const [googleBusy, setGoogleBusy] = useState(false)
  const onDevice = backend.kind === 'device'
  // Offline on either backend: the buttons wait, the fields keep their text.
  const online = useOnlineStatus()
  const headingId = 'auth-heading'
  const googleDescribedBy =
    [
      online ? null : AUTH_OFFLINE_NOTICE_ID,
      onDevice ? 'google-needs-supabase' : null,
    ]
      .filter(Boolean)
      .join(' ') || undefined

  const continueWithGoogle = async () => {
    setGoogleBusy(true)
    try {
      await backend.signInWithGoogle()
    } catch (error) {
      console.warn('Google sign-in failed:', error)
      toast(authErrorToast(error, 'google'))
      setGoogleBusy(false)
    }
  }

  return (
    <section
      aria-labelledby={headingId}
      className="mx-auto max-w-md px-4 pb-16"
    >
      <Card className="grid gap-5">
        <div className="text-center">
          <h2 id={headingId} className="text-3xl">
            {mode === 'login'
              ? t('accounts.welcomeBack')
              : t('accounts.joinTheFun')}
          </h2>
          <p className="mt-2 text-ink-muted">
            {mode === 'login'
              ? t('accounts.loginIntro')
              : t('accounts.signUpIntro')}
          </p>
        </div>
        {online ? null : <AuthOfflineNotice />}
        {onDevice ? <DemoNotice /> : null}
        <div className="grid gap-2">
          <Button
            variant="outline"
            size="lg"
            disabled={googleBusy || !online}
            aria-describedby={googleDescribedBy}
            onClick={() => void continueWithGoogle()}
          >
            <GoogleIcon />
            {googleBusy ? t('accounts.wait') : t('accounts.google')}
          </Button>
          {onDevice ? (
            <p
              id="google-needs-supabase"
              className="text-center text-sm text-ink-muted"
            >
              {t('accounts.googleNeedsSupabase')}
            </p>
          ) : null}
        </div>
        <div className="flex items-center gap-3 text-sm text-ink-muted">
          <span aria-hidden="true" className="h-px flex-1 bg-cream-300" />
          <span>{t('accounts.divider')}</span>
          <span aria-hidden="true" className="h-px flex-1 bg-cream-300" />
        </div>
        {/* One form for both modes, so switching keeps what was typed. */}
        <AuthForm mode={mode} onNeedsLogin={() => setMode('login')} />
        <Button
          variant="link"
          className="justify-self-center"
          onClick={() => setMode(mode === 'login' ? 'signup' : 'login')}
        >
          {mode === 'login' ? t('accounts.toSignUp') : t('accounts.toLogin')}
        </Button>
      </Card>
    </section>
  )
}
