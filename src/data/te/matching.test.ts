import { describe, expect, it } from 'vitest'

import { structureProblems } from '@/test/glossaryCheck'

import * as english from '../matching'
import * as telugu from './matching'

describe('te/matching.ts', () => {
  it('has the festival, hero and sage pairs of the English game, in Telugu', () => {
    expect(
      structureProblems(english.festivalPairs, telugu.festivalPairs, [
        'picture',
        'id',
      ]),
    ).toEqual([])
    expect(
      structureProblems(english.heroPairs, telugu.heroPairs, ['picture']),
    ).toEqual([])
    expect(structureProblems(english.sagePairs, telugu.sagePairs)).toEqual([])
    // The same festivals in the same order, so the same pairs are drawn.
    expect(telugu.festivalPairs.map((p) => p.id)).toEqual(
      english.festivalPairs.map((p) => p.id),
    )
  })

  it('keeps each side of each game distinct, so a pair is never ambiguous', () => {
    for (const side of ['festival', 'description'] as const) {
      expect(new Set(telugu.festivalPairs.map((p) => p[side])).size).toBe(6)
    }
    for (const side of ['hero', 'achievement'] as const) {
      expect(new Set(telugu.heroPairs.map((p) => p[side])).size).toBe(4)
    }
    for (const side of ['name', 'about'] as const) {
      expect(new Set(telugu.sagePairs.map((p) => p[side])).size).toBe(4)
    }
  })
})
