import { useSyncExternalStore } from 'react'

import type { StoryVersion } from '@/data/story'

import { DEFAULT_STORY_VERSION, storyVersionStore } from './storyVersionStore'

const serverVersion = () => DEFAULT_STORY_VERSION

/**
 * The story version and a setter. The server (and a hydrating first render)
 * sees the kids version; the stored choice is read in the browser only.
 */
export function useStoryVersion(): [StoryVersion, (v: StoryVersion) => void] {
  const version = useSyncExternalStore(
    storyVersionStore.subscribe,
    storyVersionStore.read,
    serverVersion,
  )
  return [version, storyVersionStore.write]
}
