import type { ToastInput } from '@/components/ui/toastStore'
import { toBackendError } from '@/lib/backend'
import { t, type MessageKey } from '@/lib/i18n/accounts'

export type AuthAction = 'login' | 'signup' | 'google'

/**
 * The one table from a backend failure to what the player reads (spec
 * section 8): an already-registered e-mail on sign-up, network trouble and
 * rate limits get their own words; anything else shows the server's message,
 * else a general one.
 */
export function authErrorToast(error: unknown, action: AuthAction): ToastInput {
  const { kind, message } = toBackendError(error)
  const destructive = {
    title: t('accounts.toast.error'),
    variant: 'destructive',
  } as const
  if (kind === 'already-registered' && action === 'signup') {
    return {
      title: t('accounts.toast.exists'),
      description: t('accounts.toast.existsBody'),
      variant: 'destructive',
    }
  }
  if (kind === 'network') {
    return { ...destructive, description: t('accounts.toast.network') }
  }
  if (kind === 'rate-limited') {
    return { ...destructive, description: t('accounts.toast.rateLimited') }
  }
  const fallback =
    action === 'google'
      ? t('accounts.toast.googleFallback')
      : t('accounts.toast.errorFallback')
  return { ...destructive, description: message || fallback }
}

/**
 * What to do next after a failed login or sign-up, shown under the form (the
 * toast above says what went wrong, in the spec's words). Everything typed
 * stays in the form.
 */
export function authNextStep(
  error: unknown,
  action: Exclude<AuthAction, 'google'>,
): MessageKey {
  const { kind } = toBackendError(error)
  if (kind === 'already-registered' && action === 'signup') {
    return 'accounts.next.registered'
  }
  if (kind === 'invalid-credentials') return 'accounts.next.credentials'
  if (kind === 'network') return 'accounts.next.network'
  if (kind === 'rate-limited') return 'accounts.next.rateLimited'
  return 'accounts.next.retry'
}
