import { describe, expect, it } from 'vitest'

import type { MemoryCard, MemoryState } from './logic'
import { turnedUpNarration } from './memoryNarration'

const card = (name: string, id: string): MemoryCard => ({
  id,
  name,
  picture: 'diya',
  matched: false,
})

const state = (over: Partial<MemoryState>): MemoryState => ({
  cards: [card('Diya', 'a'), card('Kalasham', 'b'), card('Diya', 'c')],
  flipped: [],
  lastPair: null,
  moves: 0,
  matches: 0,
  ...over,
})

describe('turnedUpNarration', () => {
  it('says nothing while no card is up', () => {
    expect(turnedUpNarration(state({}))).toEqual({ screen: null, items: [] })
  })

  it('says the name of the card just turned, then both of a miss, in order', () => {
    const one = turnedUpNarration(state({ flipped: [1] }))
    expect(one.items.map((item) => item.text)).toEqual(['Kalasham'])
    const two = turnedUpNarration(state({ flipped: [1, 0], moves: 1 }))
    expect(two.items.map((item) => item.text)).toEqual(['Kalasham', 'Diya'])
    expect(two.screen).not.toBe(one.screen)
  })

  it("says a pair's name once", () => {
    const pair = turnedUpNarration(state({ lastPair: [0, 2], moves: 1 }))
    expect(pair.items.map((item) => item.text)).toEqual(['Diya'])
  })

  it('is a new screen on every turn, even of the same cards', () => {
    const first = turnedUpNarration(state({ flipped: [0], moves: 0 }))
    const later = turnedUpNarration(state({ flipped: [0], moves: 3 }))
    expect(later.screen).not.toBe(first.screen)
  })
})
