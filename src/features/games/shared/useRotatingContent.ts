import { useEffect, useMemo, useState } from 'react'

import { usePlayer } from '@/lib/backend'

import {
  GUEST_PLAYER,
  setRotationStore,
  type LastPlayed,
  type SetRotationStore,
} from './setRotation'

/**
 * The content of a game that rotates it (which festivals, which set): the
 * first round's comes from what the child playing (or, with no child
 * chosen, this device) played last, and whatever the game plays is
 * remembered for next time. `first` and `lastOf` are pure; `lastOf` should
 * be a module-level function (it is an effect's dependency).
 */
export function useRotatingContent<T>(
  first: (last: LastPlayed) => T,
  lastOf: (content: T) => LastPlayed,
  store: SetRotationStore = setRotationStore,
) {
  const { player } = usePlayer()
  const who = player?.id ?? GUEST_PLAYER
  const [content, setContent] = useState(() => first(store.read(who)))
  const played = useMemo(() => lastOf(content), [lastOf, content])
  useEffect(() => store.remember(who, played), [store, who, played])
  return [content, setContent] as const
}
