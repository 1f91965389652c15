import { describe, expect, it } from 'vitest'

import { EMPTY_PROGRESS } from '../contract/types'
import { clampLeaderboardLimit, rankPlayers } from './ranking'

const player = (profileId: string, totalScore: number, reachedAt: number) => ({
  profileId,
  funName: profileId.toUpperCase(),
  avatar: 'lotus' as const,
  progress: {
    ...EMPTY_PROGRESS,
    totalScore,
    badges: ['heritage_explorer' as const],
  },
  reachedAt,
})

describe('rankPlayers', () => {
  it('orders by total, then who got there first, then id', () => {
    const ranked = rankPlayers([
      player('c', 10, 5),
      player('b', 10, 5),
      player('a', 10, 9),
      player('d', 30, 50),
    ])
    expect(ranked.map((e) => [e.rank, e.profileId])).toEqual([
      [1, 'd'],
      [2, 'b'],
      [3, 'c'],
      [4, 'a'],
    ])
    expect(ranked[0]).toMatchObject({
      funName: 'D',
      avatar: 'lotus',
      achievementCount: 1,
    })
  })
})

describe('clampLeaderboardLimit', () => {
  it.each([
    [undefined, 50],
    [0, 1],
    [10, 10],
    [100, 100],
    [101, 100],
    [Number.NaN, 50],
  ])('%s → %i', (limit, expected) => {
    expect(clampLeaderboardLimit(limit)).toBe(expected)
  })
})
