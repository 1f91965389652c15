/**
 * The backend contract shared by the games, the accounts screens and the
 * leaderboard (docs/architecture.md#the-backend). These names mirror the SQL
 * (`game_type`, badge ids) so the device and Supabase backends agree.
 */

import type { AgeBand } from '@/lib/ageBands/ageBands'
import type { GameType } from '@/lib/games/gameRules'
import type { QuestionBand, QuestionTopic } from '@/lib/quiz/bank'

// The games' ids and the badge's five games: the game registry's pure half.
export {
  GAME_TYPES,
  HERITAGE_MASTER_GAME_TYPES,
  type GameType,
} from '@/lib/games/gameRules'

export const BADGE_IDS = [
  'heritage_explorer',
  'cultural_scholar',
  'heritage_master',
] as const
export type BadgeId = (typeof BADGE_IDS)[number]

/**
 * What a finished game sends: the quiz its correct answers (0-12), the memory
 * game its moves (8-999), the jigsaw its pieces (9, 16 or 25), the word search
 * the words found (6 or 8), the other games `COMPLETED` (1).
 */
export type GameResult = {
  gameType: GameType
  value: number
  /**
   * The quiz's answers, one a drawn question, in the round's order: the
   * backend marks them against the bank (decision 056), so `value` is only
   * the client's count of them.
   */
  answers?: readonly QuizAnswer[]
}

/** One answer of a quiz round: the bank question and the option picked. */
export type QuizAnswer = { questionId: string; choice: number }

/**
 * A quiz round drawn from the bank (issue 36): 12 questions of one band,
 * none seen again until the rest of the band has been. `sessionId` is what
 * `recordGameResult` needs (null for a guest, whose round stays here).
 */
export type QuizRound = {
  sessionId: string | null
  band: QuestionBand
  /** Bank ids, in the order they are asked. */
  questionIds: string[]
}

/** A quiz answer kept for the grown-ups' view and the data download. */
export type KeptQuizAnswer = {
  questionId: string
  topic: QuestionTopic
  correct: boolean
  answeredAt: string
}

/** What recording a result gave back: points and the badges it just earned. */
export type RecordedResult = {
  points: number
  newBadges: BadgeId[]
  /**
   * `device` for guests (kept in this browser), `account` once signed in,
   * `outbox` for a signed-in player's round the server could not be reached
   * for: kept on this device until it is sent (`offlineRoundId`). Its points
   * are the scoring table's; the server awards badges when it arrives.
   */
  savedTo: 'device' | 'account' | 'outbox'
  offlineRoundId?: string
}

/**
 * A round a signed-in player finished without a connection, kept on this
 * device (the outbox) until `submit_offline_round` has it (decision 027).
 */
export type OfflineRound = {
  /** Made on the device; the server counts each id once. */
  id: string
  /** Whose account it is: only that family's session sends it. */
  userId: string
  /** The child who played it (decision 028): the round is credited to them. */
  profileId: string
  gameType: GameType
  value: number
  /** A quiz's answers: the server marks them (decision 056). */
  answers?: QuizAnswer[]
  /** When the round ended and how long it took, by the device's clock. */
  playedAt: number
  durationMs: number
  status: 'pending' | 'added' | 'refused'
  /** Sending attempts that failed for want of a connection or server. */
  attempts: number
  /** Not sent again before this time (ms since 1970); 0: at once. */
  nextAttemptAt: number
  /** Once added: the server's points, new badges and when it added them. */
  points: number | null
  newBadges: BadgeId[]
  addedAt: number | null
  /** Once refused: why (the server's reason). */
  refusal: string | null
}

/** What one sending of the outbox did. */
export type OfflineSendReport = {
  added: OfflineRound[]
  refused: OfflineRound[]
  /** When rounds still waiting should be tried again; null: none wait. */
  retryAt: number | null
}

/** A player's progress: earned badges and bests (null until played). */
export type Progress = {
  badges: BadgeId[]
  totalScore: number
  quizBest: number | null
  /** Fewest moves in a finished memory game. */
  memoryBest: number | null
  completedGameTypes: GameType[]
}

export const EMPTY_PROGRESS: Progress = {
  badges: [],
  totalScore: 0,
  quizBest: null,
  memoryBest: null,
  completedGameTypes: [],
}

/**
 * The signed-in account. It belongs to a parent or guardian (decision 028):
 * children never sign in, they play under a child profile of the family.
 */
