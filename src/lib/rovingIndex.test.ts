import { describe, expect, it } from 'vitest'

import { isActivationKey, rovingIndexForKey } from './rovingIndex'

describe('rovingIndexForKey', () => {
  it('moves forward and back, wrapping at the ends', () => {
    expect(rovingIndexForKey('ArrowRight', 0, 102)).toBe(1)
    expect(rovingIndexForKey('ArrowDown', 101, 102)).toBe(0)
    expect(rovingIndexForKey('ArrowLeft', 0, 3)).toBe(2)
    expect(rovingIndexForKey('ArrowUp', 2, 3)).toBe(1)
  })

  it('jumps to the first and last item', () => {
    expect(rovingIndexForKey('Home', 50, 102)).toBe(0)
    expect(rovingIndexForKey('End', 0, 102)).toBe(101)
  })

  it('ignores other keys and empty lists', () => {
    expect(rovingIndexForKey('a', 0, 3)).toBeNull()
    expect(rovingIndexForKey('Enter', 50, 102)).toBeNull()
    expect(rovingIndexForKey('ArrowRight', 0, 0)).toBeNull()
  })

  it('acts on Enter or Space only', () => {
    expect(isActivationKey('Enter')).toBe(true)
    expect(isActivationKey(' ')).toBe(true)
    expect(isActivationKey('Tab')).toBe(false)
  })
})
