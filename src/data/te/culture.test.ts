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

  it('keeps the Latin spelling of each Telugu word beside its meaning', () => {
    const language = telugu.cultureCards.find((card) => card.id === 'language')
    for (const item of language?.items ?? []) {
      expect(item.label).toMatch(/^[A-Z][a-z]+: [\u0C00-\u0C7F]/)
    }
  })
})
