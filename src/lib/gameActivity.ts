import { useSyncExternalStore } from 'react'

/**
 * How many game rounds are in progress: a round starts when a game opens or
 * on Play Again, and ends with its result or when the game closes. Anything
 * that would interrupt play (the "new version" prompt) waits while it is
 * above zero. Rounds are marked by `useGameSession`.
 *
 * Also how many games are open, round or result: a notice that is not about
 * the game (the site now works offline) waits until the child leaves it.
 */

let roundsInProgress = 0
let gamesOpen = 0
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

/** Marks a game as open (playing or showing its result); returns its close. */
export function openGameView(): () => void {
  gamesOpen += 1
  emit()
  let closed = false
  return () => {
    if (closed) return
    closed = true
    gamesOpen -= 1
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

const isGameOpen = () => gamesOpen > 0

/** True while a game is open, its round in play or its result shown. */
export function useIsGameOpen(): boolean {
  return useSyncExternalStore(
    subscribeGameActivity,
    isGameOpen,
    isPlayingOnServer,
  )
}
