import { describe, expect, it } from 'vitest'

import { nextIndex } from './treeKeys'

describe('nextIndex', () => {
  it('moves forward and back, wrapping round the circle', () => {
    expect(nextIndex('ArrowRight', 0, 102)).toBe(1)
    expect(nextIndex('ArrowDown', 101, 102)).toBe(0)
    expect(nextIndex('ArrowLeft', 0, 102)).toBe(101)
    expect(nextIndex('ArrowUp', 5, 102)).toBe(4)
  })

  it('jumps to the ends with Home and End and ignores other keys', () => {
    expect(nextIndex('Home', 50, 102)).toBe(0)
    expect(nextIndex('End', 50, 102)).toBe(101)
    expect(nextIndex('a', 50, 102)).toBeNull()
    expect(nextIndex('Enter', 50, 102)).toBeNull()
  })
})
