import { describe, expect, it } from 'vitest'

import { matchesConfirmation } from './typedConfirmation'

describe('matchesConfirmation', () => {
  it.each([
    ['DELETE', 'DELETE', true],
    [' DELETE ', 'DELETE', true],
    ['delete', 'DELETE', false],
    ['DELET', 'DELETE', false],
    ['', 'DELETE', false],
    ['HappyPeacock', 'HappyPeacock', true],
    ['happypeacock', 'HappyPeacock', false],
    ['', '', false],
  ])('%j confirms %j: %s', (typed, word, expected) => {
    expect(matchesConfirmation(typed, word)).toBe(expected)
  })
})
