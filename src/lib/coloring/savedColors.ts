/**
 * Reads, for other features, the colours a child saved for a colouring page
 * in the studio (features/coloring/studioState.ts writes them: versioned JSON
 * under one localStorage key a page). Read-only and forgiving: anything that
 * is not that format gives no colours. `savedColors.test.ts` in the coloring
 * feature pins that this reader and the studio's writer agree.
 */

/** Region id → fill colour (#rrggbb). */
export type SavedColors = Readonly<Record<string, string>>

const KEY_PREFIX = 'vasavi-kids:coloring:'
const VERSION = 1
const HEX_COLOR = /^#[0-9a-f]{6}$/

export function savedColorsKey(pageId: string): string {
  return `${KEY_PREFIX}${pageId}`
}

/** The colours in the studio's saved `text`, keeping only known regions. */
export function parseSavedColors(
  text: string | null,
  knownRegionIds?: ReadonlySet<string>,
): SavedColors {
  if (!text) return {}
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch {
    return {}
  }
  if (typeof data !== 'object' || data === null) return {}
  const { version, fills } = data as { version?: unknown; fills?: unknown }
  if (version !== VERSION || typeof fills !== 'object' || fills === null) {
    return {}
  }
  return Object.fromEntries(
    Object.entries(fills).filter(
      ([id, color]) =>
        typeof color === 'string' &&
        HEX_COLOR.test(color) &&
        (!knownRegionIds || knownRegionIds.has(id)),
    ),
  )
}

/**
 * A page's saved colours on this device (`storage` defaults to
 * localStorage), or none when nothing is saved or storage is blocked.
 */
export function readSavedColors(
  pageId: string,
  knownRegionIds?: ReadonlySet<string>,
  storage?: Pick<Storage, 'getItem'>,
): SavedColors {
  try {
    const store = storage ?? window.localStorage
    return parseSavedColors(
      store.getItem(savedColorsKey(pageId)),
      knownRegionIds,
    )
  } catch {
    return {}
  }
}
