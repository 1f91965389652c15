import { MAX_PROFILES, toBackendError } from '@/lib/backend'
import { t } from '@/lib/i18n/family'

/**
 * What a parent reads when a family action fails: one table from the
 * backend's error kinds (errors.ts) to the family screens' words.
 */
export function familyErrorMessage(error: unknown): string {
  const { kind } = toBackendError(error)
  switch (kind) {
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
    case 'unknown':
      return t('family.error.fallback')
  }
}
