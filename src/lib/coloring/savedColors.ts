import {
  parseJson,
  readStored,
  unreadable,
  type Parsed,
  type StorageLike,
} from '@/lib/storage/storedValue'

/**
 * The colouring studio's saved work (one key a page on this device) and its
 * format, shared by the studio (features/coloring), which reads and writes
 * it, and the jigsaw (features/games), which cuts the child's colours into
 * pieces. Read through lib/storage/storedValue like every stored key.
 */

/** Region id → fill colour (#rrggbb). Regions not listed are white. */
export type Fills = Readonly<Record<string, string>>

export const HEX_COLOR = /^#[0-9a-f]{6}$/

/** The key under which a page's work in progress is kept on this device. */
export function studioStorageKey(pageId: string): string {
  return `vasavi-kids:coloring:${pageId}`
}

const STORAGE_VERSION = 1

export function serializeFills(fills: Fills): string {
  return JSON.stringify({ version: STORAGE_VERSION, fills })
}

/**
 * Reads saved work back (lib/storage/storedValue). Text that is not this
 * format's JSON, or of another version, is unreadable (set aside); fills that
 * are not a colour are dropped and the rest kept (salvaged); regions that no
 * longer exist in the art are dropped quietly (migrated).
 */
export function parseStoredFills(
  text: string,
  knownRegionIds?: ReadonlySet<string>,
): Parsed<Fills> {
  const data = parseJson(text)
  if (typeof data !== 'object' || data === null) return unreadable
  const { version, fills } = data as { version?: unknown; fills?: unknown }
  if (version !== STORAGE_VERSION) return unreadable
  if (typeof fills !== 'object' || fills === null || Array.isArray(fills)) {
    return unreadable
  }
  const result: Record<string, string> = {}
  let status: Parsed<Fills>['status'] = 'ok'
  for (const [id, color] of Object.entries(fills)) {
    if (typeof color !== 'string' || !HEX_COLOR.test(color)) {
      status = 'salvaged'
    } else if (knownRegionIds && !knownRegionIds.has(id)) {
      if (status === 'ok') status = 'migrated'
    } else {
      result[id] = color
    }
  }
  return { status, value: result }
}

function localStore(): StorageLike | null {
  try {
    return window.localStorage
  } catch {
    // Storage blocked (privacy settings): nothing saved to read.
    return null
  }
}

/**
 * A page's saved colours on this device (no colours when there are none,
 * or storage is blocked), keeping only the regions in `knownRegionIds`.
 * Unreadable work is set aside as the studio would (storedValue).
 */
export function readSavedColors(
  pageId: string,
  knownRegionIds?: ReadonlySet<string>,
  storage: StorageLike | null = localStore(),
): Fills {
  const fills = readStored(storage, studioStorageKey(pageId), {
    parse: (text) => parseStoredFills(text),
    serialize: serializeFills,
    fallback: {},
  })
  if (!knownRegionIds) return fills
  return Object.fromEntries(
    Object.entries(fills).filter(([id]) => knownRegionIds.has(id)),
  )
}
