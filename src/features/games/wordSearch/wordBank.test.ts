import { describe, expect, it } from 'vitest'

import { festivalFoods } from '@/data/festivalFoods'
import { festivals } from '@/data/festivals'
import { findGotra, gotras } from '@/data/gotras'
import { festivalFoods as teluguFoods } from '@/data/te/festivalFoods'
import { festivals as teluguFestivals } from '@/data/te/festivals'
import {
  findGotra as findTeluguGotra,
  SAGE_NOT_IDENTIFIED as TELUGU_SAGE_NOT_IDENTIFIED,
} from '@/data/te/gotras'
import { teluguPhrases as teluguTwinPhrases } from '@/data/te/teluguPhrases'
import { coreValues as teluguValues } from '@/data/te/traditions'
import { teluguPhrases } from '@/data/teluguPhrases'
import { coreValues } from '@/data/traditions'
import { showTelugu } from '@/test/telugu'

import { seededRandom } from '../shared/seededRandom'
import { cellCount, wordListProblem } from './grid'
import { WORD_SEARCH_LEVEL_IDS, WORD_SEARCH_LEVELS } from './levels'
import {
  bankInEdition,
  describeWord,
  HERITAGE_WORDS,
  pickWords,
  WORD_KINDS,
  WORD_SET_IDS,
  WORD_SETS,
  wordsOfSet,
  type HeritageWord,
  type WordContent,
} from './wordBank'

/** What the site's own content says about a word of the bank. */
function contentFor(entry: HeritageWord) {
  const festival = festivals.find((f) => f.name === entry.festival)
  const gotra = gotras.find((g) => g.greatSage === entry.name)
  const phrase = teluguPhrases.find((p) => p.telugu === entry.name)
  const food = festivalFoods.find((f) => f.id === entry.source)
  const value = coreValues.find((v) => v.name === entry.source)
  return {
    festival: {
      named: festival?.name.includes(entry.name),
      meaning: festival?.description,
      script: undefined,
    },
    sage: { named: !!gotra, meaning: gotra?.storyForKids, script: undefined },
    telugu: {
      named: !!phrase,
      meaning: phrase?.english,
      script: phrase?.script,
    },
    food: {
      named: food?.name === entry.name,
      meaning: food?.about,
      script: undefined,
    },
    value: {
      named: value?.name === entry.name,
      meaning: value?.subtitle,
      script: value?.script,
    },
  }[entry.kind]
}

describe('the heritage words', () => {
  it.each(HERITAGE_WORDS)(
    '$word comes from the site’s $kind content',
    (entry) => {
      expect(entry.word).toMatch(/^[A-Z]+$/)
      expect(entry.word).toBe(entry.name.toUpperCase())
      expect(contentFor(entry)).toEqual({
        named: true,
        meaning: entry.meaning,
        script: entry.script,
      })
    },
  )

  it('puts every kind of word in one set, and every set has words', () => {
    const kinds: string[] = Object.values(WORD_SETS).flat()
    expect(kinds.sort()).toEqual([...WORD_KINDS].sort())
    expect(WORD_SET_IDS.length).toBeGreaterThanOrEqual(3)
    expect([...WORD_SET_IDS].sort()).toEqual(Object.keys(WORD_SETS).sort())
    expect(findGotra('kashyapa')?.greatSage).toBe('Kashyapa')
  })

  describe.each(WORD_SET_IDS)('the %s set', (set) => {
    it.each(WORD_SEARCH_LEVEL_IDS)(
      'has enough words that fit the %s grid',
      (level) => {
        const { size, words } = WORD_SEARCH_LEVELS[level]
        const fitting = wordsOfSet(set).filter((w) => w.word.length <= size)
        // More than the puzzle hides, so puzzles of one set differ.
        expect(fitting.length).toBeGreaterThan(words)
      },
    )

    it('hides no word inside another, so any draw makes a fair puzzle', () => {
      const words = wordsOfSet(set).map((w) => w.word)
      expect(wordListProblem(words, 99)).toBeNull()
    })
  })
})

const TELUGU: WordContent = {
  festivals: teluguFestivals,
  findGotra: findTeluguGotra,
  teluguPhrases: teluguTwinPhrases,
  festivalFoods: teluguFoods,
  coreValues: teluguValues,
}
const TELUGU_WORD = /^[\u0C00-\u0C7F]+$/
const TELUGU_LETTER = /[\u0C00-\u0C7F]/

/** The Telugu bank, as Telugu pages show it. */
const TELUGU_BANK = HERITAGE_WORDS.flatMap(
  (entry) => describeWord(entry, TELUGU) ?? [],
)

/** Where the Telugu content writes a word of the bank, and what it means. */
function teluguContentFor(entry: HeritageWord) {
  const festival = teluguFestivals.find((f) => f.id === entry.source)
  const gotra = findTeluguGotra(entry.source)
  const phrase = teluguTwinPhrases.find((p) => p.telugu === entry.source)
  const food = teluguFoods.find((f) => f.id === entry.source)
  const value = teluguValues.find((v) => v.name === entry.source)
  return {
    festival: { writes: festival?.name, meaning: festival?.description },
    sage: { writes: gotra?.greatSage, meaning: gotra?.storyForKids },
    telugu: { writes: phrase?.script, meaning: phrase?.english },
    food: { writes: food?.name, meaning: food?.about },
    value: { writes: value?.script, meaning: value?.subtitle },
  }[entry.kind]
}

