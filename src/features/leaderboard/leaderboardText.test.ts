import { describe, expect, it } from 'vitest'

import { badgeCountLabel, medalLabel } from './leaderboardText'

describe('leaderboard labels', () => {
  it.each([
    [0, '0 badges'],
    [1, '1 badge'],
    [2, '2 badges'],
    [3, '3 badges'],
  ])('%i → %s', (count, label) => {
    expect(badgeCountLabel(count)).toBe(label)
  })

  it.each([
    [1, '1st place'],
    [2, '2nd place'],
    [3, '3rd place'],
    [4, null],
  ])('medal for rank %i: %s', (rank, label) => {
    expect(medalLabel(rank)).toBe(label)
  })
})
