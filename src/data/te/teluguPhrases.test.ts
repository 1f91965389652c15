import { describe, expect, it } from 'vitest'

import { structureProblems } from '@/test/glossaryCheck'

import * as english from '../teluguPhrases'
import * as telugu from './teluguPhrases'

describe('te/teluguPhrases.ts', () => {
  it('keeps the twelve phrases and explains each one in Telugu', () => {
    expect(
      structureProblems(english.teluguPhrases, telugu.teluguPhrases, [
        'telugu',
        'script',
        'category',
      ]),
    ).toEqual([])
  })

  it('titles the three groups in Telugu and labels every category', () => {
    expect(
      structureProblems(english.phraseGroups, telugu.phraseGroups, [
        'id',
        'categories',
      ]),
    ).toEqual([])
    expect(Object.keys(telugu.phraseCategoryLabels)).toEqual([
      ...english.PHRASE_CATEGORIES,
    ])
    for (const label of Object.values(telugu.phraseCategoryLabels)) {
      expect(label).toMatch(/^[\u0C00-\u0C7F ]+$/)
    }
  })

  it('groups the Telugu phrases as the English ones', () => {
    for (const group of telugu.phraseGroups) {
      expect(
        telugu.phrasesOfGroup(group, telugu.teluguPhrases).map((p) => p.script),
      ).toEqual(
        english
          .phrasesOfGroup(group, english.teluguPhrases)
          .map((p) => p.script),
      )
    }
  })
})
