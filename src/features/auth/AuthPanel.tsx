import { useState } from 'react'

import { Button } from '@/components/ui/Button'
import { Card } from '@/components/ui/Card'
import { t } from '@/lib/i18n/accounts'
import { useOnlineStatus } from '@/lib/useOnlineStatus'

import { AuthForm, type AuthMode } from './AuthForm'
import { AUTH_OFFLINE_NOTICE_ID, AuthOfflineNotice } from './AuthOfflineNotice'
import { DemoNotice } from './DemoNotice'
import { GoogleIcon } from './GoogleIcon'
import { useGoogleSignIn } from './useGoogleSignIn'

/**
 * The /auth card: Google (with a Supabase project only), then email; a link
 * toggles login and sign-up.
 */
export function AuthPanel() {
  const [mode, setMode] = useState<AuthMode>('login')
  const google = useGoogleSignIn()
  // Offline on either backend: the buttons wait, the fields keep their text.
  const online = useOnlineStatus()
  const headingId = 'auth-heading'

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
        {google.available ? null : <DemoNotice />}
        {google.available ? (
          <>
            <Button
              variant="outline"
              size="lg"
              disabled={google.busy || !online}
              aria-describedby={online ? undefined : AUTH_OFFLINE_NOTICE_ID}
              onClick={() => void google.start()}
            >
              <GoogleIcon />
              {google.busy ? t('accounts.wait') : t('accounts.google')}
            </Button>
            <div className="flex items-center gap-3 text-sm text-ink-muted">
              <span aria-hidden="true" className="h-px flex-1 bg-cream-300" />
              <span>{t('accounts.divider')}</span>
              <span aria-hidden="true" className="h-px flex-1 bg-cream-300" />
            </div>
          </>
        ) : null}
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
