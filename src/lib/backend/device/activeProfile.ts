import type { Parsed, StorageLike } from '@/lib/storage/storedValue'
import {
  parseJson,
  removeStored,
  storedKey,
  unreadable,
  writeStored,
} from '@/lib/storage/storedValue'

/**
 * Which child is playing on this device (decision 028): a device-level
 * choice, kept in localStorage per signed-in account and checked against
 * the family's profiles whenever it is read, so a deleted or foreign
 * profile id is never used.
 *
 * Stored as `{ [accountId]: profileId }` under `ACTIVE_PROFILE_KEY`.
 */

export const ACTIVE_PROFILE_KEY = 'vasavi-kids:active-profile:v1'

type ActiveProfiles = Record<string, string>

/**
 * Reads the stored choices: entries that are not id → id are dropped (the
 * original set aside), anything but an object is unreadable (decision 027).
 * Exported for tests.
 */
export function parseActiveProfiles(raw: string): Parsed<ActiveProfiles> {
  const parsed = parseJson(raw)
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return unreadable
  }
  const entries = Object.entries(parsed)
  const kept = entries.filter(
    (entry): entry is [string, string] =>
      typeof entry[1] === 'string' && entry[1] !== '',
  )
  return {
    status: kept.length === entries.length ? 'ok' : 'salvaged',
    value: Object.fromEntries(kept),
  }
}

const STORED_CHOICES = storedKey(ACTIVE_PROFILE_KEY, {
  parse: parseActiveProfiles,
  serialize: (all: ActiveProfiles) => JSON.stringify(all),
  fallback: {},
})

// Unreadable or blocked storage: the picker simply asks again.
// A copy: the caller may change it, never the shared fallback.
const readAll = (storage: StorageLike): ActiveProfiles => ({
  ...STORED_CHOICES.read(storage),
})

/** The remembered child of `accountId`, if it is still one of `profiles`. */
export function readActiveProfileId(
  storage: StorageLike,
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
  storage: StorageLike,
  accountId: string,
  profileId: string | null,
): void {
  const all = readAll(storage)
  if (profileId === null) delete all[accountId]
  else all[accountId] = profileId
  if (Object.keys(all).length === 0) {
    STORED_CHOICES.remove(storage)
    return
  }
  try {
    STORED_CHOICES.write(storage, all)
  } catch (error) {
    // Not remembered: the picker asks again next time; nothing else is lost.
    console.error('Could not remember who is playing:', error)
  }
}

/**
 * The fun name of the child the top bar last showed on this device, for the
 * page's inline check to show before the app has started (issue 44, the
 * SIGNED_IN_CHECK of scripts/build/prerenderHtml.mjs names the same key):
 * a returning family sees its player from the first paint. Plain text,
 * written by the app and only read by that check.
 */
export const SHOWN_PLAYER_KEY = 'vasavi-kids:shown-player'

/** Keeps (or, with null, forgets) the name of the child shown playing. */
export function rememberShownPlayer(
  storage: StorageLike,
  funName: string | null,
): void {
  if (funName === null) {
    removeStored(storage, SHOWN_PLAYER_KEY)
    return
  }
  try {
    writeStored(storage, SHOWN_PLAYER_KEY, funName)
  } catch {
    // Not kept: the next first paint shows the neutral placeholder instead.
    removeStored(storage, SHOWN_PLAYER_KEY)
  }
}
