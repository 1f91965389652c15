import { describe, expect, it } from 'vitest'

import { structureProblems } from '@/test/glossaryCheck'

import * as english from '../homeStats'
import * as telugu from './homeStats'

describe('te/homeStats.ts', () => {
  it('has the stat tiles, statistics and definitions of English in Telugu', () => {
    for (const name of [
      'heroStats',
      'homeStatistics',
      'homeDefinitions',
    ] as const) {
      expect(structureProblems(english[name], telugu[name])).toEqual([])
    }
  })

  it('keeps the stat values as they are', () => {
    expect(telugu.heroStats.map((stat) => stat.value)).toEqual(
      english.heroStats.map((stat) => stat.value),
    )
  })
})
