import { describe, expect, it } from 'vitest'

import { structureProblems } from '@/test/glossaryCheck'

import * as english from '../gotraGuide'
import * as telugu from './gotraGuide'

describe('te/gotraGuide.ts', () => {
  it('mirrors every English text of the gotra explorer, in Telugu', () => {
    const problems = (
      [
        'whatIsAGotraForKids',
        'whatIsAGotraForAdults',
        'gotraFacts',
        'famousGotras',
        'whyGotraIsSpecial',
      ] as const
    ).flatMap((name) =>
      structureProblems(english[name], telugu[name], ['gotraId']).map(
        (problem) => `${name}: ${problem}`,
      ),
    )
    expect(problems).toEqual([])
  })

  it('keeps the numbers of the facts panel', () => {
    expect(telugu.gotraFacts.slice(0, 2).map((fact) => fact.value)).toEqual([
      '102',
      '3000+',
    ])
  })
})
