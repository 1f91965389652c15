import { describe, expect, it } from 'vitest'

import { festivalFoods as teluguFoods } from '@/data/te/festivalFoods'
import { festivals as teluguFestivals } from '@/data/te/festivals'
import { findGotra as findTeluguGotra } from '@/data/te/gotras'
import { teluguPhrases as teluguTwinPhrases } from '@/data/te/teluguPhrases'
import { coreValues as teluguValues } from '@/data/te/traditions'

import { seededRandom } from '../shared/seededRandom'
import { COMMON_AKSHARAS, fillersFor } from './fillers'
import {
  ALL_DIRECTIONS,
  cellsOf,
  EASY_DIRECTIONS,
  generatePuzzle,
  letterAt,
  LATIN_LETTERS,
  lettersOf,
  linesSpelling,
  MAX_PLACEMENT_TRIES,
  oneWordARow,
  wordListProblem,
  type Direction,
  type PlacedWord,
  type Puzzle,
} from './grid'
import { WORD_SEARCH_LEVEL_IDS, WORD_SEARCH_LEVELS, makeRound } from './levels'
import {
  describeWord,
  HERITAGE_WORDS,
  pickWords,
  WORD_SET_IDS,
  type HeritageWord,
} from './wordBank'

const LEVELS = Object.values(WORD_SEARCH_LEVELS)
/** Every level with every word set: each must make its puzzles. */
const LEVELS_AND_SETS = LEVELS.flatMap((level) =>
  WORD_SET_IDS.map((set) => ({ ...level, set })),
)
/** The bank as Telugu pages show it. */
const TELUGU_BANK = HERITAGE_WORDS.flatMap(
  (entry) =>
    describeWord(entry, {
      festivals: teluguFestivals,
      findGotra: findTeluguGotra,
      teluguPhrases: teluguTwinPhrases,
      festivalFoods: teluguFoods,
      coreValues: teluguValues,
    }) ?? [],
)
const EDITIONS: [string, readonly HeritageWord[], RegExp][] = [
  ['English', HERITAGE_WORDS, /^[A-Z]$/],
  ['Telugu', TELUGU_BANK, /^[\u0C00-\u0C7F]+$/],
]
/** Every edition, level and set. */
const ROUNDS = EDITIONS.flatMap(([edition, bank, letter]) =>
  WORD_SEARCH_LEVEL_IDS.flatMap((level) =>
    WORD_SET_IDS.map((set) => ({
      edition,
      bank,
      letter,
      level,
      set,
      size: WORD_SEARCH_LEVELS[level].size,
    })),
  ),
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
    expect(row).toHaveLength(puzzle.size)
    for (const letter of row) expect(letter).toMatch(/^[A-Z]$/)
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
      const letter = lettersOf(placed.word)[i] ?? ''
      const before = seen.get(key)
      if (before !== undefined) found.push({ a: before, b: letter })
      seen.set(key, letter)
    })
  }
  return found
}

/** The cells a word covers, in any order. */
const cellSet = (word: PlacedWord) =>
  cellsOf(word)
    .map((c) => `${c.row}:${c.col}`)
    .sort()
    .join(' ')

/** Every cell, row by row. */
const cellsOfGrid = (puzzle: Puzzle) => puzzle.rows.flat()

describe('makeRound, in both editions', () => {
  it.each(ROUNDS)(
    'places every $edition word of the $set set, once, on the $size × $size grid of $level (200 seeds)',
    ({ bank, letter, level, set, size }) => {
      for (let seed = 1; seed <= 200; seed += 1) {
        const { puzzle, entries } = makeRound(level, set, seed, bank)
        const words = entries.map((entry) => entry.word)
        expect(words).toHaveLength(WORD_SEARCH_LEVELS[level].words)
        expect(puzzle.size).toBe(size)
        for (const row of puzzle.rows) {
          expect(row).toHaveLength(size)
          // One grapheme cluster a cell: a capital letter, or an akshara.
          for (const cell of row) {
            expect(cell).toMatch(letter)
            expect(lettersOf(cell)).toEqual([cell])
          }
        }
        for (const placed of puzzle.words) {
          expect(
            cellsOf(placed)
              .map((cell) => letterAt(puzzle, cell))
              .join(''),
          ).toBe(placed.word)
          // No filler spells a word a second time: every reading is of its
          // own cells (a word read the same both ways, AMMA, reads twice).
          const lines = linesSpelling(cellsOfGrid(puzzle), size, placed.word)
          expect(lines).toContainEqual(placed)
          for (const line of lines) expect(cellSet(line)).toBe(cellSet(placed))
        }
      }
    },
  )

  it('fills a Telugu grid with Telugu aksharas, the set’s own among them', () => {
    const { puzzle } = makeRound('8-10', 'sages', 7, TELUGU_BANK)
    const placedCells = new Set(
      puzzle.words.flatMap((w) => cellsOf(w).map((c) => `${c.row}:${c.col}`)),
    )
    const fillers = puzzle.rows.flatMap((row, r) =>
      row.filter((_, c) => !placedCells.has(`${r}:${c}`)),
    )
    expect(fillers.length).toBeGreaterThan(30)
    const allowed = new Set(
      fillersFor(
        TELUGU_BANK.filter((w) => w.kind === 'sage').map((w) => w.word),
      ),
    )
    for (const filler of fillers) expect(allowed.has(filler)).toBe(true)
    expect(new Set(fillers).size).toBeGreaterThan(10)
  })
})

