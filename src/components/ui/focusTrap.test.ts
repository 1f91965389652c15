import { describe, expect, it } from 'vitest'

import { nextFocusIndex } from './focusTrap'

describe('nextFocusIndex', () => {
  it('wraps from the last item to the first and back', () => {
    expect(nextFocusIndex(3, 2, false)).toBe(0)
    expect(nextFocusIndex(3, 0, true)).toBe(2)
  })

  it('lets the browser move between items in the middle', () => {
    expect(nextFocusIndex(3, 1, false)).toBeNull()
    expect(nextFocusIndex(3, 1, true)).toBeNull()
  })

  it('brings focus back in when it is outside the dialog', () => {
    expect(nextFocusIndex(3, -1, false)).toBe(0)
    expect(nextFocusIndex(3, -1, true)).toBe(2)
    expect(nextFocusIndex(0, -1, false)).toBeNull()
  })
})
