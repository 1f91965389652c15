import type { ToastInput } from '@/components/ui/toastStore'
import { toBackendError } from '@/lib/backend'
import { accountsText, type AccountsKey } from '@/lib/i18n/accounts'

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
    title: accountsText('accounts.toast.error'),
    variant: 'destructive',
  } as const
  if (kind === 'already-registered' && action === 'signup') {
    return {
      title: accountsText('accounts.toast.exists'),
      description: accountsText('accounts.toast.existsBody'),
      variant: 'destructive',
    }
  }
  if (kind === 'network') {
    return {
      ...destructive,
      description: accountsText('accounts.toast.network'),
    }
  }
  if (kind === 'rate-limited') {
    return {
      ...destructive,
      description: accountsText('accounts.toast.rateLimited'),
    }
  }
  const fallback =
    action === 'google'
      ? accountsText('accounts.toast.googleFallback')
      : accountsText('accounts.toast.errorFallback')
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
): AccountsKey {
  const { kind } = toBackendError(error)
  if (kind === 'already-registered' && action === 'signup') {
    return 'accounts.next.registered'
  }
  if (kind === 'invalid-credentials') return 'accounts.next.credentials'
  if (kind === 'network') return 'accounts.next.network'
  if (kind === 'rate-limited') return 'accounts.next.rateLimited'
  return 'accounts.next.retry'
}
