import {
  browserStorage,
  parseJson,
  storedKey,
  unreadable,
  writePreference,
  type Parsed,
  type StorageLike,
} from '@/lib/storage/storedValue'

/**
 * What each child last played in the games that rotate their content, kept
 * on this device (localStorage) so that the next round, today or another
 * day, plays something else: the festivals of the last Festival Matching
 * round and whether it played festivals or foods, the set of the last Hero
 * Matching round and of the last word search. Per child profile when one is playing, otherwise for the device
 * (`GUEST_PLAYER`). Nothing here is sent anywhere.
 *
 * Stored as `{ [playerId]: { festival_match?: string[], festival_set?:
 * string, hero_match?: string, word_search?: string } }` under `SET_ROTATION_KEY`; read through
 * its parser (decision 027): entries of any other shape are dropped.
 */

export const SET_ROTATION_KEY = 'vasavi-kids:game-sets:v1'
export const GUEST_PLAYER = 'guest'
/** Players remembered at most: the most recent ones are kept. */
export const MAX_PLAYERS = 20

export type LastPlayed = {
  festival_match?: readonly string[]
  /** Festival Matching's last set: 'festivals' or 'foods'. */
  festival_set?: string
  hero_match?: string
  word_search?: string
}
type AllLastPlayed = Record<string, LastPlayed>

const isText = (value: unknown): value is string =>
  typeof value === 'string' && value !== '' && value.length <= 64

function parseLastPlayed(value: unknown): LastPlayed | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return null
  }
  const entry = value as Record<string, unknown>
  const festivals = entry.festival_match
  const result: LastPlayed = {}
  if (Array.isArray(festivals) && festivals.every(isText)) {
    result.festival_match = festivals
  }
  if (isText(entry.festival_set)) result.festival_set = entry.festival_set
  if (isText(entry.hero_match)) result.hero_match = entry.hero_match
  if (isText(entry.word_search)) result.word_search = entry.word_search
  const kept = Object.keys(result).length
  const given = Object.keys(entry).length
  return kept === given ? result : null
}

/** The stored record: players whose entry is not of its shape are dropped. */
export function parseSetRotation(raw: string): Parsed<AllLastPlayed> {
  const parsed = parseJson(raw)
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return unreadable
  }
  const entries = Object.entries(parsed)
  const kept = entries.flatMap(([player, value]) => {
    const entry = parseLastPlayed(value)
    return entry ? [[player, entry] as const] : []
  })
  return {
    status: kept.length === entries.length ? 'ok' : 'salvaged',
    value: Object.fromEntries(kept),
  }
}

const STORED = storedKey(SET_ROTATION_KEY, {
  parse: parseSetRotation,
  serialize: (all: AllLastPlayed) => JSON.stringify(all),
  fallback: {},
})

export type SetRotationStore = {
  read: (player: string) => LastPlayed
  remember: (player: string, played: LastPlayed) => void
}

export function createSetRotationStore(
  getStorage: () => StorageLike | null = () => browserStorage('localStorage'),
): SetRotationStore {
  // Kept for the visit when there is no storage (blocked by the browser).
  let inMemory: AllLastPlayed = {}
  const readAll = (): AllLastPlayed => {
    const storage = getStorage()
    return storage ? STORED.read(storage) : inMemory
  }
  return {
    read: (player) => readAll()[player] ?? {},
    remember: (player, played) => {
      const { [player]: before, ...others } = readAll()
      // The player moves to the end: the oldest players are let go first.
      const all = Object.fromEntries(
        [
          ...Object.entries(others),
          [player, { ...before, ...played }] as const,
        ].slice(-MAX_PLAYERS),
      )
      inMemory = all
      writePreference(getStorage(), SET_ROTATION_KEY, JSON.stringify(all))
    },
  }
}

export const setRotationStore = createSetRotationStore()
