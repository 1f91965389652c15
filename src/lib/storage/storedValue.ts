import { reportStorageProblem } from './storageNotices'

/**
 * Reading and writing what the app keeps in the browser (localStorage,
 * sessionStorage), never trusting it (decision 027). Each stored key has a
 * parser that says what a saved text is worth:
 *
 * - `ok`: the current format, used as it is;
 * - `migrated`: an older format, rewritten in the current one;
 * - `salvaged`: partly unreadable; the readable part is kept and rewritten,
 *   the original text is set aside;
 * - `unreadable`: corrupt, truncated or of an unknown version; set aside and
 *   replaced by the fallback.
 *
 * "Set aside" copies the text to `<key>:corrupt` (for support; never deleted
 * by the app) before anything replaces it, and the visit goes on with a short
 * notice (storageNotices) instead of an error.
 */

export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

export type Parsed<T> =
  | { status: 'ok' | 'migrated' | 'salvaged'; value: T }
  | { status: 'unreadable' }

export const CORRUPT_SUFFIX = ':corrupt'
/** How many unreadable copies one key keeps: `:corrupt`, `:corrupt:2`, ... */
export const CORRUPT_SLOTS = 3

export const unreadable = { status: 'unreadable' } as const

/** JSON.parse that answers `undefined` for text that is not JSON. */
export function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw) as unknown
  } catch {
    return undefined
  }
}

/** True for the error a browser throws when a write does not fit. */
export function isQuotaError(error: unknown): boolean {
  if (!(error instanceof DOMException)) return false
  return (
    error.name === 'QuotaExceededError' ||
    error.name === 'NS_ERROR_DOM_QUOTA_REACHED' ||
    error.code === 22 ||
    error.code === 1014
  )
}

/** A write that failed; `full` when the storage quota was the reason. */
export class StorageWriteError extends Error {
  readonly full: boolean

  constructor(full: boolean, options?: ErrorOptions) {
    super(
      full
        ? 'This device’s storage is full.'
        : 'This browser does not let the site save data.',
      options,
    )
    this.name = 'StorageWriteError'
    this.full = full
  }
}

/**
 * Writes `text` under `key`. A failed write changes nothing already saved
 * (the browser keeps the old value); it throws a `StorageWriteError`, and a
 * full storage is reported for the notice.
 */
export function writeStored(storage: StorageLike, key: string, text: string) {
  try {
    storage.setItem(key, text)
  } catch (error) {
    const full = isQuotaError(error)
    if (full) reportStorageProblem('full')
    throw new StorageWriteError(full, { cause: error })
  }
}

/** Removes `key`; a blocked storage is not worth failing for. */
export function removeStored(storage: StorageLike, key: string) {
  try {
    storage.removeItem(key)
  } catch (error) {
    console.warn(`Could not remove ${key}:`, error)
  }
}

/**
 * Copies `raw` to the first free `<key>:corrupt` slot (or one that holds the
 * same text already; the last slot when all are taken). False when even that
 * write failed, so the caller leaves the original where it is.
 */
export function setAside(storage: StorageLike, key: string, raw: string) {
  for (let slot = 1; slot <= CORRUPT_SLOTS; slot += 1) {
    const asideKey =
      slot === 1 ? key + CORRUPT_SUFFIX : `${key}${CORRUPT_SUFFIX}:${slot}`
    const held = storage.getItem(asideKey)
    if (held === raw) return true
    if (held !== null && slot < CORRUPT_SLOTS) continue
    try {
      storage.setItem(asideKey, raw)
      return true
    } catch (error) {
      console.warn(`Could not set ${key} aside:`, error)
      if (isQuotaError(error)) reportStorageProblem('full')
      return false
    }
  }
  return false
}

type ReadOptions<T> = {
  parse: (raw: string) => Parsed<T>
  /** The current format's text, for values migrated or salvaged. */
  serialize: (value: T) => string
  /** What a missing, unreadable or blocked value reads as. */
  fallback: T
}

/**
 * Reads `key` through its parser: never throws, never loses the saved text.
 * `storage` may be null (no window, storage blocked by the browser).
 */
