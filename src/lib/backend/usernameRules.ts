/**
 * What makes a username acceptable. The leaderboard is public, so besides
 * 3-20 characters a name must not carry personal information: no e-mail
 * address and no phone number (a run of 7 or more digits, possibly split by
 * spaces, dots or dashes). Mirrored by `private.username_problem` in
 * supabase/migrations; tests/db checks that both agree.
 */

export const USERNAME_MIN = 3
export const USERNAME_MAX = 20

export type UsernameProblem =
  'too_short' | 'too_long' | 'untrimmed' | 'email' | 'phone' | 'control'

const EMAIL_IN_TEXT = /[^\s@]+@[^\s@]+\.[^\s@]+/
const PHONE_IN_TEXT = /\d(?:[\s.-]*\d){6,}/
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const CONTROL = /[\u0000-\u001f\u007f]/

/** Why `name` cannot be a username, or null when it can. */
export function usernameProblem(name: string): UsernameProblem | null {
  const length = [...name].length
  if (length < USERNAME_MIN) return 'too_short'
  if (length > USERNAME_MAX) return 'too_long'
  if (name !== name.trim()) return 'untrimmed'
  if (EMAIL_IN_TEXT.test(name)) return 'email'
  if (PHONE_IN_TEXT.test(name)) return 'phone'
  if (CONTROL.test(name)) return 'control'
  return null
}

/**
 * The name a new account gets: `wanted` if free, else `wanted` with the
 * first numeric suffix that is free (kept within 20 characters, and split by
 * "_" where the digits would look like a phone number), as the server's
 * sign-up trigger does. A sign-up without a name gets "Player" + a number.
 */
export function availableUsername(
  wanted: string,
  isTaken: (name: string) => boolean,
): string {
  const base = wanted === '' ? 'Player' : wanted
  for (let attempt = wanted === '' ? 2 : 1; attempt < 10_000; attempt += 1) {
    let candidate = base
    if (attempt > 1) {
      const suffix = String(attempt)
      candidate =
        [...base].slice(0, USERNAME_MAX - suffix.length).join('') + suffix
      if (usernameProblem(candidate) !== null) {
        candidate =
          [...base].slice(0, USERNAME_MAX - 1 - suffix.length).join('') +
          '_' +
          suffix
      }
    }
    if (usernameProblem(candidate) === null && !isTaken(candidate)) {
      return candidate
    }
  }
  throw new RangeError(`No free username like ${wanted}`)
}
