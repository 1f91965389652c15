import { describe, expect, it } from 'vitest'

import { isActivationKey, regionIndexForKey } from './regionKeys'

describe('regionIndexForKey', () => {
  it('moves forward and back, wrapping at the ends', () => {
    expect(regionIndexForKey('ArrowRight', 0, 3)).toBe(1)
    expect(regionIndexForKey('ArrowDown', 2, 3)).toBe(0)
    expect(regionIndexForKey('ArrowLeft', 0, 3)).toBe(2)
    expect(regionIndexForKey('ArrowUp', 2, 3)).toBe(1)
  })

  it('jumps to the first and last part', () => {
    expect(regionIndexForKey('Home', 2, 3)).toBe(0)
    expect(regionIndexForKey('End', 0, 3)).toBe(2)
  })

  it('ignores other keys and empty pictures', () => {
    expect(regionIndexForKey('a', 0, 3)).toBeNull()
    expect(regionIndexForKey('ArrowRight', 0, 0)).toBeNull()
  })

  it('fills with Enter or Space only', () => {
    expect(isActivationKey('Enter')).toBe(true)
    expect(isActivationKey(' ')).toBe(true)
    expect(isActivationKey('Tab')).toBe(false)
  })
})
