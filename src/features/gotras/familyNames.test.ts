import { describe, expect, it } from 'vitest'

import { CARD_FAMILY_NAMES, visibleFamilyNames } from './familyNames'

describe('visibleFamilyNames', () => {
  it('shows at most two names and counts the rest', () => {
    expect(CARD_FAMILY_NAMES).toBe(2)
    expect(visibleFamilyNames(['A', 'B', 'C', 'D', 'E'])).toEqual({
      shown: ['A', 'B'],
      more: 3,
    })
  })

  it('shows every name when there are two or fewer', () => {
    expect(visibleFamilyNames(['A', 'B'])).toEqual({
      shown: ['A', 'B'],
      more: 0,
    })
    expect(visibleFamilyNames([])).toEqual({ shown: [], more: 0 })
  })
})
