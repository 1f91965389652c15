import { describe, expect, it } from 'vitest'

import { structureProblems } from '@/test/glossaryCheck'

import * as english from '../traditions'
import * as telugu from './traditions'

const DATA_KEYS = ['id', 'icon', 'accent', 'grownUp', 'script']

describe('te/traditions.ts', () => {
  it('has both recipes with every ingredient and step, and the same grown-up marks', () => {
    expect(
      structureProblems(english.recipes, telugu.recipes, DATA_KEYS),
    ).toEqual([])
  })

  it('has the clothing of English in Telugu', () => {
    expect(
      structureProblems(english.clothingGroups, telugu.clothingGroups, [
        'id',
        'icon',
      ]),
    ).toEqual([])
  })

  it('keeps each value’s word in Latin letters and in Telugu script, explained in Telugu', () => {
    expect(
      structureProblems(english.coreValues, telugu.coreValues, [
        ...DATA_KEYS,
        'name',
      ]),
    ).toEqual([])
  })
})