describe('fillersFor', () => {
  it('is A to Z for English words', () => {
    expect(fillersFor(['UGADI', 'AMMA'])).toEqual(LATIN_LETTERS)
    expect(LATIN_LETTERS).toHaveLength(26)
  })

  it('is the words’ aksharas and the common ones for Telugu words, each once', () => {
    const fillers = fillersFor(['సంక్రాంతి', 'అమ్మ'])
    for (const akshara of ['సం', 'క్రాం', 'తి', 'అ', 'మ్మ']) {
      expect(fillers).toContain(akshara)
    }
    for (const akshara of COMMON_AKSHARAS) expect(fillers).toContain(akshara)
    expect(new Set(fillers).size).toBe(fillers.length)
    for (const filler of fillers) expect(lettersOf(filler)).toEqual([filler])
  })
})

describe('filling the grid', () => {
  it('never lets a filler spell a hidden word a second time', () => {
    // Fillers drawn from the words' own two letters spell AB or BA all the
    // time; the grid redraws them until AB is on one line only.
    for (let seed = 1; seed <= 50; seed += 1) {
      const puzzle = generatePuzzle({
        words: ['AB'],
        size: 5,
        directions: ALL_DIRECTIONS,
        random: seededRandom(seed),
        fillers: ['A', 'B', 'C'],
      })
      const [placed] = puzzle.words
      expect(linesSpelling(cellsOfGrid(puzzle), 5, 'AB')).toEqual([placed])
    }
  })

  it('counts the lines a word reads along, both ways', () => {
    const cells = [...'ABAXXXBAB']
    expect(linesSpelling(cells, 3, 'AB').length).toBe(4)
    expect(linesSpelling(cells, 3, 'ZZ')).toEqual([])
  })
})

describe('lettersOf', () => {
  it('splits Telugu into aksharas and English into letters', () => {
    expect(lettersOf('సంక్రాంతి')).toEqual(['సం', 'క్రాం', 'తి'])
    expect(lettersOf('నాన్న')).toEqual(['నా', 'న్న'])
    expect(lettersOf('UGADI')).toEqual(['U', 'G', 'A', 'D', 'I'])
  })
})

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
      expect(p.start.col + lettersOf(p.word).length).toBeLessThanOrEqual(10)
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
    expect(make(['ఉ'])).toThrow(/Telugu aksharas/)
    expect(make(['దసరా పండుగ'])).toThrow(/Telugu aksharas/)
    // Nine aksharas (more code points) are still nine cells.
    expect(make(['సంక్రాంతిసంక్రాంతిసంక్రాంతి'])).toThrow(/longer than 8/)
    expect(make(['సంక్రాంతిసంక్రాంతి'])).not.toThrow()
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
    [['అమ్మ', 'అమ్మమ్మ'], '"అమ్మ" hides inside "అమ్మమ్మ"'],
    [['మ్మఅ', 'అమ్మమ్మ'], '"మ్మఅ" hides inside "అమ్మమ్మ"'],
    // A code point in common is not a letter in common.
    [['తాత', 'తాతయ్య'], '"తాత" hides inside "తాతయ్య"'],
    [['త', 'కాతా'], '"త" is not 2 or more capital letters or Telugu aksharas'],
    [['మ్మ', 'అమ'], '"మ్మ" is not 2 or more capital letters or Telugu aksharas'],
    [['సంక్ర', 'సంక్రాంతి'], null],
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
