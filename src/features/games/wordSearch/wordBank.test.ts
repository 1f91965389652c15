import { describe, expect, it } from 'vitest'

import { festivals } from '@/data/festivals'
import { findGotra, gotras } from '@/data/gotras'
import { festivals as teluguFestivals } from '@/data/te/festivals'
import {
  findGotra as findTeluguGotra,
  SAGE_NOT_IDENTIFIED as TELUGU_SAGE_NOT_IDENTIFIED,
} from '@/data/te/gotras'
import { teluguPhrases as teluguTwinPhrases } from '@/data/te/teluguPhrases'
import { teluguPhrases } from '@/data/teluguPhrases'
import { showTelugu } from '@/test/telugu'

import { seededRandom } from '../shared/seededRandom'
import {
  describeWord,
  HERITAGE_WORDS,
  pickWords,
  WORD_KINDS,
  wordInEdition,
  type HeritageWord,
  type WordContent,
} from './wordBank'

/** What the site's own content says about a word of the bank. */
function contentFor(entry: HeritageWord) {
  const festival = festivals.find((f) => f.name === entry.festival)
  const gotra = gotras.find((g) => g.greatSage === entry.name)
  const phrase = teluguPhrases.find((p) => p.telugu === entry.name)
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

  it('has enough short words of every kind for the 8 × 8 grid', () => {
    const short = WORD_KINDS.map(
      (kind) =>
        HERITAGE_WORDS.filter((w) => w.kind === kind && w.word.length <= 8)
          .length,
    )
    expect(Math.min(...short)).toBeGreaterThanOrEqual(3)
    expect(findGotra('kashyapa')?.greatSage).toBe('Kashyapa')
  })
})

const TELUGU: WordContent = {
  festivals: teluguFestivals,
  findGotra: findTeluguGotra,
  teluguPhrases: teluguTwinPhrases,
}
const TELUGU_LETTER = /[\u0C00-\u0C7F]/

/** What the Telugu content says about a word of the bank. */
function teluguContentFor(entry: HeritageWord) {
  const festival = teluguFestivals.find((f) => f.id === entry.source)
  const gotra = findTeluguGotra(entry.source)
  const phrase = teluguTwinPhrases.find((p) => p.telugu === entry.source)
  return {
    festival: { meaning: festival?.description, festival: festival?.name },
    sage: { meaning: gotra?.storyForKids, script: gotra?.greatSage },
    telugu: { meaning: phrase?.english, script: phrase?.script },
  }[entry.kind]
}

describe('a heritage word in the Telugu edition', () => {
  it.each(HERITAGE_WORDS)(
    '$word keeps its letters and means the Telugu content’s text',
    (entry) => {
      const telugu = describeWord(entry, TELUGU)
      // The word, its kind and its name (so the grid, the word list and the
      // scoring) are the English edition's; the rest is the Telugu content's.
      expect(telugu).toEqual({ ...entry, ...teluguContentFor(entry) })
      expect(telugu.meaning).toMatch(TELUGU_LETTER)
      expect(telugu.meaning).not.toBe(entry.meaning)
      expect(telugu.script).not.toBe(TELUGU_SAGE_NOT_IDENTIFIED)
    },
  )

  it('falls back to the English text where the Telugu content has none', () => {
    const empty: WordContent = {
      festivals: [],
      findGotra: () => undefined,
      teluguPhrases: [],
    }
    for (const entry of HERITAGE_WORDS) {
      expect(describeWord(entry, empty)).toEqual(entry)
    }
    const [sage] = HERITAGE_WORDS.filter((w) => w.kind === 'sage')
    if (!sage) throw new Error('No sage word')
    expect(
      describeWord(sage, {
        ...empty,
        findGotra: () => ({ greatSage: '', storyForKids: '' }),
      }),
    ).toEqual(sage)
  })

  it('is the English word on English pages and the Telugu one on Telugu pages', async () => {
    for (const entry of HERITAGE_WORDS) {
      expect(wordInEdition(entry)).toEqual(entry)
    }
    await showTelugu()
    for (const entry of HERITAGE_WORDS) {
      expect(wordInEdition(entry)).toEqual(describeWord(entry, TELUGU))
    }
  })
})

describe('pickWords', () => {
  it('takes each kind’s quota, short enough, without repeats', () => {
    const random = seededRandom(3)
    for (let round = 0; round < 50; round += 1) {
      const words = pickWords({ festival: 2, sage: 2, telugu: 2 }, 8, random)
      expect(words.map((w) => w.kind)).toEqual([
        'festival',
        'festival',
        'sage',
        'sage',
        'telugu',
        'telugu',
      ])
      expect(new Set(words.map((w) => w.word)).size).toBe(6)
      for (const w of words) expect(w.word.length).toBeLessThanOrEqual(8)
    }
  })

  it('varies with the random source', () => {
    const picks = new Set(
      Array.from({ length: 20 }, (_, seed) =>
        pickWords({ festival: 3, sage: 3, telugu: 2 }, 10, seededRandom(seed))
          .map((w) => w.word)
          .join(),
      ),
    )
    expect(picks.size).toBeGreaterThan(10)
  })

  it('says so when the bank cannot fill the quota', () => {
    expect(() =>
      pickWords({ festival: 9, sage: 0, telugu: 0 }, 8, Math.random),
    ).toThrow(/Too few festival words/)
  })
})
