import { useEffect, useRef, useState } from 'react'
import { Link, useLocation } from 'react-router-dom'

import { CircleAlert, Smartphone } from '@/components/icons'
import { Button, buttonVariants } from '@/components/ui/Button'
import { Card } from '@/components/ui/Card'
import {
  toBackendError,
  useBackendKind,
  useRecoverSession,
  type AuthSession,
} from '@/lib/backend'
import { accountsText } from '@/lib/i18n/accounts'
import { paths } from '@/lib/paths'
import { useOnlineStatus } from '@/lib/useOnlineStatus'

import { AuthOfflineNotice } from './AuthOfflineNotice'
import { ForgotPasswordForm } from './ForgotPasswordForm'
import { NewPasswordForm } from './NewPasswordForm'
import { readRecoveryLink } from './recoveryLink'

type Step = 'checking' | 'ready' | 'expired' | 'failed' | 'device'

/**
 * "Choose a new password" (decision 070): the reset link signs the parent
 * in, then the new password is typed twice. A link that has expired or was
 * used says so, with the e-mail field for a new one right there. Demo mode
 * sends no links: it says where its way back in is. The prerendered page
 * shows "Checking your link…", marked so that the app starts at once.
 */
export function NewPasswordPanel() {
  const kind = useBackendKind()
  const { mutateAsync: recover } = useRecoverSession()
  const online = useOnlineStatus()
  const { search, hash } = useLocation()
  const [step, setStep] = useState<Step>('checking')
  const [attempt, setAttempt] = useState(0)
  // The link works once: one check per attempt, even when effects run twice.
  const checked = useRef<{ attempt: number; done: Promise<AuthSession> }>(null)
  useEffect(() => {
    if (kind === 'device') {
      // After hydration: the prerendered page shows "Checking your link…".
      void Promise.resolve().then(() => setStep('device'))
      return
    }
    if (checked.current?.attempt !== attempt) {
      checked.current = {
        attempt,
        done: recover(readRecoveryLink(search, hash)),
      }
    }
    let active = true
    checked.current.done.then(
      () => active && setStep('ready'),
      (error: unknown) => {
        if (!active) return
        const { kind: failure } = toBackendError(error)
        setStep(failure === 'network' ? 'failed' : 'expired')
      },
    )
    return () => {
      active = false
    }
    // The address is read once: supabase-js may take the code out of it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [kind, recover, attempt])

  const headingId = 'new-password-heading'
  return (
    <section
      aria-labelledby={headingId}
      className="mx-auto max-w-md px-4 pb-16"
    >
      <Card className="grid gap-5">
        <h2 id={headingId} className="text-center text-3xl">
          {step === 'expired'
            ? accountsText('accounts.newPassword.expiredTitle')
            : step === 'device'
              ? accountsText('accounts.newPassword.deviceTitle')
              : accountsText('accounts.newPassword.heading')}
        </h2>
        {online ? null : <AuthOfflineNotice />}
        {step === 'checking' ? (
          <p role="status" className="text-center text-ink-muted">
            {accountsText('accounts.newPassword.checking')}
          </p>
        ) : null}
        {step === 'ready' ? (
          <NewPasswordForm onExpired={() => setStep('expired')} />
        ) : null}
        {step === 'expired' ? (
          <>
            <p>{accountsText('accounts.newPassword.expiredBody')}</p>
            <ForgotPasswordForm />
          </>
        ) : null}
        {step === 'failed' ? (
          <div role="alert" className="grid gap-3">
            <p className="flex gap-2">
              <CircleAlert
                aria-hidden="true"
                className="mt-1 size-5 shrink-0"
              />
              {accountsText('accounts.toast.network')}
            </p>
            <Button
              variant="outline"
              className="justify-self-start"
              onClick={() => {
                setStep('checking')
                setAttempt(attempt + 1)
              }}
            >
              {accountsText('accounts.board.retry')}
            </Button>
          </div>
        ) : null}
        {step === 'device' ? (
          <>
            <p className="flex gap-2">
              <Smartphone aria-hidden="true" className="mt-1 size-5 shrink-0" />
              {accountsText('accounts.newPassword.deviceBody')}
            </p>
            <Link
              to={paths.auth.getHref()}
              className={buttonVariants({
                variant: 'outline',
                className: 'justify-self-start',
              })}
            >
              {accountsText('accounts.newPassword.toLogin')}
            </Link>
          </>
        ) : null}
      </Card>
    </section>
  )
}
