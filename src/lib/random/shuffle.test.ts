import { describe, expect, it } from 'vitest'

import { shuffle } from './shuffle'

describe('shuffle', () => {
  it('keeps every item and leaves the input alone', () => {
    const items = [1, 2, 3, 4, 5]
    const result = shuffle(items, () => 0.3)
    expect([...result].sort()).toEqual(items)
    expect(items).toEqual([1, 2, 3, 4, 5])
  })

  it('is decided by the random source', () => {
    // random() = 0 swaps each item with the first: a rotation.
    expect(shuffle(['a', 'b', 'c'], () => 0)).toEqual(['b', 'c', 'a'])
    // Just under 1 swaps each item with itself: the order is kept.
    expect(shuffle(['a', 'b', 'c'], () => 0.999)).toEqual(['a', 'b', 'c'])
  })
})
