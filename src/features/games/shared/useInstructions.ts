import { useEffect, useSyncExternalStore } from 'react'

import {
  chooseInstructions,
  COARSE_POINTER_QUERY,
  NO_HOVER_QUERY,
  type Instructions,
} from './instructions'
import { keyboardUse } from './keyboardUse'
import { useMediaQuery } from './useMediaQuery'

/** Notices keyboard use on the page while the component is mounted. */
export function useWatchKeyboard() {
  useEffect(() => keyboardUse.watch(), [])
}

/** What the instructions should name on this device, kept up to date. */
export function useInstructions(): Instructions {
  const coarsePointer = useMediaQuery(COARSE_POINTER_QUERY)
  const noHover = useMediaQuery(NO_HOVER_QUERY)
  const keyboardUsed = useSyncExternalStore(
    keyboardUse.subscribe,
    keyboardUse.isUsed,
    () => false,
  )
  return chooseInstructions({ coarsePointer, noHover, keyboardUsed })
}
