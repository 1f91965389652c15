import { describe, expect, it } from 'vitest'

import { memorySymbols } from '@/data/memory'

import { createInitialState, reducer, type MemoryAction } from './logic'
import { memorySound } from './memorySound'

/** random() = 0.999 keeps the order: cards 2k and 2k+1 are a pair. */
const start = () =>
  createInitialState({ symbols: memorySymbols, random: () => 0.999 })
const flip = (index: number): MemoryAction => ({ type: 'flip', index })

/** The sound of `action` after `before` has been played. */
function soundOf(before: MemoryAction[], action: MemoryAction) {
  const state = before.reduce(reducer, start())
  return memorySound(state, reducer(state, action))
}

describe('memorySound', () => {
  it('flips for the first card of a turn', () => {
    expect(soundOf([], flip(5))).toBe('flip')
  })

  it('chimes when the second card makes a pair', () => {
    expect(soundOf([flip(0)], flip(1))).toBe('match')
  })

  it('says "not quite" when the second card is not the pair', () => {
    expect(soundOf([flip(0)], flip(2))).toBe('wrong')
  })

  it('is silent for a tap that turns nothing over', () => {
    // The same card again, a third card while two show, a matched card.
    expect(soundOf([flip(0)], flip(0))).toBeNull()
    expect(soundOf([flip(0), flip(2)], flip(4))).toBeNull()
    expect(soundOf([flip(0), flip(1), { type: 'settle' }], flip(1))).toBeNull()
  })

  it('is silent when cards turn back or a round restarts', () => {
    expect(soundOf([flip(0), flip(2)], { type: 'settle' })).toBeNull()
    expect(soundOf([flip(0)], { type: 'restart', cards: [] })).toBeNull()
  })
})
