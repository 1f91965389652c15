import type { QuestionBand } from '@/lib/quiz/bank'

import type {
  AuthListener,
  AuthSession,
  ChangePasswordInput,
  ChildLearning,
  ChildProfile,
  ChildReport,
  Family,
  FamilyExport,
  GameResult,
  GameType,
  LeaderboardEntry,
  OfflineRound,
  OfflineSendReport,
  NewProfileInput,
  PinRecoveryInput,
  ProfileChanges,
  Progress,
  QuizRound,
  RecordedResult,
  RecoveryLink,
  SetPinInput,
  SignInInput,
  SignUpInput,
} from './types'

/** Which implementation runs: a Supabase project, or this browser alone. */
export type BackendKind = 'supabase' | 'device'

/**
 * What the games need (decision 028): a round of a child profile
 * (`profileId`), or of a guest (`null`), whose results stay on this device.
 */
export interface RoundsBackend {
  /**
   * Called when a round starts. For a child profile of the signed-in family
   * it opens a game session and gives its id (needed to finish the game);
   * for a guest (`profileId` null, or nobody signed in) it gives null.
   */
  startGame(
    profileId: string | null,
    gameType: GameType,
  ): Promise<string | null>
  /**
   * Starts a quiz round drawn from the bank (issue 36): 12 questions of
   * `band` (a child's own band wins when their profile has one) that they
   * have not seen since the band was last seen whole; for a guest, from the
   * guest's cycle on this device. A child's round is finished with its
   * answers (`GameResult.answers`), which the backend marks.
   */
  startQuiz(profileId: string | null, band: QuestionBand): Promise<QuizRound>
  /**
   * Records a finished round. With the id `startGame` gave, the result goes
   * to the child the session was opened for; with null, to the guest store.
   */
  recordGameResult(
    result: GameResult,
    gameSessionId: string | null,
  ): Promise<RecordedResult>
  /**
   * The signed-in family's rounds played offline and kept on this device
   * for the server, oldest first, each with the child who played it:
   * waiting, added (with when) or refused. Only
   * the Supabase backend has any (decision 027); guests and device accounts
   * keep every result on the device already.
   */
  getOfflineRounds(): Promise<OfflineRound[]>
  /**
   * Sends the signed-in family's waiting rounds; `ignoreBackoff` sends them
   * all now (the connection came back, the app started) instead of only
   * those whose wait is over.
   */
  sendOfflineRounds(options?: {
    ignoreBackoff?: boolean
  }): Promise<OfflineSendReport>
  /** A child's progress; the guest's on this device when `profileId` is null. */
  getMyProgress(profileId: string | null): Promise<Progress>
}

/** The public leaderboard of child profiles. */
export interface LeaderboardBackend {
  /**
   * The top children (50 unless asked; never more than 100), by fun name and
   * avatar. Children hidden by their parent are left out.
   */
  getLeaderboard(limit?: number): Promise<LeaderboardEntry[]>
  /**
   * A child's own row, even outside the top and even when hidden (then the
   * rank they would have among the listed children); null before a result.
   */
  getMyRank(profileId: string): Promise<LeaderboardEntry | null>
}

/** The parent's account: the session, signing in and out, the consent. */
export interface AuthBackend {
  /** The current session, looked up once at start-up. */
  getSession(): Promise<AuthSession | null>
  /** Subscribes to auth events; returns the unsubscribe function. */
  onAuthChange(listener: AuthListener): () => void
  signIn(input: SignInInput): Promise<AuthSession>
  /**
   * A parent's sign-up; the family starts with no child profile. Null when
   * the account must confirm its e-mail before signing in. On the device
   * backend a guest's results go to the family's first child profile.
   */
  signUp(input: SignUpInput): Promise<AuthSession | null>
  /** Leaves the site for Google; comes back to the site root. */
  signInWithGoogle(): Promise<void>
  signOut(): Promise<void>
  /**
   * Records the parent's "I am a parent or guardian, 18 or older" for
   * accounts that did not give it at sign-up: Google sign-ups (OAuth cannot
   * carry it) and accounts from before families. `Family.consentedAt` is
   * null until then, and the site asks for it before anything else.
   */
  giveParentConsent(policyVersion: string): Promise<void>
  /** Needs the current password (`invalid-credentials` when wrong). */
  changePassword(input: ChangePasswordInput): Promise<void>
  /**
   * "Forgot your password?" (decision 070): sends the reset e-mail, whose
   * link comes back to `returnPath` (the new-password page, in the edition
   * shown). Says nothing of whether the address has an account. The device
   * backend, which has no e-mail, refuses (`no-email`).
   */
  requestPasswordReset(input: {
    email: string
    returnPath: string
  }): Promise<void>
  /**
   * Signs the parent in from the reset link, for `setNewPassword`:
   * `link-expired` for a link that has expired, was used or was asked for
   * on another device (the PKCE flow's code, which supabase-js exchanges
   * as it starts and takes out of the address). Device backend: `no-email`.
   */
  recoverSession(link: RecoveryLink): Promise<AuthSession>
  /**
   * The new password, without the current one: only after
   * `recoverSession` (`invalid-credentials` otherwise, so a child holding a
   * signed-in tablet cannot). Device backend: `no-email`.
   */
  setNewPassword(password: string): Promise<AuthSession>
  /**
   * The device backend's way back in: the account's e-mail and its parent
   * PIN (the PIN's lock applies) set a new password and sign the parent in;
   * `invalid-credentials` for an e-mail with no account here, `no-pin` for
   * an account without a PIN, `wrong-pin`, `rate-limited`. Supabase
   * refuses (`unknown`): its parents use the e-mail link.
   */
  recoverWithPin(input: PinRecoveryInput): Promise<AuthSession>
  /**
   * Deletes the whole account at once: every child profile with its
   * results, badges and stats, the PIN and the sign-in itself. Signs out.
   */
  deleteAccount(): Promise<void>
}

