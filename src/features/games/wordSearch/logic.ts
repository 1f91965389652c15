import type { Cell, Puzzle } from './grid'
import { letterAt } from './grid'

/**
 * The word search as a pure state machine. A word is chosen by its first and
 * last letters: by a swipe (`select`) or by two taps or key presses (`tap`,
 * `tap`). The line between them must run straight in one of the eight
 * directions, and its letters must spell a hidden word, either way round.
 */

export type FoundWord = { word: string; cells: readonly Cell[] }

/** What the last action did, for the live region and the sounds. */
export type WordSearchEvent =
  | { type: 'none' }
  | { type: 'anchored'; cell: Cell }
  | { type: 'cleared' }
  | { type: 'found'; word: string }
  | { type: 'again'; word: string }
  /** The letters of the line chosen (a crooked one: its two ends). */
  | { type: 'miss'; cells: readonly Cell[] }

export type WordSearchState = {
  puzzle: Puzzle
  found: readonly FoundWord[]
  /** The first letter chosen by a tap, waiting for the last one. */
  anchor: Cell | null
  /** Lines chosen that spelled no hidden word. */
  misses: number
  last: WordSearchEvent
}

export type WordSearchAction =
  | { type: 'tap'; cell: Cell }
  | { type: 'select'; from: Cell; to: Cell }
  | { type: 'clearAnchor' }
  /** A new puzzle (made outside the reducer, from a seed). */
  | { type: 'restart'; puzzle: Puzzle }

export function createInitialState(puzzle: Puzzle): WordSearchState {
  return { puzzle, found: [], anchor: null, misses: 0, last: { type: 'none' } }
}

export const sameCell = (a: Cell, b: Cell) => a.row === b.row && a.col === b.col
export const cellKey = ({ row, col }: Cell) => `${row}:${col}`

/**
 * The cells from `from` to `to`, both included, when they lie on one straight
 * line across, down or diagonally (either way); otherwise null.
 */
export function lineBetween(from: Cell, to: Cell): Cell[] | null {
  const dRow = to.row - from.row
  const dCol = to.col - from.col
  const straight = dRow === 0 || dCol === 0 || Math.abs(dRow) === Math.abs(dCol)
  if (!straight) return null
  const length = Math.max(Math.abs(dRow), Math.abs(dCol)) + 1
  return Array.from({ length }, (_, i) => ({
    row: from.row + i * Math.sign(dRow),
    col: from.col + i * Math.sign(dCol),
  }))
}

/** The hidden word the cells spell (either way round), if any. */
export function wordOnLine(
  puzzle: Puzzle,
  cells: readonly Cell[],
): string | null {
  const inside = cells.every(
    ({ row, col }) =>
      row >= 0 && row < puzzle.size && col >= 0 && col < puzzle.size,
  )
  if (!inside) return null
  // Cell by cell: a Telugu akshara is one letter, whatever its code points.
  const letters = cells.map((cell) => letterAt(puzzle, cell))
  const forwards = letters.join('')
  const backwards = [...letters].reverse().join('')
  return (
    puzzle.words.find((w) => w.word === forwards || w.word === backwards)
      ?.word ?? null
  )
}

function choose(state: WordSearchState, from: Cell, to: Cell): WordSearchState {
  const cleared = { ...state, anchor: null }
  const cells = lineBetween(from, to)
  // One letter is not a choice yet: nothing happens.
  if (cells?.length === 1) return { ...cleared, last: { type: 'cleared' } }
  const word = cells ? wordOnLine(state.puzzle, cells) : null
  if (!cells || !word) {
    return {
      ...cleared,
      misses: state.misses + 1,
      last: { type: 'miss', cells: cells ?? [from, to] },
    }
  }
  if (state.found.some((f) => f.word === word)) {
    return { ...cleared, last: { type: 'again', word } }
  }
  return {
    ...cleared,
    found: [...state.found, { word, cells }],
    last: { type: 'found', word },
  }
}

export function reducer(
  state: WordSearchState,
  action: WordSearchAction,
): WordSearchState {
  if (action.type === 'restart') return createInitialState(action.puzzle)
  if (selectIsComplete(state)) return state
  switch (action.type) {
    case 'tap': {
      if (!state.anchor) {
        return {
          ...state,
          anchor: action.cell,
          last: { type: 'anchored', cell: action.cell },
        }
      }
      return choose(state, state.anchor, action.cell)
    }
    case 'select':
      return choose(state, action.from, action.to)
    case 'clearAnchor':
      return state.anchor
        ? { ...state, anchor: null, last: { type: 'cleared' } }
        : state
  }
}

export function selectIsComplete(state: WordSearchState): boolean {
  return state.found.length === state.puzzle.words.length
}

export function selectIsFound(state: WordSearchState, word: string): boolean {
  return state.found.some((f) => f.word === word)
}

/**
 * Keys (`cellKey`) of the letters of the line that just missed: marked, and
 * shaken, until the next tap or swipe.
 */
export function selectMissedCells(state: WordSearchState): Set<string> {
  return new Set(
    state.last.type === 'miss' ? state.last.cells.map(cellKey) : [],
  )
}

/** Keys (`cellKey`) of every cell of a found word. */
export function selectFoundCells(state: WordSearchState): Set<string> {
  return new Set(state.found.flatMap((f) => f.cells.map(cellKey)))
}
