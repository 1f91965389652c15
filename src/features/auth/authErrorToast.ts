import type { ToastInput } from '@/components/ui/toastStore'
import { toBackendError } from '@/lib/backend'
import { t } from '@/lib/i18n/accounts'

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