describe('a heritage word in the Telugu edition', () => {
  it.each(HERITAGE_WORDS.filter((entry) => entry.name !== 'Deepavali'))(
    '$word is hidden as the Telugu content writes it, with its Telugu meaning',
    (entry) => {
      const telugu = describeWord(entry, TELUGU)
      if (!telugu) throw new Error(`${entry.word} has no Telugu word`)
      const { writes, meaning } = teluguContentFor(entry)
      // One Telugu word, from the Telugu content: the festival's word is a
      // part of its Telugu name, every other word is the content's own.
      expect(telugu.word).toMatch(TELUGU_WORD)
      const written =
        entry.kind === 'festival' ? writes?.split(/[\s/]+/) : [writes]
      expect(written).toContain(telugu.word)
      expect(telugu.name).toBe(telugu.word)
      expect(telugu.meaning).toBe(meaning)
      expect(telugu.meaning).toMatch(TELUGU_LETTER)
      expect(telugu.meaning).not.toBe(entry.meaning)
      expect(telugu.word).not.toBe(TELUGU_SAGE_NOT_IDENTIFIED)
      expect({ kind: telugu.kind, source: telugu.source }).toEqual({
        kind: entry.kind,
        source: entry.source,
      })
    },
  )

  it('leaves out Deepavali, which is దీపావళి as Diwali is', () => {
    const deepavali = HERITAGE_WORDS.find((w) => w.word === 'DEEPAVALI')
    if (!deepavali) throw new Error('No DEEPAVALI')
    expect(describeWord(deepavali, TELUGU)).toBeNull()
    expect(TELUGU_BANK).toHaveLength(HERITAGE_WORDS.length - 1)
    expect(TELUGU_BANK.filter((w) => w.word === 'దీపావళి')).toHaveLength(1)
  })

  it('has no word where the Telugu content has none', () => {
    const empty: WordContent = {
      festivals: [],
      findGotra: () => undefined,
      teluguPhrases: [],
      festivalFoods: [],
      coreValues: [],
    }
    for (const entry of HERITAGE_WORDS) {
      expect(describeWord(entry, empty)).toBeNull()
    }
  })

  it.each(WORD_SET_IDS)(
    'has enough Telugu words of the %s set for every level, none inside another',
    (set) => {
      for (const level of WORD_SEARCH_LEVEL_IDS) {
        const { size, words } = WORD_SEARCH_LEVELS[level]
        const fitting = wordsOfSet(set, TELUGU_BANK).filter(
          (w) => cellCount(w.word) <= size,
        )
        expect(fitting.length).toBeGreaterThan(words)
      }
      const words = wordsOfSet(set, TELUGU_BANK).map((w) => w.word)
      expect(wordListProblem(words, 99)).toBeNull()
    },
  )

  it('is the English bank on English pages and the Telugu one on Telugu pages', async () => {
    expect(bankInEdition()).toBe(HERITAGE_WORDS)
    await showTelugu()
    expect(bankInEdition()).toEqual(TELUGU_BANK)
  })
})

describe('pickWords', () => {
  it.each(WORD_SET_IDS)(
    'takes the count of %s words, short enough, without repeats',
    (set) => {
      const random = seededRandom(3)
      const kinds: readonly string[] = WORD_SETS[set]
      for (let round = 0; round < 50; round += 1) {
        const words = pickWords(set, 6, 8, random)
        expect(words).toHaveLength(6)
        expect(new Set(words.map((w) => w.word)).size).toBe(6)
        for (const w of words) {
          expect(w.word.length).toBeLessThanOrEqual(8)
          expect(kinds).toContain(w.kind)
        }
      }
    },
  )

  it('mixes the kinds of a set of two kinds, in the bank’s order', () => {
    const kindsSeen = new Set<string>()
    for (let seed = 0; seed < 20; seed += 1) {
      const words = pickWords('festivals', 8, 10, seededRandom(seed))
      const kinds = words.map((w) => w.kind)
      expect(kinds).toEqual([...kinds].sort())
      for (const kind of kinds) kindsSeen.add(kind)
    }
    expect([...kindsSeen].sort()).toEqual(['festival', 'food'])
  })

  it('varies with the random source', () => {
    const picks = new Set(
      Array.from({ length: 20 }, (_, seed) =>
        pickWords('sages', 8, 10, seededRandom(seed))
          .map((w) => w.word)
          .join(),
      ),
    )
    expect(picks.size).toBeGreaterThan(10)
  })

  it('says so when a set has too few words for the count', () => {
    expect(() => pickWords('festivals', 9, 8, Math.random)).toThrow(
      /Too few festivals words/,
    )
  })
})
