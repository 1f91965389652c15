import type { ToastInput } from '@/components/ui/toastStore'
import {
  MAX_PROFILES,
  toBackendError,
  type BackendErrorKind,
} from '@/lib/backend'
import { familyText } from '@/lib/i18n/family'

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
        ? familyText('family.error.rateLimited')
        : `${familyText('family.pin.lockedTitle')}. ${pinLockWaitText(lockedUntil, Date.now())}`
    case 'name-taken':
      return familyText('family.error.nameTaken')
    case 'profile-limit':
      return familyText.count('family.error.limit', MAX_PROFILES)
    case 'wrong-pin':
      return familyText('family.error.wrongPin')
    case 'invalid-credentials':
      return familyText('family.error.wrongPassword')
    case 'profile-not-found':
      return familyText('family.error.notFound')
    case 'invalid-input':
      return familyText('family.error.invalid')
    case 'network':
      return familyText('family.error.network')
    case 'rate-limited':
      return familyText('family.error.rateLimited')
    case 'storage-full':
      return familyText('family.error.storageFull')
    case 'not-signed-in':
      return familyText('family.error.signedOut')
    case 'already-registered':
    case 'link-expired':
    case 'no-email':
    case 'no-pin':
    case 'unknown':
      return familyText('family.error.fallback')
  }
}

/** The toast of a family action that failed for a reason no field holds. */
export function familyErrorToast(
  error: unknown,
  description = familyErrorMessage(error),
): ToastInput {
  return {
    title: familyText('family.error.title'),
    description,
    variant: 'destructive',
  }
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
