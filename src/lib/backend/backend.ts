import { createGuestStore, type GuestStore } from './guestStore'
import type { GameResult, GameType, Progress, RecordedResult } from './types'

/**
 * What the games need from a backend. The accounts work extends this
 * interface with sessions, sign-in and the leaderboard; games only ever call
 * these three.
 */
export interface Backend {
  /**
   * Called when a round starts. Signed-in players get a server game session id
   * (needed to finish the game); guests get null.
   */
  startGame(gameType: GameType): Promise<string | null>
  /** Records a finished round; `gameSessionId` is what `startGame` gave. */
  recordGameResult(
    result: GameResult,
    gameSessionId: string | null,
  ): Promise<RecordedResult>
  getMyProgress(): Promise<Progress>
}

/** Results of a player who has not signed in stay on this device. */
export function createGuestBackend(store: GuestStore): Backend {
  return {
    startGame: () => Promise.resolve(null),
    recordGameResult: (result) => Promise.resolve(store.record(result)),
    getMyProgress: () => Promise.resolve(store.getProgress()),
  }
}

export function createBrowserGuestBackend(): Backend {
  return createGuestBackend(createGuestStore(window.localStorage))
}
