import {
  GAME_RULES,
  QUIZ_QUESTION_COUNT,
  type GameRule,
} from '@/lib/games/gameRules'

import {
  HERITAGE_MASTER_GAME_TYPES,
  type BadgeId,
  type GameResult,
  type GameType,
  type Progress,
} from '../contract/types'

/**
 * The one scoring table (docs/architecture.md#scoring), one rule for each
 * game in lib/games/gameRules.ts, shared by the device backend and mirrored
 * by the SQL in supabase/migrations.
 */
export {
  COMPLETED,
  GAME_RULES,
  JIGSAW_PIECE_COUNTS,
  MEMORY_PAIR_COUNT,
  QUIZ_QUESTION_COUNT,
  WORD_SEARCH_WORD_COUNTS,
} from '@/lib/games/gameRules'

const RULES: Record<GameType, GameRule> = GAME_RULES

/** True when `value` is a whole number the game can really produce. */
export function isValidResult({ gameType, value }: GameResult): boolean {
  const rule = RULES[gameType]
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
  return RULES[result.gameType].points(result.value)
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
