import { seededRandom } from '../shared/seededRandom'
import {
  ALL_DIRECTIONS,
  EASY_DIRECTIONS,
  generatePuzzle,
  type Direction,
  type Puzzle,
} from './grid'
import { pickWords, type HeritageWord, type WordQuota } from './wordBank'

type Level = {
  size: number
  directions: readonly Direction[]
  quota: WordQuota
}

/**
 * Ages 5-8: an 8 × 8 grid of six words, read left to right or top to bottom.
 * Older children: 10 × 10, eight words, in all eight directions.
 */
export const WORD_SEARCH_LEVELS = {
  young: {
    size: 8,
    directions: EASY_DIRECTIONS,
    quota: { festival: 2, sage: 2, telugu: 2 },
  },
  older: {
    size: 10,
    directions: ALL_DIRECTIONS,
    quota: { festival: 3, sage: 3, telugu: 2 },
  },
} as const satisfies Record<string, Level>

export type WordSearchLevel = keyof typeof WORD_SEARCH_LEVELS
export const WORD_SEARCH_LEVEL_IDS = ['young', 'older'] as const

export type WordSearchRound = {
  level: WordSearchLevel
  seed: number
  puzzle: Puzzle
  /** The hidden words with what they mean, in the puzzle's order. */
  entries: readonly HeritageWord[]
}

/** One puzzle of a level, the same every time for the same seed. */
export function makeRound(
  level: WordSearchLevel,
  seed: number,
): WordSearchRound {
  const { size, directions, quota } = WORD_SEARCH_LEVELS[level]
  const random = seededRandom(seed)
  const entries = pickWords(quota, size, random)
  const puzzle = generatePuzzle({
    words: entries.map((entry) => entry.word),
    size,
    directions,
    random,
  })
  return { level, seed, puzzle, entries }
}
