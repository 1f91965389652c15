import { useState, useSyncExternalStore } from 'react'

import { ageBandChoice } from '@/lib/ageBands/ageBandChoice'
import { type AgeBand, DEFAULT_AGE_BAND } from '@/lib/ageBands/ageBands'
import { usePlayer } from '@/lib/backend'

export type AgeBandInUse = {
  /** The band this game plays now. */
  band: AgeBand
  /** The band of the child playing; null for a guest or a profile with none. */
  childBand: AgeBand | null
  choose: (band: AgeBand) => void
}

/**
 * The age band a game plays (decision 068): the child's own to begin with,
 * never a cage — another band chosen lasts while the game is open; a
 * guest's choice is kept on the device for every game.
 */
export function useAgeBand(): AgeBandInUse {
  const childBand = usePlayer().player?.ageBand ?? null
  const guestBand = useSyncExternalStore(
    ageBandChoice.subscribe,
    ageBandChoice.read,
    () => DEFAULT_AGE_BAND,
  )
  const [childPick, setChildPick] = useState<AgeBand | null>(null)
  return childBand
    ? { band: childPick ?? childBand, childBand, choose: setChildPick }
    : { band: guestBand, childBand, choose: ageBandChoice.write }
}
