/**
 * What makes a username acceptable. The leaderboard is public, so besides
 * 3-20 characters a name must not carry personal information: no e-mail
 * address and no phone number (a run of 7 or more digits, possibly split by
 * spaces, dots or dashes), and no character a reader cannot see (control and
 * format characters; a ZWNJ or ZWJ between two Telugu letters is writing, not
 * hiding). Names are judged and stored in Unicode NFKC, so full-width letters
 * and digits are plain ones and one name cannot pass for another. Mirrored by
 * `private.username_problem` in supabase/migrations (decision 051).
 */

export const USERNAME_MIN = 3
export const USERNAME_MAX = 20

export type UsernameProblem =
  | 'too_short'
  | 'too_long'
  | 'untrimmed'
  | 'email'
  | 'phone'
  | 'control'
  | 'hidden'

const EMAIL_IN_TEXT = /[^\s@]+@[^\s@]+\.[^\s@]+/
// ASCII and Telugu digits (NFKC has already made full-width digits ASCII).
const PHONE_IN_TEXT = /[0-9\u0c66-\u0c6f](?:[\s.-]*[0-9\u0c66-\u0c6f]){6,}/
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/
const JOINER_IN_TELUGU = /([\u0c00-\u0c7f])[\u200c\u200d](?=[\u0c00-\u0c7f])/g
// Format characters (Unicode Cf) and the line and paragraph separators.
const HIDDEN =
  /[\u00ad\u0600-\u0605\u061c\u06dd\u070f\u180e\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufeff\ufff9-\ufffb]/

/** The form a fun name is judged, stored and compared in: Unicode NFKC. */
export const usernameForm = (name: string) => name.normalize('NFKC')

/** Why `name` cannot be a username, or null when it can. */
export function usernameProblem(name: string): UsernameProblem | null {
  const form = usernameForm(name)
  const length = [...form].length
  if (length < USERNAME_MIN) return 'too_short'
  if (length > USERNAME_MAX) return 'too_long'
  if (form !== form.trim()) return 'untrimmed'
  if (EMAIL_IN_TEXT.test(form)) return 'email'
  if (PHONE_IN_TEXT.test(form)) return 'phone'
  if (CONTROL.test(form)) return 'control'
  if (HIDDEN.test(form.replace(JOINER_IN_TELUGU, '$1'))) return 'hidden'
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
