import { describe, expect, it } from 'vitest'

import { GAME_RULES, WORD_SEARCH_WORD_COUNTS } from '@/lib/backend'

import { makeRound, WORD_SEARCH_LEVEL_IDS, WORD_SEARCH_LEVELS } from './levels'

describe('word search levels', () => {
  it('hide as many words as the scoring table expects', () => {
    const counts = WORD_SEARCH_LEVEL_IDS.map((level) =>
      Object.values(WORD_SEARCH_LEVELS[level].quota).reduce<number>(
        (a, b) => a + b,
        0,
      ),
    )
    expect(counts).toEqual([...WORD_SEARCH_WORD_COUNTS])
    expect(GAME_RULES.word_search.values).toEqual(WORD_SEARCH_WORD_COUNTS)
  })

  it.each(WORD_SEARCH_LEVEL_IDS)(
    '%s: the same round for the same seed',
    (level) => {
      const round = makeRound(level, 1234)
      expect(makeRound(level, 1234)).toEqual(round)
      expect(makeRound(level, 1235).puzzle).not.toEqual(round.puzzle)
      expect(round.puzzle.size).toBe(WORD_SEARCH_LEVELS[level].size)
      expect(round.puzzle.words.map((w) => w.word)).toEqual(
        round.entries.map((e) => e.word),
      )
    },
  )
})
