import type { StoryVersion } from '@/data/story'

/**
 * The chosen story version, remembered for the visit (sessionStorage). Read
 * through `useStoryVersion`, whose server snapshot is the kids version, so a
 * prerendered page and its first (hydrating) client render agree.
 */

export const STORY_VERSION_KEY = 'vasavi-kids:story-version'
export const DEFAULT_STORY_VERSION: StoryVersion = 'kids'

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>

export function parseStoryVersion(raw: string | null): StoryVersion {
  return raw === 'adult' || raw === 'kids' ? raw : DEFAULT_STORY_VERSION
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

  function read(): StoryVersion {
    try {
      const stored = getStorage()?.getItem(STORY_VERSION_KEY) ?? null
      return stored === null ? fallback : parseStoryVersion(stored)
    } catch {
      return fallback
    }
  }

  function write(version: StoryVersion) {
    fallback = version
    try {
      getStorage()?.setItem(STORY_VERSION_KEY, version)
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
