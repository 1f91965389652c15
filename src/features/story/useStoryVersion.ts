import { useEffect, useState, useSyncExternalStore } from 'react'

import type { StoryVersion } from '@/data/story'

import { DEFAULT_STORY_VERSION, storyVersionStore } from './storyVersionStore'

/**
 * The story version and a setter. `asked` is the version the address asks
 * for (`?version=grown-ups`, decision 074): it is shown, and remembered for
 * the visit, until the reader chooses the other one. The server renders the
 * asked version (the source test renders it so); a hydrating first render
 * shows the kids version the prerendered page holds, then the asked or
 * stored one.
 */
export function useStoryVersion(
  asked?: StoryVersion,
): [StoryVersion, (v: StoryVersion) => void] {
  const [followAddress, setFollowAddress] = useState(true)
  const fromAddress = followAddress ? asked : undefined
  const version = useSyncExternalStore(
    storyVersionStore.subscribe,
    () => fromAddress ?? storyVersionStore.read(),
    () =>
      (typeof document === 'undefined' ? fromAddress : undefined) ??
      DEFAULT_STORY_VERSION,
  )
  useEffect(() => {
    if (fromAddress) storyVersionStore.write(fromAddress)
  }, [fromAddress])
  const choose = (next: StoryVersion) => {
    setFollowAddress(false)
    storyVersionStore.write(next)
  }
  return [version, choose]
}