export type AuthUser = {
  id: string
  /** The parent's e-mail address (null only if the provider gave none). */
  email: string | null
}

/** The signed-in session; tokens and refresh stay inside the backend. */
export type AuthSession = {
  user: AuthUser
  /** When the access token expires (seconds since 1970), if it does. */
  expiresAt: number | null
}

/** Auth events, named as supabase-js names them (spec section 4). */
export type AuthEvent =
  | 'INITIAL_SESSION'
  | 'SIGNED_IN'
  | 'SIGNED_OUT'
  | 'TOKEN_REFRESHED'
  | 'USER_UPDATED'
  | 'PASSWORD_RECOVERY'
  | 'MFA_CHALLENGE_VERIFIED'

export type AuthListener = (
  event: AuthEvent,
  session: AuthSession | null,
) => void

export type SignInInput = { email: string; password: string }
/**
 * A parent's sign-up. `parentConsent` is the "I am a parent or guardian, 18
 * or older" box (the form cannot submit without it); the backend records when
 * it was given and `policyVersion` (POLICY_VERSION from data/policyVersion).
 */
export type SignUpInput = SignInInput & {
  parentConsent: true
  policyVersion: string
}

/**
 * One row of the leaderboard (`get_leaderboard`,
 * docs/architecture.md#the-database): a child profile, shown by fun name and
 * avatar, never by anything of the parent's. Children hidden by their parent
 * are left out of the public list.
 */
export type LeaderboardEntry = {
  rank: number
  profileId: string
  funName: string
  avatar: AvatarId
  totalScore: number
  quizBest: number | null
  memoryBest: number | null
  achievementCount: number
}

/** The leaderboard shows the top 50; the server never returns over 100. */
export const LEADERBOARD_SIZE = 50
export const LEADERBOARD_MAX = 100

/* ---------------------------------------------------------------------------
 * Families (decision 028). An account is a family: one parent sign-in and
 * 0-6 child profiles. Scores, sessions, stats, badges and ranks belong to a
 * child profile. Dates cross the interface as ISO 8601 strings.
 */

/**
 * The avatars a child can choose, drawn in components/avatars (one SVG each).
 * This list is the contract: the database accepts exactly these ids.
 */
export const AVATAR_IDS = [
  'peacock',
  'elephant',
  'tiger',
  'parrot',
  'cow',
  'monkey',
  'deer',
  'swan',
  'lotus',
  'diya',
  'veena',
  'temple',
] as const
export type AvatarId = (typeof AVATAR_IDS)[number]

/** Optional: the child's default band in the games (decision 068). */
export { AGE_BANDS, type AgeBand } from '@/lib/ageBands/ageBands'

/** A family has at most this many child profiles; the 7th is refused. */
export const MAX_PROFILES = 6

/** The parent PIN is exactly four digits. */
export const PARENT_PIN_LENGTH = 4
export const PARENT_PIN_PATTERN = /^\d{4}$/

/**
 * Wrong PINs in a row before the PIN locks, and for how long: 15 minutes the
 * first time, doubled for each further lock until a right PIN, at most 24
 * hours (decision 051, as the database does).
 */
export const PIN_MAX_MISSES = 5
export const PIN_LOCK_MS = 15 * 60 * 1000
export const PIN_LOCK_MAX_MS = 24 * 60 * 60 * 1000

/** How long the PIN locks after `earlierLocks` locks since the last right PIN. */
export const pinLockMs = (earlierLocks: number) =>
  Math.min(
    PIN_LOCK_MS * 2 ** Math.min(Math.max(earlierLocks, 0), 10),
    PIN_LOCK_MAX_MS,
  )
/** How long a right PIN lets the grown-ups change the family. */
export const GROWN_UP_WINDOW_MS = 30 * 60 * 1000
/** How soon after signing in a forgotten PIN may be replaced. */
export const PIN_RESET_WINDOW_MS = 10 * 60 * 1000

/** The activity chart and the report cover the last 8 weeks. */
export const ACTIVITY_WEEKS = 8

/**
 * A child of the family. The fun name follows the username rules
 * (usernameRules.ts: 3-20 characters, no e-mail address, no phone number)
 * and is unique on the leaderboard, case-insensitively, across all families.
 */
