import { STORY_VERSIONS, type StoryVersion } from '@/data/story'
import {
  browserStorage,
  createStoredChoice,
  parseChoice,
  type StorageLike,
} from '@/lib/storage/storedValue'

/**
 * The chosen story version, remembered for the visit (sessionStorage). Read
 * through `useStoryVersion`, whose server snapshot is the kids version, so a
 * prerendered page and its first (hydrating) client render agree. Storage
 * can be blocked (privacy settings); the choice then lasts until the page
 * is left.
 */

export const STORY_VERSION_KEY = 'vasavi-kids:story-version'
export const DEFAULT_STORY_VERSION: StoryVersion = 'kids'

/** The saved choice: one of the two versions, or unreadable (set aside). */
export const parseStoredStoryVersion = (raw: string) =>
  parseChoice(STORY_VERSIONS, raw)

export function createStoryVersionStore(
  getStorage: () => StorageLike | null = () => browserStorage('sessionStorage'),
) {
  return createStoredChoice<StoryVersion>({
    key: STORY_VERSION_KEY,
    values: STORY_VERSIONS,
    fallback: DEFAULT_STORY_VERSION,
    getStorage,
  })
}

export const storyVersionStore = createStoryVersionStore()
