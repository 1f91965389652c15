import { describe, expect, it } from 'vitest'

import { memorySymbols } from '@/data/memory'

import {
  createDeck,
  createInitialState,
  MEMORY_COLUMNS,
  MEMORY_REVEAL_MS,
  memoryFeedback,
  reducer,
  selectIsComplete,
  selectIsFaceUp,
  selectIsMismatchShowing,
  selectPairCount,
  type MemoryAction,
  type MemoryState,
} from './logic'

/** random() = 0.999 keeps the order: cards 2k and 2k+1 are a pair. */
const ordered = () => 0.999
const start = () =>
  createInitialState({ symbols: memorySymbols, random: ordered })

function play(actions: MemoryAction[], state = start()): MemoryState {
  return actions.reduce(reducer, state)
}

const flip = (index: number): MemoryAction => ({ type: 'flip', index })
const settle: MemoryAction = { type: 'settle' }

/** Flip pair k's two cards: a matching move, matched at once. */
const matchPair = (k: number) => [flip(2 * k), flip(2 * k + 1)]
/** Flip cards of two different pairs and settle: a missed move. */
const miss = [flip(0), flip(2), settle]

/** A finished game in exactly `moves` moves (at least 8). */
function finishIn(moves: number): MemoryState {
  const misses = Array.from({ length: moves - 8 }, () => miss).flat()
  const matches = Array.from({ length: 8 }, (_, k) => matchPair(k)).flat()
  return play([...misses, ...matches])
}

describe('memory engine', () => {
  it('deals 16 face-down cards, two of each of the 8 symbols', () => {
    const state = start()
    expect(MEMORY_REVEAL_MS).toBe(1000)
    expect(MEMORY_COLUMNS).toBe(4)
    expect(state.cards).toHaveLength(16)
    expect(selectPairCount(state)).toBe(8)
    expect(state).toMatchObject({ flipped: [], moves: 0, matches: 0 })
    for (const symbol of memorySymbols) {
      expect(state.cards.filter((c) => c.name === symbol.name)).toHaveLength(2)
    }
    expect(new Set(state.cards.map((c) => c.id)).size).toBe(16)
    expect(state.cards.every((c) => !c.matched)).toBe(true)
  })

  it('shuffles with the injected random source', () => {
    const a = createDeck({ symbols: memorySymbols, random: () => 0 })
    const b = createDeck({ symbols: memorySymbols, random: ordered })
    expect(a.map((c) => c.id)).not.toEqual(b.map((c) => c.id))
    expect(createDeck({ symbols: memorySymbols, random: () => 0 })).toEqual(a)
  })

  it.each([
    ['the first card', [flip(3)], [3], 0],
    ['a second card (one move)', [flip(3), flip(7)], [3, 7], 1],
    ['the same card twice (ignored)', [flip(3), flip(3)], [3], 0],
    [
      'a third card (ignored: 2 at most)',
      [flip(0), flip(2), flip(4)],
      [0, 2],
      1,
    ],
    ['a card off the table (ignored)', [flip(16)], [], 0],
  ])('flipping %s', (_name, actions, flipped, moves) => {
    const state = play(actions)
    expect(state.flipped).toEqual(flipped)
    expect(state.moves).toBe(moves)
    expect(state.flipped.length).toBeLessThanOrEqual(2)
  })

  it('matches a pair at once, with no pause: the next tap counts', () => {
    const state = play([flip(0), flip(1)])
    expect(state).toMatchObject({ flipped: [], matches: 1, moves: 1 })
    expect(state.lastPair).toEqual([0, 1])
    expect(state.cards[0]?.matched).toBe(true)
    expect(state.cards[1]?.matched).toBe(true)
    expect(selectIsFaceUp(state, 0)).toBe(true)
    expect(selectIsMismatchShowing(state)).toBe(false)
    // A tap right after the pair, before any settle, turns its card over.
    const next = reducer(state, flip(2))
    expect(next.flipped).toEqual([2])
    expect(next.lastPair).toBeNull()
    // A settle (none is sent after a pair) changes nothing.
    expect(reducer(state, settle)).toBe(state)
  })

  it('keeps two cards that are not a pair up until settled, taps waiting', () => {
    const showing = play([flip(0), flip(2)])
    expect(selectIsMismatchShowing(showing)).toBe(true)
    expect(showing).toMatchObject({ flipped: [0, 2], matches: 0, moves: 1 })
    expect(selectIsFaceUp(showing, 0)).toBe(true)
    expect(selectIsFaceUp(showing, 2)).toBe(true)
    // The pause: a third card waits until the two turn back.
    expect(reducer(showing, flip(4))).toBe(showing)
    const state = reducer(showing, settle)
    expect(state).toMatchObject({ flipped: [], matches: 0, moves: 1 })
    expect(selectIsFaceUp(state, 0)).toBe(false)
    expect(selectIsFaceUp(state, 2)).toBe(false)
    expect(reducer(state, flip(4)).flipped).toEqual([4])
  })

  it('ignores a settle with fewer than two cards up', () => {
    const one = play([flip(0)])
    expect(reducer(one, settle)).toBe(one)
  })

  it('does not let a matched card be flipped again', () => {
    const state = play(matchPair(0))
    expect(reducer(state, flip(0))).toBe(state)
  })

  it('completes at 8 matches', () => {
    const seven = play(Array.from({ length: 7 }, (_, k) => matchPair(k)).flat())
    expect(selectIsComplete(seven)).toBe(false)
    const done = play(matchPair(7), seven)
    expect(done.matches).toBe(8)
    expect(selectIsComplete(done)).toBe(true)
  })

  it.each([
    [8, 'amazing'],
    [12, 'amazing'],
    [13, 'great'],
    [20, 'great'],
    [21, 'wellDone'],
  ] as const)('finishing in %i moves gives "%s"', (moves, feedback) => {
    const state = finishIn(moves)
    expect(selectIsComplete(state)).toBe(true)
    expect(state.moves).toBe(moves)
    expect(memoryFeedback(state.moves)).toBe(feedback)
  })

  it('restarts with the new deck and nothing counted', () => {
    const deck = createDeck({ symbols: memorySymbols, random: () => 0 })
    const state = reducer(finishIn(13), { type: 'restart', cards: deck })
    expect(state).toEqual({
      cards: deck,
      flipped: [],
      lastPair: null,
      moves: 0,
      matches: 0,
    })
  })
})
