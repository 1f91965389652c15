import { describe, expect, it } from 'vitest'

import type { Puzzle } from './grid'
import { createInitialState, reducer, type WordSearchAction } from './logic'
import { wordSearchSound } from './wordSearchSound'

/**
 *   U G A D I     UGADI: across the top
 *   X K Q Z A
 *   W B C T M
 *   K A T R M
 *   V Y A S A     VYASA: across the bottom
 */
const puzzle: Puzzle = {
  size: 5,
  rows: ['UGADI', 'XKQZA', 'WBCTM', 'KATRM', 'VYASA'].map((row) => [...row]),
  words: [
    {
      word: 'UGADI',
      start: { row: 0, col: 0 },
      direction: { dRow: 0, dCol: 1 },
    },
    {
      word: 'VYASA',
      start: { row: 4, col: 0 },
      direction: { dRow: 0, dCol: 1 },
    },
  ],
}
const tap = (row: number, col: number): WordSearchAction => ({
  type: 'tap',
  cell: { row, col },
})
const select = (
  [fromRow, fromCol]: [number, number],
  [toRow, toCol]: [number, number],
): WordSearchAction => ({
  type: 'select',
  from: { row: fromRow, col: fromCol },
  to: { row: toRow, col: toCol },
})

/** The sound of `action` after `before` has been played. */
function soundOf(before: WordSearchAction[], action: WordSearchAction) {
  const state = before.reduce(reducer, createInitialState(puzzle))
  return wordSearchSound(state, reducer(state, action))
}

describe('wordSearchSound', () => {
  it('ticks when a first letter is chosen', () => {
    expect(soundOf([], tap(0, 0))).toBe('flip')
  })

  it('chimes when a word is found, by a swipe or two taps', () => {
    expect(soundOf([], select([0, 0], [0, 4]))).toBe('match')
    expect(soundOf([tap(4, 4)], tap(4, 0))).toBe('match')
  })

  it('says "not quite" for a line that spells no hidden word', () => {
    expect(soundOf([], select([1, 0], [1, 3]))).toBe('wrong')
    // A crooked line, by two taps.
    expect(soundOf([tap(0, 0)], tap(1, 2))).toBe('wrong')
  })

  it('is silent for a choice taken back, a word found before, a new grid', () => {
    expect(soundOf([tap(2, 2)], tap(2, 2))).toBeNull()
    expect(soundOf([tap(2, 2)], { type: 'clearAnchor' })).toBeNull()
    expect(soundOf([], { type: 'clearAnchor' })).toBeNull()
    expect(soundOf([select([0, 0], [0, 4])], select([0, 4], [0, 0]))).toBeNull()
    expect(
      soundOf([select([1, 0], [1, 3])], { type: 'restart', puzzle }),
    ).toBeNull()
  })

  it('is silent once every word is found', () => {
    const done = [select([0, 0], [0, 4]), select([4, 0], [4, 4])]
    expect(soundOf(done, tap(1, 1))).toBeNull()
  })
})
