import { describe, expect, it } from 'vitest'

import {
  countedPhraseProblems,
  type FixedTotal,
} from '@/test/i18n/countedPhrases'

import { wordSearchMessages as telugu } from './te/wordSearchMessages'
import { wordSearchMessages as english } from './wordSearchMessages'

/** A word search hides 6 or 8 words: never 1, so no plural forms. */
const FIXED_TOTALS: FixedTotal[] = [
  {
    key: 'games.wordSearch.foundWord',
    placeholder: 'total',
    why: 'a word search’s 6 or 8 words',
  },
  {
    key: 'games.wordSearch.result',
    placeholder: 'total',
    why: 'a word search’s 6 or 8 words',
  },
]

describe('the word search’s words', () => {
  it('write every count through the plural rules, in both editions', () => {
    expect(countedPhraseProblems(english, 'en', FIXED_TOTALS)).toEqual([])
    expect(countedPhraseProblems(telugu, 'te', FIXED_TOTALS)).toEqual([])
  })

  it('count the words found (the check is not empty)', () => {
    expect(countedPhraseProblems(english, 'en')).toEqual([
      'games.wordSearch.foundWord: counts {total} without plural forms',
      'games.wordSearch.result: counts {total} without plural forms',
    ])
  })

  it('have the same placeholders in Telugu as in English', () => {
    const placeholders = (text: string) =>
      [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort()
    for (const [key, value] of Object.entries(english)) {
      expect(placeholders(telugu[key as keyof typeof english])).toEqual(
        placeholders(value),
      )
    }
  })
})