export type ChildProfile = {
  id: string
  funName: string
  avatar: AvatarId
  ageBand: AgeBand | null
  /** The parent hid this child from the public leaderboard. */
  hiddenFromLeaderboard: boolean
  createdAt: string
}

/** The signed-in family: the parent's side and the children, oldest first. */
export type Family = {
  parentEmail: string | null
  /** When the parent confirmed being a parent or guardian, 18 or older. */
  consentedAt: string | null
  /** The policy version the parent agreed to. */
  policyVersion: string | null
  /** Whether a parent PIN has been set (the PIN itself never leaves). */
  hasPin: boolean
  profiles: ChildProfile[]
}

export type NewProfileInput = {
  funName: string
  avatar: AvatarId
  ageBand?: AgeBand | null
  /** Off the public leaderboard from the start (default: shown). */
  hiddenFromLeaderboard?: boolean
}

/** Any of these may change; what is left out stays as it was. */
export type ProfileChanges = Partial<
  Pick<ChildProfile, 'funName' | 'avatar' | 'ageBand' | 'hiddenFromLeaderboard'>
>

/** `currentPin` is needed when a PIN is already set (changing it). */
export type SetPinInput = { pin: string; currentPin?: string }

/**
 * What a password-reset e-mail's link brought back to the new-password page
 * (its address's query and fragment): Supabase's `token_hash` (an e-mail
 * template that links straight to the site), or the `code` of its PKCE
 * flow (supabase-js exchanges it as the client starts), or the `error_code`
 * of a link that had expired or was used (decision 070).
 */
export type RecoveryLink = {
  tokenHash: string | null
  code: string | null
  error: string | null
}

/**
 * A forgotten password on the device backend, which has no e-mail: the
 * account's e-mail and its parent PIN prove the parent (decision 070).
 */
export type PinRecoveryInput = {
  email: string
  pin: string
  newPassword: string
}

export type ChangePasswordInput = {
  currentPassword: string
  newPassword: string
}

/** A badge with the moment it was earned. */
export type EarnedBadge = { id: BadgeId; earnedAt: string }

/** One finished round of a child. `value` is what the game sent. */
export type PlayedRound = {
  gameType: GameType
  value: number
  points: number
  playedAt: string
}

/** What /family shows for one child. */
export type ChildReport = {
  profile: ChildProfile
  /** Totals, bests, completed game types and badge ids. */
  progress: Progress
  /** Earned badges with their dates, in the order of BADGE_IDS. */
  badges: EarnedBadge[]
  /** Finished rounds per game type, all time. */
  roundsByGame: Record<GameType, number>
  lastPlayedAt: string | null
  /** Every round of the last ACTIVITY_WEEKS weeks, oldest first. */
  recentRounds: PlayedRound[]
}

/**
 * "Download all of the family's data": everything kept about the family, as
 * a JSON-ready object. Nothing secret: no password or PIN hashes.
 */
export type FamilyExport = {
  format: 'vasavi-kids-family-export'
  version: 1
  exportedAt: string
  parent: {
    email: string | null
    createdAt: string | null
    consentedAt: string | null
    policyVersion: string | null
    hasPin: boolean
  }
  children: {
    profile: ChildProfile
    badges: EarnedBadge[]
    /** Every round ever played, oldest first. */
    rounds: PlayedRound[]
    /** What the quiz showed they learnt, the last ACTIVITY_WEEKS weeks. */
    learning: Omit<ChildLearning, 'profileId'>
    /** Every quiz answer kept, oldest first. */
    quizAnswers: KeptQuizAnswer[]
  }[]
}

/**
 * What a child learnt in the quiz over the last ACTIVITY_WEEKS weeks (issue
 * 36 item 5), the shape of `get_family_learning()` per child: per topic the
 * questions answered and answered right, and the (at most three) questions
 * most often missed, by bank id (the client has their texts).
 */
export type TopicLearning = {
  topic: QuestionTopic
  answered: number
  right: number
  /** Distinct questions answered (decision 076). */
  seen: number
  /**
   * Of those, the ones learnt: not in review, so answered right with no miss
   * since, or missed and answered right twice since (decision 076).
   */
  learnt: number
}
export type MissedQuestion = { questionId: string; missed: number }
export type ChildLearning = {
  profileId: string
  /** Topics played, in the order of QUESTION_TOPICS. */
  topics: TopicLearning[]
  /** Most missed first; ties: the most recently missed first. */
  mostMissed: MissedQuestion[]
}
