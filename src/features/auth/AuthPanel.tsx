import { useRef, useState } from 'react'

import { Button } from '@/components/ui/Button'
import { Card } from '@/components/ui/Card'
import { useBackendKind } from '@/lib/backend'
import { accountsText } from '@/lib/i18n/accounts'
import { useOnlineStatus } from '@/lib/useOnlineStatus'

import { AuthForm, type AuthMode } from './AuthForm'
import { AUTH_OFFLINE_NOTICE_ID, AuthOfflineNotice } from './AuthOfflineNotice'
import { DemoNotice } from './DemoNotice'
import { DeviceForgotPassword } from './DeviceForgotPassword'
import { ForgotPasswordForm } from './ForgotPasswordForm'
import { GoogleIcon } from './GoogleIcon'
import { useGoogleSignIn } from './useGoogleSignIn'

type PanelMode = AuthMode | 'forgot'

/**
 * The /auth card: Google (with a Supabase project only), then email; a link
 * toggles login and sign-up, and "Forgot your password?" under the login
 * opens the way back in (decision 070): the reset e-mail, or in demo mode
 * the e-mail and the parent PIN. The heading takes focus when it changes.
 */
export function AuthPanel() {
  const [mode, setModeState] = useState<PanelMode>('login')
  const heading = useRef<HTMLHeadingElement>(null)
  const setMode = (next: PanelMode) => {
    setModeState(next)
    requestAnimationFrame(() => heading.current?.focus())
  }
  const kind = useBackendKind()
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
          <h2 id={headingId} ref={heading} tabIndex={-1} className="text-3xl">
            {mode === 'login'
              ? accountsText('accounts.welcomeBack')
              : mode === 'signup'
                ? accountsText('accounts.joinTheFun')
                : accountsText('accounts.forgot.link')}
          </h2>
          {mode === 'forgot' && kind === 'device' ? null : (
            <p className="mt-2 text-ink-muted">
              {mode === 'login'
                ? accountsText('accounts.loginIntro')
                : mode === 'signup'
                  ? accountsText('accounts.signUpIntro')
                  : accountsText('accounts.forgot.intro')}
            </p>
          )}
        </div>
        {online ? null : <AuthOfflineNotice />}
        {mode === 'forgot' ? (
          <>
            {kind === 'device' ? (
              <DeviceForgotPassword />
            ) : (
              <ForgotPasswordForm />
            )}
            <Button
              variant="link"
              className="justify-self-center"
              onClick={() => setMode('login')}
            >
              {accountsText('accounts.forgot.back')}
            </Button>
          </>
        ) : null}
        {mode === 'forgot' || google.available ? null : <DemoNotice />}
        {mode !== 'forgot' && google.available ? (
          <>
            <Button
              variant="outline"
              size="lg"
              disabled={google.busy || !online}
              aria-describedby={online ? undefined : AUTH_OFFLINE_NOTICE_ID}
              onClick={google.start}
            >
              <GoogleIcon />
              {google.busy
                ? accountsText('accounts.wait')
                : accountsText('accounts.google')}
            </Button>
            <div className="flex items-center gap-3 text-sm text-ink-muted">
              <span aria-hidden="true" className="h-px flex-1 bg-cream-300" />
              <span>{accountsText('accounts.divider')}</span>
              <span aria-hidden="true" className="h-px flex-1 bg-cream-300" />
            </div>
          </>
        ) : null}
        {/* One form for both modes, so switching keeps what was typed. */}
        {mode === 'forgot' ? null : (
          <>
            <AuthForm mode={mode} onNeedsLogin={() => setMode('login')} />
            {mode === 'login' ? (
              <Button
                variant="link"
                className="-mt-2 justify-self-center"
                onClick={() => setMode('forgot')}
              >
                {accountsText('accounts.forgot.link')}
              </Button>
            ) : null}
            <Button
              variant="link"
              className="justify-self-center"
              onClick={() => setMode(mode === 'login' ? 'signup' : 'login')}
            >
              {mode === 'login'
                ? accountsText('accounts.toSignUp')
                : accountsText('accounts.toLogin')}
            </Button>
          </>
        )}
      </Card>
    </section>
  )
}
