import { describe, expect, it } from 'vitest'

import { seededRandom } from '../shared/seededRandom'
import {
  ALL_DIRECTIONS,
  cellsOf,
  EASY_DIRECTIONS,
  generatePuzzle,
  letterAt,
  MAX_PLACEMENT_TRIES,
  oneWordARow,
  wordListProblem,
  type Direction,
  type Puzzle,
} from './grid'
import { WORD_SEARCH_LEVELS } from './levels'
import { HERITAGE_WORDS, pickWords, WORD_SET_IDS } from './wordBank'

const LEVELS = Object.values(WORD_SEARCH_LEVELS)
/** Every level with every word set: each must make its puzzles. */
const LEVELS_AND_SETS = LEVELS.flatMap((level) =>
  WORD_SET_IDS.map((set) => ({ ...level, set })),
)

const sameDirection = (a: Direction, b: Direction) =>
  a.dRow === b.dRow && a.dCol === b.dCol

/** Every placed word reads right off the grid, inside it, in an allowed way. */
function expectEveryWordPlaced(
  puzzle: Puzzle,
  words: readonly string[],
  directions: readonly Direction[],
) {
  expect(puzzle.words.map((w) => w.word)).toEqual(words)
  expect(puzzle.rows).toHaveLength(puzzle.size)
  for (const row of puzzle.rows) {
    expect(row).toMatch(new RegExp(`^[A-Z]{${puzzle.size}}$`))
  }
  for (const placed of puzzle.words) {
    const cells = cellsOf(placed)
    for (const { row, col } of cells) {
      expect(row).toBeGreaterThanOrEqual(0)
      expect(row).toBeLessThan(puzzle.size)
      expect(col).toBeGreaterThanOrEqual(0)
      expect(col).toBeLessThan(puzzle.size)
    }
    expect(cells.map((cell) => letterAt(puzzle, cell)).join('')).toBe(
      placed.word,
    )
    expect(directions.some((d) => sameDirection(d, placed.direction))).toBe(
      true,
    )
  }
}

/** Cells two words share, with both words' letters there. */
function crossings(puzzle: Puzzle) {
  const seen = new Map<string, string>()
  const found: { a: string; b: string }[] = []
  for (const placed of puzzle.words) {
    cellsOf(placed).forEach((cell, i) => {
      const key = `${cell.row}:${cell.col}`
      const letter = placed.word[i] ?? ''
      const before = seen.get(key)
      if (before !== undefined) found.push({ a: before, b: letter })
      seen.set(key, letter)
    })
  }
  return found
}

