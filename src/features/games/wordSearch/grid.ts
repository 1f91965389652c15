import { shuffle } from '../shared/shuffle'

/**
 * Word-search grids: every word placed in a straight line, crossing other
 * words only where their letters agree, the rest filled with random letters.
 * Pure: the random source is passed in (a seeded one makes a grid again).
 */

export type Cell = { row: number; col: number }
export type Direction = { dRow: -1 | 0 | 1; dCol: -1 | 0 | 1 }

const dir = (dRow: Direction['dRow'], dCol: Direction['dCol']) => ({
  dRow,
  dCol,
})

/** Left to right and top to bottom: for the youngest players. */
export const EASY_DIRECTIONS: readonly Direction[] = [dir(0, 1), dir(1, 0)]
/** Across, down and down the diagonal, never backwards. */
export const FORWARD_DIRECTIONS: readonly Direction[] = [
  dir(0, 1),
  dir(1, 0),
  dir(1, 1),
]
/** All eight: across, down, diagonal, and each of them backwards. */
export const ALL_DIRECTIONS: readonly Direction[] = [
  dir(0, 1),
  dir(1, 0),
  dir(1, 1),
  dir(-1, 1),
  dir(0, -1),
  dir(-1, 0),
  dir(-1, -1),
  dir(1, -1),
]

export type PlacedWord = { word: string; start: Cell; direction: Direction }

export type Puzzle = {
  size: number
  /** `size` strings of `size` capital letters, top row first. */
  rows: readonly string[]
  /** The hidden words, in the order they were asked for. */
  words: readonly PlacedWord[]
}

export type PuzzleOptions = {
  words: readonly string[]
  size: number
  directions: readonly Direction[]
  random: () => number
}

/** Placements tried before falling back to the one-word-a-row layout. */
export const MAX_PLACEMENT_TRIES = 5_000
const WORD = /^[A-Z]{2,}$/
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'

export function cellsOf(word: PlacedWord): Cell[] {
  const { start, direction } = word
  return [...word.word].map((_, i) => ({
    row: start.row + i * direction.dRow,
    col: start.col + i * direction.dCol,
  }))
}

export function letterAt(puzzle: Puzzle, { row, col }: Cell): string {
  return puzzle.rows[row]?.[col] ?? ''
}

const reversed = (word: string) => [...word].reverse().join('')

/** Why a word list cannot make a fair puzzle, or null when it can. */
export function wordListProblem(
  words: readonly string[],
  size: number,
): string | null {
  if (words.length === 0) return 'no words'
  if (words.length > size) return `more than ${size} words`
  for (const word of words) {
    if (!WORD.test(word)) return `"${word}" is not 2 or more capital letters`
    if (word.length > size) return `"${word}" is longer than ${size}`
  }
  for (const word of words) {
    for (const other of words) {
      if (
        word !== other &&
        (other.includes(word) || other.includes(reversed(word)))
      ) {
        return `"${word}" hides inside "${other}"`
      }
    }
    if (words.indexOf(word) !== words.lastIndexOf(word)) {
      return `"${word}" is asked for twice`
    }
  }
  return null
}

type Letters = (string | null)[]

function fits(letters: Letters, size: number, word: PlacedWord): boolean {
  return cellsOf(word).every(({ row, col }, i) => {
    if (row < 0 || row >= size || col < 0 || col >= size) return false
    const existing = letters[row * size + col]
    return existing === null || existing === word.word[i]
  })
}

function write(letters: Letters, size: number, word: PlacedWord) {
  const written: number[] = []
  cellsOf(word).forEach(({ row, col }, i) => {
    const index = row * size + col
    if (letters[index] === null) {
      letters[index] = word.word[i] ?? null
      written.push(index)
    }
  })
  return written
}

/**
 * Tries placements in a random order, backtracking when a word has no room
 * left; gives up (null) after MAX_PLACEMENT_TRIES.
 */
function placeAll(
  order: readonly string[],
  { size, directions, random }: PuzzleOptions,
): PlacedWord[] | null {
  const letters: Letters = Array.from({ length: size * size }, () => null)
  const placed: PlacedWord[] = []
  let tries = 0
  const place = (index: number): boolean => {
    const word = order[index]
    if (word === undefined) return true
    const candidates: PlacedWord[] = []
    for (const direction of directions) {
      for (let row = 0; row < size; row += 1) {
        for (let col = 0; col < size; col += 1) {
          const candidate = { word, start: { row, col }, direction }
          if (fits(letters, size, candidate)) candidates.push(candidate)
        }
      }
    }
    for (const candidate of shuffle(candidates, random)) {
      tries += 1
      if (tries > MAX_PLACEMENT_TRIES) return false
      const written = write(letters, size, candidate)
      placed.push(candidate)
      if (place(index + 1)) return true
      placed.pop()
      for (const cell of written) letters[cell] = null
    }
    return false
  }
  return place(0) ? placed : null
}

/**
 * Always possible when the list is fair: each word on a row of its own,
 * left to right (a direction every level allows).
 */
export function oneWordARow(
  words: readonly string[],
  { size, random }: PuzzleOptions,
): PlacedWord[] {
  const rows = shuffle(
    Array.from({ length: size }, (_, row) => row),
    random,
  )
  return words.map((word, i) => ({
    word,
    start: {
      row: rows[i] ?? 0,
      col: Math.floor(random() * (size - word.length + 1)),
    },
    direction: dir(0, 1),
  }))
}

/** A puzzle with every word of `options.words` hidden in it. */
export function generatePuzzle(options: PuzzleOptions): Puzzle {
  const { words, size, directions, random } = options
  const problem = wordListProblem(words, size)
  if (problem) throw new Error(`Cannot make a word search: ${problem}.`)
  if (!directions.some((d) => d.dRow === 0 && d.dCol === 1)) {
    throw new Error('Cannot make a word search without left-to-right words.')
  }
  // Long words first: they are the hardest to fit.
  const order = [...words].sort((a, b) => b.length - a.length)
  const placed = placeAll(order, options) ?? oneWordARow(words, options)
  const letters: Letters = Array.from({ length: size * size }, () => null)
  for (const word of placed) write(letters, size, word)
  const filled = letters.map(
    (letter) => letter ?? ALPHABET[Math.floor(random() * ALPHABET.length)],
  )
  const rows = Array.from({ length: size }, (_, row) =>
    filled.slice(row * size, (row + 1) * size).join(''),
  )
  const byWord = new Map(placed.map((p) => [p.word, p]))
  return {
    size,
    rows,
    words: words.map((word) => {
      const found = byWord.get(word)
      if (!found) throw new Error(`"${word}" was not placed.`)
      return found
    }),
  }
}
