import { describe, expect, it } from 'vitest'

import { structureProblems } from '@/test/glossaryCheck'

import * as english from '../culture'
import * as telugu from './culture'

describe('te/culture.ts', () => {
  it('has the four cards, two panels and Did You Know of English, every text in Telugu', () => {
    expect(
      structureProblems(english.cultureCards, telugu.cultureCards, [
        'id',
        'telugu',
      ]),
    ).toEqual([])
    for (const name of [
      'demographicsPanel',
      'preservationPanel',
      'didYouKnow',
    ] as const) {
      expect(structureProblems(english[name], telugu[name])).toEqual([])
    }
  })

  it('leads with the Telugu word, its Latin spelling in brackets, then its meaning', () => {
    const language = telugu.cultureCards.find((card) => card.id === 'language')
    const items = language?.items ?? []
    expect(items).toHaveLength(4)
    for (const item of items) {
      expect(item.label).toMatch(
        /^[\u0C00-\u0C7F]+ \([A-Z][a-z]+\): [\u0C00-\u0C7F]/,
      )
      expect(item.label.startsWith(`${item.telugu} (`)).toBe(true)
    }
  })
})
