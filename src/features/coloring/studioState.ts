import { parseJson, unreadable, type Parsed } from '@/lib/storage/storedValue'

/**
 * The colouring studio's state: which colour fills which region, with a
 * history for Undo. Pure, so the component only dispatches.
 */

/** Region id → fill colour (#rrggbb). Regions not listed are white. */
export type Fills = Readonly<Record<string, string>>

export type StudioState = {
  fills: Fills
  /** Earlier `fills`, newest last; Undo pops one. */
  past: readonly Fills[]
}

export type StudioAction =
  | { type: 'fill'; regionId: string; color: string }
  | { type: 'undo' }
  | { type: 'clear' }

/** Enough steps for a long session without letting memory grow forever. */
export const MAX_UNDO_STEPS = 200

const HEX_COLOR = /^#[0-9a-f]{6}$/

export function createStudioState(fills: Fills = {}): StudioState {
  return { fills, past: [] }
}

function remember(state: StudioState, fills: Fills): StudioState {
  return {
    fills,
    past: [...state.past, state.fills].slice(-MAX_UNDO_STEPS),
  }
}

export function studioReducer(
  state: StudioState,
  action: StudioAction,
): StudioState {
  switch (action.type) {
    case 'fill': {
      const color = action.color.toLowerCase()
      if (!HEX_COLOR.test(color)) return state
      if (state.fills[action.regionId] === color) return state
      return remember(state, { ...state.fills, [action.regionId]: color })
    }
    case 'undo': {
      const previous = state.past.at(-1)
      if (!previous) return state
      return { fills: previous, past: state.past.slice(0, -1) }
    }
    case 'clear':
      if (Object.keys(state.fills).length === 0) return state
      return remember(state, {})
  }
}

export const canUndo = (state: StudioState) => state.past.length > 0
export const filledCount = (state: StudioState) =>
  Object.keys(state.fills).length

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
