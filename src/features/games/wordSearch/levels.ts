import { AGE_BANDS, type AgeBand } from '@/lib/ageBands/ageBands'
import type { WORD_SEARCH_WORD_COUNTS } from '@/lib/backend'

import { seededRandom } from '../shared/seededRandom'
import { fillersFor } from './fillers'
import {
  ALL_DIRECTIONS,
  EASY_DIRECTIONS,
  FORWARD_DIRECTIONS,
  generatePuzzle,
  type Direction,
  type Puzzle,
} from './grid'
import {
  HERITAGE_WORDS,
  pickWords,
  wordsOfSet,
  type HeritageWord,
  type WordSetId,
} from './wordBank'

type Level = {
  size: number
  directions: readonly Direction[]
  /** How many words a puzzle hides: the value the round sends (scoring.ts). */
  words: (typeof WORD_SEARCH_WORD_COUNTS)[number]
}

/**
 * One level for each band of the site's age scheme (decision 068). Ages 5 to
 * 7: an 8 × 8 grid of six words, read left to right or top to bottom. Ages 8
 * to 10: 10 × 10, eight words, also down the diagonal. Ages 11 to 15:
 * 10 × 10, eight words, in all eight directions. Every word set gives each
 * level its count, so a round found in full sends the same 6 or 8, whichever
 * set it played.
 */
export const WORD_SEARCH_LEVELS = {
  '5-7': { size: 8, directions: EASY_DIRECTIONS, words: 6 },
  '8-10': { size: 10, directions: FORWARD_DIRECTIONS, words: 8 },
  '11-15': { size: 10, directions: ALL_DIRECTIONS, words: 8 },
} as const satisfies Record<AgeBand, Level>

export type WordSearchLevel = AgeBand
export const WORD_SEARCH_LEVEL_IDS = AGE_BANDS

export type WordSearchRound = {
  level: WordSearchLevel
  /** The set its words come from. */
  set: WordSetId
  seed: number
  puzzle: Puzzle
  /** The hidden words with what they mean, in the puzzle's order. */
  entries: readonly HeritageWord[]
}

/**
 * One puzzle of a level and set, the same every time for the same seed,
 * from `bank`: the English words, or the Telugu ones (`bankInEdition`),
 * with fillers that look like them.
 */
export function makeRound(
  level: WordSearchLevel,
  set: WordSetId,
  seed: number,
  bank: readonly HeritageWord[] = HERITAGE_WORDS,
): WordSearchRound {
  const { size, directions, words } = WORD_SEARCH_LEVELS[level]
  const random = seededRandom(seed)
  const entries = pickWords(set, words, size, random, bank)
  const puzzle = generatePuzzle({
    words: entries.map((entry) => entry.word),
    size,
    directions,
    random,
    fillers: fillersFor(wordsOfSet(set, bank).map((entry) => entry.word)),
  })
  return { level, set, seed, puzzle, entries }
}
