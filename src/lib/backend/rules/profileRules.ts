import {
  AGE_BANDS,
  AVATAR_IDS,
  MAX_PROFILES,
  PARENT_PIN_PATTERN,
  type AgeBand,
  type AvatarId,
  type NewProfileInput,
  type ProfileChanges,
} from '../contract/types'
import {
  usernameForm,
  usernameProblem,
  type UsernameProblem,
} from './usernameRules'

/**
 * The rules of child profiles (decision 028), shared by the device backend
 * and the forms, and mirrored by the SQL in supabase/migrations. A fun name
 * follows the username rules; the leaderboard compares names without case.
 */

export const funNameProblem: (name: string) => UsernameProblem | null =
  usernameProblem

/** The form in which two fun names are compared for "taken". */
export const funNameKey = (name: string) => usernameForm(name).toLowerCase()

export function isAvatarId(value: unknown): value is AvatarId {
  return (AVATAR_IDS as readonly unknown[]).includes(value)
}

export function isAgeBand(value: unknown): value is AgeBand {
  return (AGE_BANDS as readonly unknown[]).includes(value)
}

/** Exactly four digits. */
export function isValidPin(pin: string): boolean {
  return PARENT_PIN_PATTERN.test(pin)
}

/** Whether a family with `count` profiles may add another. */
export function canAddProfile(count: number): boolean {
  return count < MAX_PROFILES
}

export type ProfileProblem = 'fun-name' | 'avatar' | 'age-band'

/**
 * What is wrong with a new profile or a change (null when nothing). The fun
 * name is expected trimmed; the forms trim it first.
 */
export function profileProblem(
  input: NewProfileInput | ProfileChanges,
): ProfileProblem | null {
  if (input.funName !== undefined && funNameProblem(input.funName) !== null) {
    return 'fun-name'
  }
  if (input.avatar !== undefined && !isAvatarId(input.avatar)) return 'avatar'
  if (
    input.ageBand !== undefined &&
    input.ageBand !== null &&
    !isAgeBand(input.ageBand)
  ) {
    return 'age-band'
  }
  return null
}
