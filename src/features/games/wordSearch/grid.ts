import { shuffle } from '../shared/shuffle'

/**
 * Word-search grids: every word placed in a straight line, crossing other
 * words only where their letters agree, the rest filled with random letters.
 * Pure: the random source is passed in (a seeded one makes a grid again).
 *
 * A cell holds one letter as a reader sees it: a grapheme cluster, as
 * `Intl.Segmenter` splits the word (decision 073). In English that is a
 * capital letter; in Telugu an akshara, which may be several code points
 * (క్రాం is one cell). No filler letter ever spells a hidden word a second
 * time: a word is found on one line only.
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
  /** `size` rows of `size` cells (one letter each), top row first. */
  rows: readonly (readonly string[])[]
  /** The hidden words, in the order they were asked for. */
  words: readonly PlacedWord[]
}

export type PuzzleOptions = {
  words: readonly string[]
  size: number
  directions: readonly Direction[]
  random: () => number
  /** The letters the empty cells are filled with: A to Z unless given. */
  fillers?: readonly string[]
}

/** Placements tried before falling back to the one-word-a-row layout. */
export const MAX_PLACEMENT_TRIES = 5_000
/** Whole grids tried when fillers cannot be kept from spelling a word. */
const MAX_GRIDS = 20
/** A capital letter, or a Telugu akshara (Telugu letters and signs only). */
const LETTER = /^(?:[A-Z]|[\u0C00-\u0C7F]+)$/u
export const LATIN_LETTERS: readonly string[] = [
  ...'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
]

/**
 * Made on the first Telugu word: making a Telugu segmenter loads the
 * language's break rules, a long moment (140 to 200 ms at 4× CPU) that the
 * games menu would otherwise spend when it loads this game's code in the
 * background, and that an English page never needs (decision 086).
 */
let segmenter: Intl.Segmenter | null = null
const PLAIN = /^[ -~]*$/

/** Words split already: a grid asks for the same few words many times. */
const split = new Map<string, readonly string[]>()

/** A word's cells: its grapheme clusters (letters; Telugu aksharas). */
export function lettersOf(word: string): readonly string[] {
  const known = split.get(word)
  if (known) return known
  // Each printable ASCII character is a grapheme cluster of its own.
  const letters = PLAIN.test(word)
    ? [...word]
    : Array.from(
        (segmenter ??= new Intl.Segmenter('te', {
          granularity: 'grapheme',
        })).segment(word),
        (part) => part.segment,
      )
  if (split.size > 1_000) split.clear()
  split.set(word, letters)
  return letters
}

/** A word's length in cells. */
export const cellCount = (word: string) => lettersOf(word).length

export function cellsOf(word: PlacedWord): Cell[] {
  const { start, direction } = word
  return lettersOf(word.word).map((_, i) => ({
    row: start.row + i * direction.dRow,
    col: start.col + i * direction.dCol,
  }))
}

export function letterAt(puzzle: Puzzle, { row, col }: Cell): string {
  return puzzle.rows[row]?.[col] ?? ''
}

/** Letters joined so that one word's sequence is found inside another's. */
const joined = (letters: readonly string[]) => `|${letters.join('|')}|`

