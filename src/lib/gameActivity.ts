import { useSyncExternalStore } from 'react'

/**
 * How many game rounds are in progress: a round starts when a game opens or
 * on Play Again, and ends with its result or when the game closes. Anything
 * that would interrupt play (the "new version" prompt) waits while it is
 * above zero. Rounds are marked by the games' `useGameSession`.
 */

let roundsInProgress = 0
const listeners = new Set<() => void>()

function emit() {
  for (const listener of listeners) listener()
}

export function subscribeGameActivity(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The snapshot: rounds in progress right now. */
export function getRoundsInProgress(): number {
  return roundsInProgress
}

/** Marks a round as in progress; the function it returns ends it, once. */
export function startGameRound(): () => void {
  roundsInProgress += 1
  emit()
  let ended = false
  return () => {
    if (ended) return
    ended = true
    roundsInProgress -= 1
    emit()
  }
}

const isPlaying = () => roundsInProgress > 0
// Prerendered HTML has no game open.
const isPlayingOnServer = () => false

/** True while a child is in the middle of a game round. */
export function useIsPlayingGame(): boolean {
  return useSyncExternalStore(
    subscribeGameActivity,
    isPlaying,
    isPlayingOnServer,
  )
}
