import { describe, expect, it } from 'vitest'

import { GAME_RULES, WORD_SEARCH_WORD_COUNTS } from '@/lib/backend'

import { makeRound, WORD_SEARCH_LEVEL_IDS, WORD_SEARCH_LEVELS } from './levels'
import { WORD_SET_IDS } from './wordBank'

const LEVELS_AND_SETS = WORD_SEARCH_LEVEL_IDS.flatMap((level) =>
  WORD_SET_IDS.map((set) => [level, set] as const),
)

describe('word search levels', () => {
  it('hide as many words as the scoring table expects', () => {
    const counts = WORD_SEARCH_LEVEL_IDS.map(
      (level) => WORD_SEARCH_LEVELS[level].words,
    )
    expect(new Set(counts)).toEqual(new Set(WORD_SEARCH_WORD_COUNTS))
    expect(GAME_RULES.word_search.values).toEqual(WORD_SEARCH_WORD_COUNTS)
  })

  it.each(LEVELS_AND_SETS)(
    '%s, %s set: the same round for the same seed, all its words hidden',
    (level, set) => {
      const round = makeRound(level, set, 1234)
      expect(round.set).toBe(set)
      expect(makeRound(level, set, 1234)).toEqual(round)
      expect(makeRound(level, set, 1235).puzzle).not.toEqual(round.puzzle)
      expect(round.puzzle.size).toBe(WORD_SEARCH_LEVELS[level].size)
      // A round found in full sends the value its level always sends.
      expect(round.puzzle.words).toHaveLength(WORD_SEARCH_LEVELS[level].words)
      expect(round.puzzle.words.map((w) => w.word)).toEqual(
        round.entries.map((e) => e.word),
      )
    },
  )
})
