import { describe, expect, it } from 'vitest'

import type { Cell, Puzzle } from './grid'
import {
  createInitialState,
  lineBetween,
  reducer,
  selectFoundCells,
  selectIsComplete,
  selectIsFound,
  selectMissedCells,
  wordOnLine,
  type WordSearchAction,
  type WordSearchState,
} from './logic'

/**
 * A hand-made 5 × 5 puzzle; VYASA and AMMA share the A in the corner.
 *
 *   U G A D I     UGADI: across the top
 *   X K Q Z A     AMMA: up the right-hand side, from the corner
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
    {
      word: 'AMMA',
      start: { row: 4, col: 4 },
      direction: { dRow: -1, dCol: 0 },
    },
  ],
}

const at = (row: number, col: number): Cell => ({ row, col })
const run = (state: WordSearchState, ...actions: WordSearchAction[]) =>
  actions.reduce(reducer, state)
const start = () => createInitialState(puzzle)

describe('lineBetween', () => {
  it('follows all eight directions, both ends included', () => {
    expect(lineBetween(at(0, 0), at(0, 2))).toEqual([
      at(0, 0),
      at(0, 1),
      at(0, 2),
    ])
    expect(lineBetween(at(2, 2), at(0, 2))).toEqual([
      at(2, 2),
      at(1, 2),
      at(0, 2),
    ])
    expect(lineBetween(at(0, 0), at(2, 2))).toEqual([
      at(0, 0),
      at(1, 1),
      at(2, 2),
    ])
    expect(lineBetween(at(2, 0), at(0, 2))).toEqual([
      at(2, 0),
      at(1, 1),
      at(0, 2),
    ])
    expect(lineBetween(at(0, 2), at(0, 0))).toEqual([
      at(0, 2),
      at(0, 1),
      at(0, 0),
    ])
    expect(lineBetween(at(0, 0), at(2, 0))).toEqual([
      at(0, 0),
      at(1, 0),
      at(2, 0),
    ])
    expect(lineBetween(at(2, 2), at(0, 0))).toEqual([
      at(2, 2),
      at(1, 1),
      at(0, 0),
    ])
    expect(lineBetween(at(0, 2), at(2, 0))).toEqual([
      at(0, 2),
      at(1, 1),
      at(2, 0),
    ])
    expect(lineBetween(at(3, 3), at(3, 3))).toEqual([at(3, 3)])
  })

  it('refuses a line that is not straight', () => {
    expect(lineBetween(at(0, 0), at(1, 2))).toBeNull()
    expect(lineBetween(at(4, 0), at(0, 1))).toBeNull()
  })
})

describe('wordOnLine', () => {
  it('reads a hidden word either way round', () => {
    expect(wordOnLine(puzzle, lineBetween(at(0, 0), at(0, 4)) ?? [])).toBe(
      'UGADI',
    )
    expect(wordOnLine(puzzle, lineBetween(at(0, 4), at(0, 0)) ?? [])).toBe(
      'UGADI',
    )
    expect(wordOnLine(puzzle, lineBetween(at(1, 4), at(4, 4)) ?? [])).toBe(
      'AMMA',
    )
  })

  it('finds nothing in other letters, part of a word or outside the grid', () => {
    expect(wordOnLine(puzzle, lineBetween(at(0, 0), at(0, 3)) ?? [])).toBeNull()
    expect(wordOnLine(puzzle, lineBetween(at(3, 0), at(3, 4)) ?? [])).toBeNull()
    expect(wordOnLine(puzzle, [at(0, 4), at(0, 5)])).toBeNull()
  })
})

describe('the word search reducer', () => {
  it('finds a word by a swipe from its first to its last letter', () => {
    const state = run(start(), { type: 'select', from: at(4, 0), to: at(4, 4) })
    expect(state.last).toEqual({ type: 'found', word: 'VYASA' })
    expect(selectIsFound(state, 'VYASA')).toBe(true)
    expect(state.found[0]?.cells).toHaveLength(5)
    expect([...selectFoundCells(state)].sort()).toEqual(
      ['4:0', '4:1', '4:2', '4:3', '4:4'].sort(),
    )
  })

  it('finds a word by tapping its last letter, then its first', () => {
    const first = run(start(), { type: 'tap', cell: at(4, 4) })
    expect(first.anchor).toEqual(at(4, 4))
    expect(first.last).toEqual({ type: 'anchored', cell: at(4, 4) })
    const second = run(first, { type: 'tap', cell: at(1, 4) })
    expect(second.anchor).toBeNull()
    expect(second.last).toEqual({ type: 'found', word: 'AMMA' })
  })

  it('lets a second tap on the same letter take the choice back', () => {
    const state = run(
      start(),
      { type: 'tap', cell: at(0, 0) },
      { type: 'tap', cell: at(0, 0) },
    )
    expect(state.anchor).toBeNull()
    expect(state.misses).toBe(0)
    expect(state.last).toEqual({ type: 'cleared' })
    expect(run(state, { type: 'clearAnchor' })).toBe(state)
    expect(
      run(start(), { type: 'tap', cell: at(1, 1) }, { type: 'clearAnchor' })
        .anchor,
    ).toBeNull()
  })

  it('counts a miss for a crooked line or letters that spell nothing', () => {
    const state = run(
      start(),
      { type: 'select', from: at(0, 0), to: at(1, 2) },
      { type: 'tap', cell: at(3, 0) },
      { type: 'tap', cell: at(3, 4) },
      // A part of a word is not the word.
      { type: 'select', from: at(0, 0), to: at(0, 3) },
    )
    expect(state.misses).toBe(3)
    expect(state.found).toEqual([])
    expect(state.last).toEqual({
      type: 'miss',
      cells: [at(0, 0), at(0, 1), at(0, 2), at(0, 3)],
    })
  })

  it('marks the letters of a miss until the next choice', () => {
    const straight = run(start(), {
      type: 'select',
      from: at(3, 0),
      to: at(3, 2),
    })
    expect([...selectMissedCells(straight)]).toEqual(['3:0', '3:1', '3:2'])
    // A crooked line has no letters between: its two ends are marked.
    const crooked = run(start(), {
      type: 'select',
      from: at(0, 0),
      to: at(1, 2),
    })
    expect([...selectMissedCells(crooked)]).toEqual(['0:0', '1:2'])
    expect(selectMissedCells(start()).size).toBe(0)
    const next = run(crooked, { type: 'tap', cell: at(2, 2) })
    expect(selectMissedCells(next).size).toBe(0)
    const found = run(crooked, { type: 'select', from: at(0, 0), to: at(0, 4) })
    expect(selectMissedCells(found).size).toBe(0)
  })

  it('does not count a word twice', () => {
    const once = run(start(), { type: 'select', from: at(0, 0), to: at(0, 4) })
    const twice = run(once, { type: 'select', from: at(0, 4), to: at(0, 0) })
    expect(twice.found).toHaveLength(1)
    expect(twice.misses).toBe(0)
    expect(twice.last).toEqual({ type: 'again', word: 'UGADI' })
  })

  it('is complete with every word found, and then ignores the grid', () => {
    const done = run(
      start(),
      { type: 'select', from: at(0, 0), to: at(0, 4) },
      { type: 'select', from: at(4, 4), to: at(4, 0) },
    )
    expect(selectIsComplete(done)).toBe(false)
    const complete = run(done, { type: 'select', from: at(4, 4), to: at(1, 4) })
    expect(selectIsComplete(complete)).toBe(true)
    expect(complete.found.map((f) => f.word)).toEqual([
      'UGADI',
      'VYASA',
      'AMMA',
    ])
    expect(run(complete, { type: 'tap', cell: at(0, 0) })).toBe(complete)
    expect(
      run(complete, { type: 'select', from: at(0, 0), to: at(4, 4) }),
    ).toBe(complete)
  })

  it('starts over with a new puzzle', () => {
    const played = run(
      start(),
      { type: 'select', from: at(0, 0), to: at(0, 4) },
      { type: 'tap', cell: at(3, 3) },
    )
    const other: Puzzle = { ...puzzle, rows: [...puzzle.rows].reverse() }
    expect(run(played, { type: 'restart', puzzle: other })).toEqual(
      createInitialState(other),
    )
  })
})