/** Why a word list cannot make a fair puzzle, or null when it can. */
export function wordListProblem(
  words: readonly string[],
  size: number,
): string | null {
  if (words.length === 0) return 'no words'
  if (words.length > size) return `more than ${size} words`
  for (const word of words) {
    const letters = lettersOf(word)
    if (letters.length < 2 || !letters.every((l) => LETTER.test(l))) {
      return `"${word}" is not 2 or more capital letters or Telugu aksharas`
    }
    if (letters.length > size) return `"${word}" is longer than ${size}`
  }
  for (const word of words) {
    const letters = lettersOf(word)
    const forwards = joined(letters)
    const backwards = joined([...letters].reverse())
    for (const other of words) {
      const inside = joined(lettersOf(other))
      if (
        word !== other &&
        (inside.includes(forwards) || inside.includes(backwards))
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
  const own = lettersOf(word.word)
  return cellsOf(word).every(({ row, col }, i) => {
    if (row < 0 || row >= size || col < 0 || col >= size) return false
    const existing = letters[row * size + col]
    return existing === null || existing === own[i]
  })
}

function write(letters: Letters, size: number, word: PlacedWord) {
  const own = lettersOf(word.word)
  const written: number[] = []
  cellsOf(word).forEach(({ row, col }, i) => {
    const index = row * size + col
    if (letters[index] === null) {
      letters[index] = own[i] ?? null
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
      col: Math.floor(random() * (size - cellCount(word) + 1)),
    },
    direction: dir(0, 1),
  }))
}

/**
 * Every line (start and direction) along which `word` reads in `cells`, a
 * grid of `size` × `size` letters kept row by row.
 */
export function linesSpelling(
  cells: readonly string[],
  size: number,
  word: string,
): PlacedWord[] {
  const letters = lettersOf(word)
  const lines: PlacedWord[] = []
  for (const direction of ALL_DIRECTIONS) {
    for (let row = 0; row < size; row += 1) {
      for (let col = 0; col < size; col += 1) {
        const reads = letters.every((letter, i) => {
          const r = row + i * direction.dRow
          const c = col + i * direction.dCol
          return (
            r >= 0 &&
            r < size &&
            c >= 0 &&
            c < size &&
            cells[r * size + c] === letter
          )
        })
        if (reads) lines.push({ word, start: { row, col }, direction })
      }
    }
  }
  return lines
}

/** A word read the same both ways reads twice along its one line. */
const readingsOfOneLine = (word: string) => {
  const letters = lettersOf(word)
  return letters.join('|') === [...letters].reverse().join('|') ? 2 : 1
}

/**
 * The placed words with the empty cells filled by `fillers`, redrawing any
 * filler that makes a hidden word readable along a second line; null when a
 * second line is made of hidden words' letters only (place them again).
 */
function fill(
  placed: readonly PlacedWord[],
  { size, random, fillers = LATIN_LETTERS }: PuzzleOptions,
): string[] | null {
  const letters: Letters = Array.from({ length: size * size }, () => null)
  for (const word of placed) write(letters, size, word)
  const draw = () => fillers[Math.floor(random() * fillers.length)] ?? ''
  const cells = letters.map((letter) => letter ?? draw())
  const isFiller = (cell: Cell) => letters[cell.row * size + cell.col] === null
  for (let pass = 0; pass < 100; pass += 1) {
    const extra = placed.flatMap(({ word }) =>
      linesSpelling(cells, size, word).length > readingsOfOneLine(word)
        ? linesSpelling(cells, size, word).filter((line) =>
            cellsOf(line).some(isFiller),
          )
        : [],
    )
    if (extra.length === 0) {
      const clean = placed.every(
        ({ word }) =>
          linesSpelling(cells, size, word).length === readingsOfOneLine(word),
      )
      return clean ? cells : null
    }
    for (const line of extra) {
      const free = cellsOf(line).filter(isFiller)
      const cell = free[Math.floor(random() * free.length)]
      if (cell) cells[cell.row * size + cell.col] = draw()
    }
  }
  return null
}

/** A puzzle with every word of `options.words` hidden in it, once. */
export function generatePuzzle(options: PuzzleOptions): Puzzle {
  const { words, size, directions } = options
  const problem = wordListProblem(words, size)
  if (problem) throw new Error(`Cannot make a word search: ${problem}.`)
  if (!directions.some((d) => d.dRow === 0 && d.dCol === 1)) {
    throw new Error('Cannot make a word search without left-to-right words.')
  }
  // Long words first: they are the hardest to fit.
  const order = [...words].sort((a, b) => cellCount(b) - cellCount(a))
  for (let grid = 0; grid < MAX_GRIDS; grid += 1) {
    const placed = placeAll(order, options) ?? oneWordARow(words, options)
    const cells = fill(placed, options)
    if (!cells) continue
    const byWord = new Map(placed.map((p) => [p.word, p]))
    return {
      size,
      rows: Array.from({ length: size }, (_, row) =>
        cells.slice(row * size, (row + 1) * size),
      ),
      words: words.map((word) => {
        const found = byWord.get(word)
        if (!found) throw new Error(`"${word}" was not placed.`)
        return found
      }),
    }
  }
  throw new Error('Cannot make a word search: fillers keep spelling a word.')
}
