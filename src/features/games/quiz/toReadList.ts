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
 * The "To read" list (issue 43 item 4, decision 074): the pages a child
 * kept with "Learn more" in the quiz, each ticked off once opened. Kept on
 * this device (localStorage), per child profile, or for the device when no
 * child is playing (`GUEST_READER`), so it survives leaving the page, Back
 * and a reload. Nothing here is sent anywhere.
 *
 * Stored as `{ [player]: [{ source, read }] }` under `TO_READ_KEY`, read
 * through its parser (decision 027): an entry of any other shape is dropped
 * and the original text set aside.
 */

export const TO_READ_KEY = 'vasavi-kids:to-read:v1'
export const GUEST_READER = 'guest'
/** Players remembered at most: the most recent ones are kept. */
export const MAX_READERS = 20
/** Pages kept per player at most: the oldest are let go first. */
export const MAX_TO_READ = 30

export type ToReadItem = { source: string; read: boolean }
export type ToReadList = readonly ToReadItem[]
export type AllToRead = Readonly<Record<string, ToReadList>>

/** A question's source: an English site address (`/traditions#x`). */
const isSource = (value: unknown): value is string =>
  typeof value === 'string' &&
  value.startsWith('/') &&
  !value.startsWith('//') &&
  value.length <= 200

function parseItem(value: unknown): ToReadItem | null {
  if (typeof value !== 'object' || value === null) return null
  const { source, read, ...rest } = value as Record<string, unknown>
  if (!isSource(source) || typeof read !== 'boolean') return null
  return Object.keys(rest).length === 0 ? { source, read } : null
}

/** The stored lists: entries not of their shape are dropped (salvaged). */
export function parseToRead(raw: string): Parsed<AllToRead> {
  const parsed = parseJson(raw)
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return unreadable
  }
  let dropped = false
  const all: Record<string, ToReadList> = {}
  for (const [player, value] of Object.entries(parsed)) {
    if (!Array.isArray(value)) {
      dropped = true
      continue
    }
    const items = value.map(parseItem)
    const kept = items.filter((item): item is ToReadItem => item !== null)
    if (kept.length !== items.length) dropped = true
    all[player] = kept
  }
  return { status: dropped ? 'salvaged' : 'ok', value: all }
}

/** `list` with `source` kept (unchanged when it is there already). */
export function addToRead(list: ToReadList, source: string): ToReadList {
  if (list.some((item) => item.source === source)) return list
  return [...list, { source, read: false }].slice(-MAX_TO_READ)
}

/** `list` without `source`. */
export function removeToRead(list: ToReadList, source: string): ToReadList {
  return list.filter((item) => item.source !== source)
}

/** `list` with `source` ticked off as read (unchanged if it is not kept). */
export function markRead(list: ToReadList, source: string): ToReadList {
  return list.some((item) => item.source === source && !item.read)
    ? list.map((item) =>
        item.source === source ? { source, read: true } : item,
      )
    : list
}

const STORED = storedKey(TO_READ_KEY, {
  parse: parseToRead,
  serialize: (all: AllToRead) => JSON.stringify(all),
  fallback: {},
})

/** No lists: what the server and a hydrating render see. */
export const NO_LISTS: AllToRead = {}

export type ToReadStore = {
  /** Every player's list; the same object until something changes. */
  snapshot: () => AllToRead
  subscribe: (listener: () => void) => () => void
  /** Applies `change` to `player`'s list and keeps the result. */
  update: (player: string, change: (list: ToReadList) => ToReadList) => void
}

export function createToReadStore(
  getStorage: () => StorageLike | null = () => browserStorage('localStorage'),
): ToReadStore {
  const listeners = new Set<() => void>()
  // What the storage held at the last look, and the same object for as long
  // as it holds the same (a snapshot must not change unless the list does).
  // With no storage (blocked), the list lasts for the visit here.
  let current: AllToRead = NO_LISTS
  let currentText = JSON.stringify(NO_LISTS)
  const keep = (all: AllToRead) => {
    const text = JSON.stringify(all)
    if (text !== currentText) {
      current = all
      currentText = text
    }
    return current
  }
  const snapshot = (): AllToRead => {
    const storage = getStorage()
    return storage ? keep(STORED.read(storage)) : current
  }
  return {
    snapshot,
    subscribe: (listener) => {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    update: (player, change) => {
      const { [player]: before = [], ...others } = snapshot()
      const after = change(before)
      if (after === before) return
      // The player moves to the end: the oldest players are let go first.
      keep(
        Object.fromEntries(
          [...Object.entries(others), [player, after] as const].slice(
            -MAX_READERS,
          ),
        ),
      )
      writePreference(getStorage(), TO_READ_KEY, currentText)
      for (const listener of listeners) listener()
    },
  }
}

export const toReadStore = createToReadStore()
