import { useCallback, useState } from 'react'

import { toggleSaved } from './learnMore'

/** The places a player kept with "Learn more" during one round. */
export type SavedPlaces = {
  /** Question sources, in the order they were kept. */
  saved: readonly string[]
  toggle: (source: string) => void
}

/**
 * The sources kept for after the round; a new `round` (Play again) starts
 * with none.
 */
export function useSavedPlaces(round: number): SavedPlaces {
  const [kept, setKept] = useState<{
    round: number
    saved: readonly string[]
  }>({ round, saved: [] })
  const saved = kept.round === round ? kept.saved : []
  const toggle = useCallback(
    (source: string) =>
      setKept((current) => ({
        round,
        saved: toggleSaved(
          current.round === round ? current.saved : [],
          source,
        ),
      })),
    [round],
  )
  return { saved, toggle }
}
