import { describe, expect, it } from 'vitest'

import { structureProblems } from '@/test/glossaryCheck'

import * as english from '../memory'
import * as telugu from './memory'

describe('te/memory.ts', () => {
  it('has the eight English symbols with the same pictures, named in Telugu', () => {
    expect(
      structureProblems(english.memorySymbols, telugu.memorySymbols, [
        'picture',
      ]),
    ).toEqual([])
  })

  it('names every symbol differently, since the name makes a pair', () => {
    const names = telugu.memorySymbols.map((symbol) => symbol.name)
    expect(new Set(names).size).toBe(8)
  })
})
