/**
 * The backend contract shared by the games, the accounts screens and the
 * leaderboard. DESIGN.md sections 5 and 6 are the source: these names mirror
 * the SQL (`game_type`, badge ids) so the device and Supabase backends agree.
 */

export const GAME_TYPES = [
  'quiz',
  'memory',
  'festival_match',
  'hero_match',
  'story',
  'jigsaw',
  'word_search',
] as const
export type GameType = (typeof GAME_TYPES)[number]

/**
 * The five games Heritage Master asks for: the site's first five. The
 * puzzles came later and do not change what the badge means (decision 034).
 */
export const HERITAGE_MASTER_GAME_TYPES = [
  'quiz',
  'memory',
  'festival_match',
  'hero_match',
  'story',
] as const satisfies readonly GameType[]

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
export type GameResult = { gameType: GameType; value: number }

/** What recording a result gave back: points and the badges it just earned. */
export type RecordedResult = {
  points: number
  newBadges: BadgeId[]
  /** `device` for guests (kept in this browser), `account` once signed in. */
  savedTo: 'device' | 'account'
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

/** A signed-in player as the site shows them. */
export type AuthUser = {
  id: string
  email: string | null
  /** The name chosen at sign-up (shown in the nav and on the leaderboard). */
  username: string
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
export type SignUpInput = SignInInput & { username: string }

/** One row of the leaderboard (DESIGN.md section 6, `get_leaderboard`). */
export type LeaderboardEntry = {
  rank: number
  userId: string
  username: string
  totalScore: number
  quizBest: number | null
  memoryBest: number | null
  achievementCount: number
}

/** The leaderboard shows the top 50; the server never returns over 100. */
export const LEADERBOARD_SIZE = 50
export const LEADERBOARD_MAX = 100
