import { describe, expect, it } from 'vitest'

import { nextGridIndex } from './gridNavigation'

describe('nextGridIndex over 16 cards in 4 columns', () => {
  it.each([
    ['ArrowRight', 0, 1],
    ['ArrowRight', 3, 4],
    ['ArrowRight', 15, 15],
    ['ArrowLeft', 4, 3],
    ['ArrowLeft', 0, 0],
    ['ArrowDown', 1, 5],
    ['ArrowDown', 13, 13],
    ['ArrowUp', 5, 1],
    ['ArrowUp', 2, 2],
    ['Home', 9, 0],
    ['End', 2, 15],
    ['Enter', 2, null],
    ['a', 2, null],
  ])('%s from %i goes to %s', (key, from, to) => {
    expect(nextGridIndex(key, from, 16, 4)).toBe(to)
  })
})
