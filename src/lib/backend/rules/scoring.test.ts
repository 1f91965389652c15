import { describe, expect, it } from 'vitest'

import { EMPTY_PROGRESS, type GameResult } from '../contract/types'
import {
  addResult,
  badgesFor,
  COMPLETED,
  isValidResult,
  newBadges,
  pointsFor,
} from './scoring'

describe('the scoring table', () => {
  it.each<[GameResult, number]>([
    [{ gameType: 'quiz', value: 0 }, 0],
    [{ gameType: 'quiz', value: 7 }, 7],
    [{ gameType: 'quiz', value: 12 }, 12],
    [{ gameType: 'memory', value: 8 }, 16],
    [{ gameType: 'memory', value: 20 }, 4],
    [{ gameType: 'memory', value: 23 }, 1],
    [{ gameType: 'memory', value: 40 }, 1],
    [{ gameType: 'festival_match', value: COMPLETED }, 4],
    [{ gameType: 'hero_match', value: COMPLETED }, 4],
    [{ gameType: 'story', value: COMPLETED }, 3],
    [{ gameType: 'jigsaw', value: 9 }, 3],
    [{ gameType: 'jigsaw', value: 16 }, 5],
    [{ gameType: 'jigsaw', value: 25 }, 8],
    [{ gameType: 'word_search', value: 6 }, 6],
    [{ gameType: 'word_search', value: 8 }, 8],
  ])('%o scores %i points', (result, points) => {
    expect(pointsFor(result)).toBe(points)
  })

  it.each<GameResult>([
    { gameType: 'quiz', value: 13 },
    { gameType: 'quiz', value: -1 },
    { gameType: 'quiz', value: 2.5 },
    { gameType: 'memory', value: 7 },
    { gameType: 'memory', value: 1000 },
    { gameType: 'story', value: 0 },
    { gameType: 'hero_match', value: 2 },
    { gameType: 'quiz', value: Number.NaN },
    // Only whole puzzles: 3×3, 4×4 or 5×5 pieces, 6 or 8 words.
    { gameType: 'jigsaw', value: 10 },
    { gameType: 'jigsaw', value: 4 },
    { gameType: 'jigsaw', value: 36 },
    { gameType: 'jigsaw', value: COMPLETED },
    { gameType: 'word_search', value: 7 },
    { gameType: 'word_search', value: 5 },
    { gameType: 'word_search', value: 10 },
    { gameType: 'word_search', value: 6.5 },
  ])('refuses the impossible result %o', (result) => {
    expect(isValidResult(result)).toBe(false)
    expect(() => pointsFor(result)).toThrow(RangeError)
  })
})

describe('progress and badges', () => {
  it('keeps the best quiz (most correct) and memory (fewest moves)', () => {
    const progress = [
      { gameType: 'quiz', value: 9 },
      { gameType: 'quiz', value: 5 },
      { gameType: 'memory', value: 14 },
      { gameType: 'memory', value: 11 },
      { gameType: 'memory', value: 30 },
    ].reduce<typeof EMPTY_PROGRESS>(
      (acc, result) => addResult(acc, result as GameResult),
      EMPTY_PROGRESS,
    )
    expect(progress.quizBest).toBe(9)
    expect(progress.memoryBest).toBe(11)
    expect(progress.totalScore).toBe(9 + 5 + 10 + 13 + 1)
    expect(progress.completedGameTypes).toEqual(['quiz', 'memory'])
  })

  it.each([
    [{ quizBest: null, completedGameTypes: [] }, []],
    [{ quizBest: 11, completedGameTypes: ['quiz'] }, ['heritage_explorer']],
    [
      { quizBest: 12, completedGameTypes: ['quiz'] },
      ['heritage_explorer', 'cultural_scholar'],
    ],
    [
      {
        quizBest: 3,
        completedGameTypes: [
          'quiz',
          'memory',
          'festival_match',
          'hero_match',
          'story',
        ],
      },
      ['heritage_explorer', 'heritage_master'],
    ],
    [
      {
        quizBest: null,
        completedGameTypes: ['memory', 'festival_match', 'hero_match', 'story'],
      },
      ['heritage_explorer'],
    ],
    // The puzzles count for Heritage Explorer but not for Heritage Master:
    // seven game types without the story is still not the badge...
    [
      {
        quizBest: 2,
        completedGameTypes: [
          'quiz',
          'memory',
          'festival_match',
          'hero_match',
          'jigsaw',
          'word_search',
        ],
      },
      ['heritage_explorer'],
    ],
    // ...and the first five alone still are, puzzles or not.
    [
      {
        quizBest: 2,
        completedGameTypes: [
          'jigsaw',
          'quiz',
          'memory',
          'festival_match',
          'hero_match',
          'story',
        ],
      },
      ['heritage_explorer', 'heritage_master'],
    ],
    [
      { quizBest: null, completedGameTypes: ['word_search'] },
      ['heritage_explorer'],
    ],
  ] as const)('%o earns %o', (progress, badges) => {
    expect(
      badgesFor({
        quizBest: progress.quizBest,
        completedGameTypes: [...progress.completedGameTypes],
      }),
    ).toEqual(badges)
  })

  it('names only the badges a result has just earned', () => {
    const first = addResult(EMPTY_PROGRESS, { gameType: 'quiz', value: 12 })
    expect(newBadges(EMPTY_PROGRESS, first)).toEqual([
      'heritage_explorer',
      'cultural_scholar',
    ])
    const second = addResult(first, { gameType: 'story', value: COMPLETED })
    expect(newBadges(first, second)).toEqual([])
  })
})
