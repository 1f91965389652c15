import { describe, expect, it } from 'vitest'

import {
  createInitialState,
  reducer,
  type MatchingAction,
  type MatchingPair,
} from './logic'
import { matchingSound } from './matchingSound'

const pairs: MatchingPair[] = ['a', 'b'].map((id) => ({
  id,
  left: `left ${id}`,
  right: `right ${id}`,
}))
const pick = (side: 'left' | 'right', id: string): MatchingAction => ({
  type: 'select',
  side,
  id,
})

function soundOf(before: MatchingAction[], action: MatchingAction) {
  const state = before.reduce(
    reducer,
    createInitialState({ pairs, random: () => 0.5 }),
  )
  return matchingSound(state, reducer(state, action))
}

describe('matchingSound', () => {
  it('ticks for a pick, and for taking a pick back', () => {
    expect(soundOf([], pick('left', 'a'))).toBe('flip')
    expect(soundOf([pick('left', 'a')], pick('left', 'a'))).toBe('flip')
  })

  it('chimes for a pair and says "not quite" for a miss', () => {
    expect(soundOf([pick('left', 'a')], pick('right', 'a'))).toBe('match')
    expect(soundOf([pick('right', 'b')], pick('left', 'a'))).toBe('wrong')
  })

  it('is silent for a tap on an item already matched', () => {
    const matched = [pick('left', 'a'), pick('right', 'a')]
    expect(soundOf(matched, pick('left', 'a'))).toBeNull()
  })
})
