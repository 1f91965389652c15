import { describe, expect, it } from 'vitest'

import { festivals } from '@/data/festivals'

import { moreTraditionsText, traditionsPreview } from './festivalTraditions'

describe('the traditions cut-off', () => {
  it('shows 4 of 6 traditions and says "...and 2 more traditions!"', () => {
    const withSix = festivals.find(
      (festival) => festival.traditions.length === 6,
    )
    expect(withSix).toBeDefined()
    const { shown, hiddenCount } = traditionsPreview(withSix?.traditions ?? [])
    expect(shown).toEqual(withSix?.traditions.slice(0, 4))
    expect(hiddenCount).toBe(2)
    expect(moreTraditionsText(hiddenCount)).toBe('...and 2 more traditions!')
  })

  it('uses the singular for one and nothing for none', () => {
    expect(traditionsPreview(['a', 'b', 'c', 'd', 'e']).hiddenCount).toBe(1)
    expect(moreTraditionsText(1)).toBe('...and 1 more tradition!')
    expect(traditionsPreview(['a', 'b', 'c']).hiddenCount).toBe(0)
    expect(moreTraditionsText(0)).toBe('')
  })
})
