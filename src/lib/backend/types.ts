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
] as const
export type GameType = (typeof GAME_TYPES)[number]

export const BADGE_IDS = [
  'heritage_explorer',
  'cultural_scholar',
  'heritage_master',
] as const
export type BadgeId = (typeof BADGE_IDS)[number]

/**
 * What a finished game sends: the quiz its correct answers (0-12), the memory
 * game its moves (8-999), the other games `COMPLETED` (1).
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