export function readStored<T>(
  storage: StorageLike | null,
  key: string,
  { parse, serialize, fallback }: ReadOptions<T>,
): T {
  if (!storage) return fallback
  let raw: string | null
  try {
    raw = storage.getItem(key)
  } catch {
    // Storage blocked by the browser's settings: nothing saved to read.
    return fallback
  }
  if (raw === null) return fallback
  const parsed = parse(raw)
  if (parsed.status === 'ok') return parsed.value
  try {
    if (parsed.status === 'migrated') {
      writeStored(storage, key, serialize(parsed.value))
      return parsed.value
    }
    console.warn(`Saved data under ${key} could not be read; set aside.`)
    if (!setAside(storage, key, raw)) {
      return parsed.status === 'salvaged' ? parsed.value : fallback
    }
    reportStorageProblem('set-aside')
    if (parsed.status === 'salvaged') {
      writeStored(storage, key, serialize(parsed.value))
      return parsed.value
    }
    storage.removeItem(key)
  } catch (error) {
    // The rewrite did not fit: the old text stays, and so does the visit.
    console.warn(`Could not rewrite ${key}:`, error)
    return parsed.status === 'unreadable' ? fallback : parsed.value
  }
  return fallback
}

/**
 * One stored key with its parser: `read` never throws (see `readStored`),
 * `write` saves a value in the current format (throwing a
 * `StorageWriteError` when it cannot), `remove` forgets it.
 */
export function storedKey<T>(key: string, options: ReadOptions<T>) {
  return {
    read: (storage: StorageLike | null): T => readStored(storage, key, options),
    write: (storage: StorageLike, value: T) =>
      writeStored(storage, key, options.serialize(value)),
    remove: (storage: StorageLike) => removeStored(storage, key),
  }
}

/**
 * The browser's localStorage or sessionStorage, or null when there is no
 * window (prerendering) or the browser blocks it (privacy settings).
 */
export function browserStorage(
  kind: 'localStorage' | 'sessionStorage',
): StorageLike | null {
  try {
    return typeof window === 'undefined' ? null : window[kind]
  } catch {
    return null
  }
}

/**
 * Writes a small preference; a write the storage refuses (quota, privacy
 * mode) is let go: the choice then lasts as long as the caller keeps it.
 * Says whether the storage kept it.
 */
export function writePreference(
  storage: StorageLike | null,
  key: string,
  text: string,
): boolean {
  if (!storage) return false
  try {
    writeStored(storage, key, text)
    return true
  } catch {
    // Kept in memory by the caller, or for this page only.
    return false
  }
}

/** A saved text that is exactly one of `values`, or unreadable. */
export function parseChoice<T extends string>(
  values: readonly T[],
  raw: string,
  older: Readonly<Record<string, T>> = {},
): Parsed<T> {
  if ((values as readonly string[]).includes(raw)) {
    return { status: 'ok', value: raw as T }
  }
  const newer = Object.hasOwn(older, raw) ? older[raw] : undefined
  return newer === undefined ? unreadable : { status: 'migrated', value: newer }
}

type StoredChoiceOptions<T extends string> = {
  key: string
  values: readonly T[]
  /** What nothing saved (or nothing readable) reads as. */
  fallback: T
  getStorage: () => StorageLike | null
  /** Older words for a value, read as it and rewritten (`migrated`). */
  older?: Readonly<Record<string, T>>
}

/**
 * One of a few words the visitor chose (the sound on or off, the story
 * version), kept under `key`: read through its parser (any other text is
 * set aside once and reads as the fallback), written, and listened to (for
 * `useSyncExternalStore`). A choice the storage would not keep lasts for
 * the visit.
 */
export function createStoredChoice<T extends string>({
  key,
  values,
  fallback,
  getStorage,
  older,
}: StoredChoiceOptions<T>) {
  const listeners = new Set<() => void>()
  // What was chosen during this visit when the storage would not keep it;
  // once the storage keeps a choice, the storage alone is the truth.
  let chosen = fallback

  const read = (): T =>
    readStored(getStorage(), key, {
      parse: (raw) => parseChoice(values, raw, older),
      serialize: (value) => value,
      fallback: chosen,
    })

  function write(value: T) {
    chosen = writePreference(getStorage(), key, value) ? fallback : value
    for (const listener of listeners) listener()
  }

  function subscribe(listener: () => void) {
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
    }
  }

  return { read, write, subscribe }
}