/** The signed-in family: child profiles, the parent PIN, reports, export. */
export interface FamilyBackend {
  getFamily(): Promise<Family>
  /**
   * Adds a child (`profile-limit` for a 7th, `name-taken` for a fun name in
   * use, `invalid-input` for one that breaks the username rules or before
   * the parent's confirmation). On the device backend the first profile
   * takes over a guest's results.
   */
  addProfile(input: NewProfileInput): Promise<ChildProfile>
  updateProfile(
    profileId: string,
    changes: ProfileChanges,
  ): Promise<ChildProfile>
  /** Deletes a child and everything of theirs: results, badges, stats. */
  deleteProfile(profileId: string): Promise<void>
  /**
   * Sets the 4-digit parent PIN, stored only as a salted hash. Changing it
   * needs `currentPin` (`wrong-pin` when it does not match).
   */
  setParentPin(input: SetPinInput): Promise<void>
  /**
   * Sets a new PIN without the old one, for a parent who forgot it: only
   * within `PIN_RESET_WINDOW_MS` of signing in with the password (or Google),
   * `wrong-pin` otherwise, so a child holding a signed-in tablet cannot.
   */
  resetParentPin(pin: string): Promise<void>
  /**
   * True when `pin` is the parent PIN, false when not. The fifth miss in a
   * row locks the PIN (`pinLockMs`: 15 minutes, then longer) and rejects
   * with `pin-locked`, as does any PIN while the lock holds; the error's
   * `lockedUntil` says when it ends (decision 069). A right PIN (or setting
   * one) opens the grown-up window: once a family has a PIN, adding,
   * changing or deleting a child and deleting the account need it
   * (`wrong-pin` when it has closed). It closes `GROWN_UP_WINDOW_MS` after
   * the PIN, whatever is changed in between.
   */
  verifyParentPin(pin: string): Promise<boolean>
  /** When the PIN's lock ends (ISO 8601), or null when it is not locked. */
  parentPinLockedUntil(): Promise<string | null>
  /** Per child: badges with dates, totals, rounds, last 8 weeks of rounds. */
  getFamilyReport(): Promise<ChildReport[]>
  /**
   * Per child, oldest first: what the quiz showed they learnt in the last
   * ACTIVITY_WEEKS weeks (topics answered and right, the most missed).
   */
  familyLearning(): Promise<ChildLearning[]>
  /** Everything the family has, for "download all of the family's data". */
  exportFamilyData(): Promise<FamilyExport>
}

/**
 * Everything the site needs from a backend (decision 028), by area: each
 * implementation (device/, supabase/) has one file per area. The signed-in
 * account is a family: a parent's sign-in and up to six child profiles.
 * Every method rejects with a `BackendError` on failure; family methods
 * reject with `not-signed-in` when nobody is signed in and
 * `profile-not-found` for a profile that is not the family's (or was
 * deleted).
 */
export type Backend = { readonly kind: BackendKind } & AuthBackend &
  FamilyBackend &
  RoundsBackend &
  LeaderboardBackend

/** What a backend without an outbox answers. */
export const NOTHING_TO_SEND: OfflineSendReport = {
  added: [],
  refused: [],
  retryAt: null,
}
