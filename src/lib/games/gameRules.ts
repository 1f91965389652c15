/**
 * The games' one id (the SQL `game_type`) and each game's scoring rule for
 * the device backend: the pure half of the game registry
 * (docs/architecture.md#adding-a-game). It sits in `lib` because the backend
 * contract, its device scoring and the site counts read it, and `lib` may
 * not import a feature; the game's folder declares the rest
 * (features/games/registry.ts). The server's rule is SQL
 * (`private.game_points` in supabase/migrations), kept the same as this one
 * by the contract tests.
 */

export type GameRule = {
  min: number
  max: number
  /** When set, only these values between min and max are possible. */
  values?: readonly number[]
  /** A round finished sooner is refused (`finished_too_soon`). */
  minPlayMs: number
  points: (value: number) => number
  /** One of the five games Heritage Master asks for (decision 034). */
  heritageMaster?: true
}

/** The value of a game that only sends that it was finished. */
export const COMPLETED = 1
export const QUIZ_QUESTION_COUNT = 12
export const MEMORY_PAIR_COUNT = 8
/** A jigsaw is cut into 3×3, 4×4 or 5×5 pieces and sends its piece count. */
export const JIGSAW_PIECE_COUNTS = [9, 16, 25] as const
/** The word search hides 6 words (8×8, ages 5-8) or 8 (10×10, older). */
export const WORD_SEARCH_WORD_COUNTS = [6, 8] as const

const finished = (minPlayMs: number, points: number): GameRule => ({
  min: COMPLETED,
  max: COMPLETED,
  minPlayMs,
  points: () => points,
  heritageMaster: true,
})

/** Every game, by its id, in the order the family's summary lists them. */
export const GAME_RULES = {
  quiz: {
    min: 0,
    max: QUIZ_QUESTION_COUNT,
    minPlayMs: 24_000,
    points: (correct) => correct,
    heritageMaster: true,
  },
  memory: {
    min: MEMORY_PAIR_COUNT,
    max: 999,
    minPlayMs: 8_000,
    points: (moves) => Math.max(1, 24 - moves),
    heritageMaster: true,
  },
  festival_match: finished(4_000, 4),
  hero_match: finished(4_000, 4),
  story: finished(3_000, 3),
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
} as const satisfies Record<string, GameRule>

export type GameType = keyof typeof GAME_RULES
export const GAME_TYPES = Object.keys(GAME_RULES) as [GameType, ...GameType[]]

/**
 * The five games Heritage Master asks for: the site's first five. The
 * puzzles came later and do not change what the badge means (decision 034).
 */
export const HERITAGE_MASTER_GAME_TYPES = GAME_TYPES.filter(
  (type) => (GAME_RULES[type] as GameRule).heritageMaster,
)
