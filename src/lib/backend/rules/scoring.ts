import {
  HERITAGE_MASTER_GAME_TYPES,
  type BadgeId,
  type GameResult,
  type GameType,
  type Progress,
} from '../contract/types'

/**
 * The one scoring table (docs/architecture.md#scoring), shared by the device
 * backend and mirrored by the SQL in supabase/migrations.
 */

export const COMPLETED = 1

type GameRule = {
  min: number
  max: number
  /** When set, only these values between min and max are possible. */
  values?: readonly number[]
  minPlayMs: number
  points: (value: number) => number
}

export const QUIZ_QUESTION_COUNT = 12
export const MEMORY_PAIR_COUNT = 8
/** A jigsaw is cut into 3×3, 4×4 or 5×5 pieces and sends its piece count. */
export const JIGSAW_PIECE_COUNTS = [9, 16, 25] as const
/** The word search hides 6 words (8×8, ages 5-8) or 8 (10×10, older). */
export const WORD_SEARCH_WORD_COUNTS = [6, 8] as const

export const GAME_RULES: Record<GameType, GameRule> = {
  quiz: {
    min: 0,
    max: QUIZ_QUESTION_COUNT,
    minPlayMs: 24_000,
    points: (correct) => correct,
  },
  memory: {
    min: MEMORY_PAIR_COUNT,
    max: 999,
    minPlayMs: 8_000,
    points: (moves) => Math.max(1, 24 - moves),
  },
  festival_match: {
    min: COMPLETED,
    max: COMPLETED,
    minPlayMs: 4_000,
    points: () => 4,
  },
  hero_match: {
    min: COMPLETED,
    max: COMPLETED,
    minPlayMs: 4_000,
    points: () => 4,
  },
  story: { min: COMPLETED, max: COMPLETED, minPlayMs: 3_000, points: () => 3 },
  jigsaw: {
    min: 9,
    max: 25,
    values: JIGSAW_PIECE_COUNTS,
    minPlayMs: 8_000,
    // 3, 5 or 8 points: a bigger puzzle is worth more.
    points: (pieces) => Math.floor(pieces / 3),
  },
  word_search: {
    min: 6,
    max: 8,
    values: WORD_SEARCH_WORD_COUNTS,
    minPlayMs: 8_000,
    points: (words) => words,
  },
}

/** True when `value` is a whole number the game can really produce. */
export function isValidResult({ gameType, value }: GameResult): boolean {
  const rule = GAME_RULES[gameType]
  return (
    Number.isInteger(value) &&
    value >= rule.min &&
    value <= rule.max &&
    (rule.values?.includes(value) ?? true)
  )
}

/** Points for a valid result; throws on a value the game cannot produce. */
export function pointsFor(result: GameResult): number {
  if (!isValidResult(result)) {
    throw new RangeError(
      `${String(result.value)} is not a valid ${result.gameType} result`,
    )
  }
  return GAME_RULES[result.gameType].points(result.value)
}

/** Folds one more valid result into a player's progress. */
export function addResult(progress: Progress, result: GameResult): Progress {
  const points = pointsFor(result)
  const { gameType, value } = result
  const completedGameTypes = progress.completedGameTypes.includes(gameType)
    ? progress.completedGameTypes
    : [...progress.completedGameTypes, gameType]
  const quizBest =
    gameType === 'quiz'
      ? Math.max(value, progress.quizBest ?? value)
      : progress.quizBest
  const memoryBest =
    gameType === 'memory'
      ? Math.min(value, progress.memoryBest ?? value)
      : progress.memoryBest
  const next = {
    totalScore: progress.totalScore + points,
    quizBest,
    memoryBest,
    completedGameTypes,
  }
  return { ...next, badges: badgesFor(next) }
}

/**
 * The badge rules: any game, a perfect quiz, and the first five game types
 * (the puzzles count for Heritage Explorer, not Heritage Master).
 */
export function badgesFor(
  progress: Pick<Progress, 'quizBest' | 'completedGameTypes'>,
): BadgeId[] {
  const badges: BadgeId[] = []
  if (progress.completedGameTypes.length > 0) badges.push('heritage_explorer')
  if (progress.quizBest === QUIZ_QUESTION_COUNT) badges.push('cultural_scholar')
  if (
    HERITAGE_MASTER_GAME_TYPES.every((type) =>
      progress.completedGameTypes.includes(type),
    )
  ) {
    badges.push('heritage_master')
  }
  return badges
}

/** The badges in `after` that `before` did not have. */
export function newBadges(before: Progress, after: Progress): BadgeId[] {
  return after.badges.filter((badge) => !before.badges.includes(badge))
}
