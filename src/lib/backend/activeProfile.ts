/**
 * Which child is playing on this device (decision 028): a device-level
 * choice, kept in localStorage per signed-in account and checked against
 * the family's profiles whenever it is read, so a deleted or foreign
 * profile id is never used.
 *
 * Stored as `{ [accountId]: profileId }` under `ACTIVE_PROFILE_KEY`.
 */

export const ACTIVE_PROFILE_KEY = 'vasavi-kids:active-profile:v1'

function readAll(storage: Storage): Record<string, string> {
  try {
    const raw = storage.getItem(ACTIVE_PROFILE_KEY)
    if (raw === null) return {}
    const parsed: unknown = JSON.parse(raw)
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
      return {}
    const entries = Object.entries(parsed).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    )
    return Object.fromEntries(entries)
  } catch {
    // Unreadable or blocked storage: the picker simply asks again.
    return {}
  }
}

/** The remembered child of `accountId`, if it is still one of `profiles`. */
export function readActiveProfileId(
  storage: Storage,
  accountId: string,
  profiles: readonly { id: string }[],
): string | null {
  const id = readAll(storage)[accountId]
  return id !== undefined && profiles.some((profile) => profile.id === id)
    ? id
    : null
}

/** Remembers (or, with null, forgets) the child playing for `accountId`. */
export function writeActiveProfileId(
  storage: Storage,
  accountId: string,
  profileId: string | null,
): void {
  const all = readAll(storage)
  if (profileId === null) delete all[accountId]
  else all[accountId] = profileId
  try {
    if (Object.keys(all).length === 0) storage.removeItem(ACTIVE_PROFILE_KEY)
    else storage.setItem(ACTIVE_PROFILE_KEY, JSON.stringify(all))
  } catch (error) {
    console.error('Could not remember who is playing:', error)
  }
}
