import type { ToastInput } from '@/components/ui/toastStore'
import {
  MAX_PROFILES,
  toBackendError,
  type BackendErrorKind,
} from '@/lib/backend'
import { t } from '@/lib/i18n/family'

import { pinLockWaitText } from './pinLock'

/**
 * What a parent reads when a family action fails: one table from the
 * backend's error kinds (errors.ts) to the family screens' words.
 */
export function familyErrorMessage(error: unknown): string {
  const { kind, lockedUntil } = toBackendError(error)
  switch (kind) {
    case 'pin-locked':
      return lockedUntil === undefined
        ? t('family.error.rateLimited')
        : `${t('family.pin.lockedTitle')}. ${pinLockWaitText(lockedUntil, Date.now())}`
    case 'name-taken':
      return t('family.error.nameTaken')
    case 'profile-limit':
      return t.count('family.error.limit', MAX_PROFILES)
    case 'wrong-pin':
      return t('family.error.wrongPin')
    case 'invalid-credentials':
      return t('family.error.wrongPassword')
    case 'profile-not-found':
      return t('family.error.notFound')
    case 'invalid-input':
      return t('family.error.invalid')
    case 'network':
      return t('family.error.network')
    case 'rate-limited':
      return t('family.error.rateLimited')
    case 'storage-full':
      return t('family.error.storageFull')
    case 'not-signed-in':
      return t('family.error.signedOut')
    case 'already-registered':
    case 'link-expired':
    case 'no-email':
    case 'no-pin':
    case 'unknown':
      return t('family.error.fallback')
  }
}

/** The toast of a family action that failed for a reason no field holds. */
export function familyErrorToast(
  error: unknown,
  description = familyErrorMessage(error),
): ToastInput {
  return { title: t('family.error.title'), description, variant: 'destructive' }
}

/**
 * Which field a failure is about, for the kinds a form can place (a taken
 * fun name on the fun-name field, a wrong current PIN on that PIN); every
 * other kind is about no field and becomes a toast.
 */
export function familyFieldProblem<Field extends string>(
  fields: Partial<Record<BackendErrorKind, Field>>,
  message: (error: unknown) => string = familyErrorMessage,
) {
  return (error: unknown): { field: Field; message: string } | null => {
    const field = fields[toBackendError(error).kind]
    return field ? { field, message: message(error) } : null
  }
}
