import { describe, expect, it } from 'vitest'

import { structureProblems } from '@/test/glossaryCheck'

import * as english from '../matching'
import * as telugu from './matching'

describe('te/matching.ts', () => {
  it('has the four festival and four hero pairs of the English game, in Telugu', () => {
    expect(
      structureProblems(english.festivalPairs, telugu.festivalPairs, [
        'picture',
      ]),
    ).toEqual([])
    expect(
      structureProblems(english.heroPairs, telugu.heroPairs, ['picture']),
    ).toEqual([])
  })

  it('keeps each side of each game distinct, so a pair is never ambiguous', () => {
    for (const side of ['festival', 'description'] as const) {
      expect(new Set(telugu.festivalPairs.map((p) => p[side])).size).toBe(4)
    }
    for (const side of ['hero', 'achievement'] as const) {
      expect(new Set(telugu.heroPairs.map((p) => p[side])).size).toBe(4)
    }
  })
})
