import { describe, expect, it } from 'vitest'

import { structureProblems } from '@/test/glossaryCheck'

import * as english from '../gotraTypes'
import { gotraNames } from './gotraNames'
import * as telugu from './gotraTypes'

describe('te/gotraTypes.ts', () => {
  it('has the four kinds with the same counts (7, 28, 45, 22), in Telugu', () => {
    expect(structureProblems(english.gotraTypes, telugu.gotraTypes)).toEqual([])
    expect(
      structureProblems(english.GOTRA_TYPES_NOTE, telugu.GOTRA_TYPES_NOTE),
    ).toEqual([])
    expect(telugu.GOTRA_TOTAL).toBe(102)
    expect(telugu.gotraTypes.map((type) => type.count)).toEqual([7, 28, 45, 22])
  })

  it('names the sage examples as the gotra names are written', () => {
    const names = new Set<string>(Object.values(gotraNames))
    for (const type of telugu.gotraTypes.slice(0, 2)) {
      for (const example of type.examples) expect(names.has(example)).toBe(true)
    }
  })
})
