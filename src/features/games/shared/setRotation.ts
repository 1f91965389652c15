import { GAME_TYPES } from '@/lib/games/gameRules'
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
 * Matching round and of the last puzzle of a word game. Per child profile when one is
 * playing, otherwise for the device (`GUEST_PLAYER`). Nothing here is sent
 * anywhere.
 *
 * Stored as `{ [playerId]: { [gameId]: string | string[] } }` under
 * `SET_ROTATION_KEY` (e.g. `{ hero_match: 'sages', festival_match: ['ugadi',
 * ...], festival_set: 'foods' }`); read through its parser (decision 027):
 * entries of any other shape are dropped.
 */

export const SET_ROTATION_KEY = 'vasavi-kids:game-sets:v1'
export const GUEST_PLAYER = 'guest'
/** Players remembered at most: the most recent ones are kept. */
export const MAX_PLAYERS = 20

/**
 * What one player last played, under the game's id (the registry's, e.g.
 * `hero_match`) or a `<name>_set` of the game's own (`festival_set`): a
 * set's id or a list of ids. Each game reads its own with `lastSet` or `lastList`.
 */
export type LastPlayed = Readonly<Record<string, string | readonly string[]>>
type AllLastPlayed = Record<string, LastPlayed>

const isText = (value: unknown): value is string =>
  typeof value === 'string' && value !== '' && value.length <= 64

const isTextList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every(isText)

/** The set a game played last under `key`, if it is one. */
export function lastSet(last: LastPlayed, key: string): string | undefined {
  const value = last[key]
  return typeof value === 'string' ? value : undefined
}

/** The list a game played last under `key`, if it is one. */
export function lastList(
  last: LastPlayed,
  key: string,
): readonly string[] | undefined {
  const value = last[key]
  return Array.isArray(value) ? value : undefined
}

/** A game's id (what it played), or a game's own `<name>_set` (which kind). */
const isRotationKey = (key: string): boolean =>
  (GAME_TYPES as readonly string[]).includes(key) || /^[a-z]+_set$/.test(key)

function parseLastPlayed(value: unknown): LastPlayed | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return null
  }
  const entries = Object.entries(value as Record<string, unknown>)
  return entries.every(
    ([key, played]) =>
      isRotationKey(key) && (isText(played) || isTextList(played)),
  )
    ? (Object.fromEntries(entries) as LastPlayed)
    : null
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
