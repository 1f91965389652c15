import type { StoryVersion } from '@/data/story'
import {
  readStored,
  unreadable,
  writeStored,
  type Parsed,
  type StorageLike,
} from '@/lib/storage/storedValue'

/**
 * The chosen story version, remembered for the visit (sessionStorage). Read
 * through `useStoryVersion`, whose server snapshot is the kids version, so a
 * prerendered page and its first (hydrating) client render agree.
 */

export const STORY_VERSION_KEY = 'vasavi-kids:story-version'
export const DEFAULT_STORY_VERSION: StoryVersion = 'kids'

/** The saved choice: one of the two versions, or unreadable (set aside). */
export function parseStoredStoryVersion(raw: string): Parsed<StoryVersion> {
  return raw === 'adult' || raw === 'kids'
    ? { status: 'ok', value: raw }
    : unreadable
}

function sessionStore(): StorageLike | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage
  } catch {
    // Storage can be blocked (privacy settings); the choice then lasts
    // until the page is left.
    return null
  }
}

export function createStoryVersionStore(
  getStorage: () => StorageLike | null = sessionStore,
) {
  const listeners = new Set<() => void>()
  let fallback: StoryVersion = DEFAULT_STORY_VERSION

  // An unreadable value is set aside once; later reads find nothing saved.
  const read = (): StoryVersion =>
    readStored(getStorage(), STORY_VERSION_KEY, {
      parse: parseStoredStoryVersion,
      serialize: (version) => version,
      fallback,
    })

  function write(version: StoryVersion) {
    fallback = version
    const storage = getStorage()
    try {
      if (storage) writeStored(storage, STORY_VERSION_KEY, version)
    } catch {
      // Quota or privacy mode: keep the in-memory choice.
    }
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

export const storyVersionStore = createStoryVersionStore()