describe('generatePuzzle', () => {
  it.each(LEVELS_AND_SETS)(
    'always places every word of the $set set on a $size × $size grid (300 seeds)',
    ({ size, directions, words: count, set }) => {
      let crossed = 0
      for (let seed = 1; seed <= 300; seed += 1) {
        const random = seededRandom(seed)
        const words = pickWords(set, count, size, random).map((w) => w.word)
        expect(words).toHaveLength(count)
        const puzzle = generatePuzzle({ words, size, directions, random })
        expectEveryWordPlaced(puzzle, words, directions)
        // Words overlap only where their letters agree.
        for (const { a, b } of crossings(puzzle)) expect(a).toBe(b)
        if (crossings(puzzle).length > 0) crossed += 1
      }
      // The check above is not empty: words do cross in some puzzles.
      expect(crossed).toBeGreaterThan(0)
    },
  )

  it('is the same puzzle for the same seed, and another for another seed', () => {
    const make = (seed: number) =>
      generatePuzzle({
        words: ['UGADI', 'KASHYAPA', 'AMMA'],
        size: 8,
        directions: ALL_DIRECTIONS,
        random: seededRandom(seed),
      })
    expect(make(5)).toEqual(make(5))
    expect(make(5).rows).not.toEqual(make(6).rows)
  })

  it('hides the easy level’s words only left to right or top to bottom', () => {
    const directions = new Set<string>()
    for (let seed = 1; seed <= 50; seed += 1) {
      const puzzle = generatePuzzle({
        words: ['DIWALI', 'VYASA', 'NANNA', 'UGADI', 'KAPILA', 'THATHA'],
        size: 8,
        directions: EASY_DIRECTIONS,
        random: seededRandom(seed),
      })
      for (const w of puzzle.words) {
        directions.add(`${w.direction.dRow},${w.direction.dCol}`)
      }
    }
    expect([...directions].sort()).toEqual(['0,1', '1,0'])
  })

  it('uses all eight directions on the older level', () => {
    const directions = new Set<string>()
    for (let seed = 1; seed <= 100; seed += 1) {
      const random = seededRandom(seed)
      const set = WORD_SET_IDS[seed % WORD_SET_IDS.length] ?? 'sages'
      const words = pickWords(set, 8, 10, random).map((w) => w.word)
      const puzzle = generatePuzzle({
        words,
        size: 10,
        directions: ALL_DIRECTIONS,
        random,
      })
      for (const w of puzzle.words) {
        directions.add(`${w.direction.dRow},${w.direction.dCol}`)
      }
    }
    expect(directions.size).toBe(8)
  })

  it('fits even a grid packed full, one word a row if need be', () => {
    // Ten 10-letter words in a 10 × 10 grid: only whole rows (or columns)
    // can hold them, so random placement runs out of tries.
    const words = [
      'ABCDEFGHIJ',
      'BCDEFGHIJK',
      'CDEFGHIJKL',
      'DEFGHIJKLM',
      'EFGHIJKLMN',
      'FGHIJKLMNO',
      'GHIJKLMNOP',
      'HIJKLMNOPQ',
      'IJKLMNOPQR',
      'JKLMNOPQRS',
    ]
    for (let seed = 1; seed <= 5; seed += 1) {
      const puzzle = generatePuzzle({
        words,
        size: 10,
        directions: ALL_DIRECTIONS,
        random: seededRandom(seed),
      })
      expectEveryWordPlaced(puzzle, words, ALL_DIRECTIONS)
    }
    expect(MAX_PLACEMENT_TRIES).toBeGreaterThan(1000)
  })

  it('has a fallback that puts each word on a row of its own', () => {
    const words = ['NAMASKARAM', 'DEEPAVALI', 'UGADI', 'AMMA']
    const placed = oneWordARow(words, {
      words,
      size: 10,
      directions: ALL_DIRECTIONS,
      random: seededRandom(9),
    })
    expect(new Set(placed.map((p) => p.start.row)).size).toBe(4)
    for (const p of placed) {
      expect(p.direction).toEqual({ dRow: 0, dCol: 1 })
      expect(p.start.col + p.word.length).toBeLessThanOrEqual(10)
    }
  })

  it('works with a random source that always says the same', () => {
    for (const value of [0, 0.5, 0.999_999]) {
      const words = ['VALMIKI', 'NARADA', 'DASARA', 'AMMA']
      const puzzle = generatePuzzle({
        words,
        size: 8,
        directions: ALL_DIRECTIONS,
        random: () => value,
      })
      expect(puzzle.words).toHaveLength(4)
      expectEveryWordPlaced(puzzle, words, ALL_DIRECTIONS)
    }
  })

  it('refuses a list that cannot make a fair puzzle', () => {
    const make =
      (words: string[], directions = ALL_DIRECTIONS) =>
      () =>
        generatePuzzle({ words, size: 8, directions, random: Math.random })
    expect(make(['NINELETTR'])).toThrow(/longer than 8/)
    expect(make(['AMMA', 'NAMASKARAM'])).toThrow(/longer than 8/)
    expect(make(['A'])).toThrow(/capital letters/)
    expect(make(['Ugadi'])).toThrow(/capital letters/)
    expect(make([])).toThrow(/no words/)
    expect(
      make(Array.from({ length: 9 }, (_, i) => `W${'ABCDEFGHI'[i]}`)),
    ).toThrow(/more than 8/)
    expect(make(['UGADI'], [{ dRow: 1, dCol: 0 }])).toThrow(/left-to-right/)
  })
})

describe('wordListProblem', () => {
  it.each([
    [['UGADI', 'DIWALI'], null],
    [['ATRI', 'NAVARATRI'], '"ATRI" hides inside "NAVARATRI"'],
    [['IRTA', 'NAVARATRI'], '"IRTA" hides inside "NAVARATRI"'],
    [['AMMA', 'AMMA'], '"AMMA" is asked for twice'],
  ])('%o: %s', (words, problem) => {
    expect(wordListProblem(words, 10)).toBe(problem)
  })

  it('finds no problem in the whole word bank', () => {
    // Any pick from the bank is fair: no word hides inside another.
    expect(
      wordListProblem(
        HERITAGE_WORDS.map((w) => w.word),
        40,
      ),
    ).toBeNull()
  })
})
