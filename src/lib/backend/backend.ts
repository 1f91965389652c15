import { BackendError } from './errors'
import { createGuestStore, type GuestStore } from './guestStore'
import type {
  AuthListener,
  AuthSession,
  GameResult,
  GameType,
  LeaderboardEntry,
  OfflineRound,
  OfflineSendReport,
  Progress,
  RecordedResult,
  SignInInput,
  SignUpInput,
} from './types'

/** Which implementation runs: a Supabase project, or this browser alone. */
export type BackendKind = 'supabase' | 'device'

/**
 * Everything the site needs from a backend (DESIGN.md section 6). Games call
 * only `startGame`, `recordGameResult` and `getMyProgress`. Every method
 * rejects with a `BackendError` on failure.
 */
export interface Backend {
  readonly kind: BackendKind
  /**
   * Called when a round starts. Signed-in players get a game session id
   * (needed to finish the game); guests get null.
   */
  startGame(gameType: GameType): Promise<string | null>
  /** Records a finished round; `gameSessionId` is what `startGame` gave. */
  recordGameResult(
    result: GameResult,
    gameSessionId: string | null,
  ): Promise<RecordedResult>
  getMyProgress(): Promise<Progress>
  /**
   * The signed-in player's rounds played offline and kept on this device for
   * the server, oldest first: waiting, added (with when) or refused. Only
   * the Supabase backend has any (decision 027); guests and device accounts
   * keep every result on the device already.
   */
  getOfflineRounds(): Promise<OfflineRound[]>
  /**
   * Sends the signed-in player's waiting rounds; `ignoreBackoff` sends them
   * all now (the connection came back, the app started) instead of only
   * those whose wait is over.
   */
  sendOfflineRounds(options?: {
    ignoreBackoff?: boolean
  }): Promise<OfflineSendReport>

  /** The current session, looked up once at start-up. */
  getSession(): Promise<AuthSession | null>
  /** Subscribes to auth events; returns the unsubscribe function. */
  onAuthChange(listener: AuthListener): () => void
  signIn(input: SignInInput): Promise<AuthSession>
  /** Null when the account must confirm its e-mail before signing in. */
  signUp(input: SignUpInput): Promise<AuthSession | null>
  /** Leaves the site for Google; comes back to the site root. */
  signInWithGoogle(): Promise<void>
  signOut(): Promise<void>
  /** The top players (50 unless asked; never more than 100). */
  getLeaderboard(limit?: number): Promise<LeaderboardEntry[]>
  /** The signed-in player's own row; null for guests or before a result. */
  getMyRank(): Promise<LeaderboardEntry | null>
}

/** What a backend without an outbox answers. */
export const NOTHING_TO_SEND: OfflineSendReport = {
  added: [],
  refused: [],
  retryAt: null,
}

const noAccounts = () =>
  Promise.reject(
    new BackendError('unknown', 'Accounts are not available here.'),
  )

/**
 * A backend without accounts: results stay in the guest store and the
 * leaderboard is empty. Tests and previews use it.
 */
export function createGuestBackend(store: GuestStore): Backend {
  return {
    kind: 'device',
    startGame: () => Promise.resolve(null),
    recordGameResult: (result) => Promise.resolve(store.record(result)),
    getMyProgress: () => Promise.resolve(store.getProgress()),
    getOfflineRounds: () => Promise.resolve([]),
    sendOfflineRounds: () => Promise.resolve(NOTHING_TO_SEND),
    getSession: () => Promise.resolve(null),
    onAuthChange: () => () => undefined,
    signIn: noAccounts,
    signUp: noAccounts,
    signInWithGoogle: noAccounts,
    signOut: () => Promise.resolve(),
    getLeaderboard: () => Promise.resolve([]),
    getMyRank: () => Promise.resolve(null),
  }
}

export function createBrowserGuestBackend(): Backend {
  return createGuestBackend(createGuestStore(window.localStorage))
}
