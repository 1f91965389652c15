import { describe, expect, it } from 'vitest'

import { structureProblems } from '@/test/glossaryCheck'

import * as english from '../festivalFoods'
import * as telugu from './festivalFoods'

describe('te/festivalFoods.ts', () => {
  it('has every food of the English list, in the same order, in Telugu', () => {
    expect(
      structureProblems(english.festivalFoods, telugu.festivalFoods, [
        'id',
        'festival',
      ]),
    ).toEqual([])
  })

  it('keeps names and what they are distinct, so a pair is never ambiguous', () => {
    for (const side of ['name', 'about'] as const) {
      expect(new Set(telugu.festivalFoods.map((f) => f[side])).size).toBe(
        telugu.festivalFoods.length,
      )
    }
  })
})
