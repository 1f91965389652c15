import { describe, expect, it } from 'vitest'

import { structureProblems } from '@/test/glossaryCheck'

import * as english from '../homeSections'
import * as telugu from './homeSections'

describe('te/homeSections.ts', () => {
  it('has the five sections of English, in page order, with Telugu titles', () => {
    expect(
      structureProblems(english.homeSections, telugu.homeSections, ['id']),
    ).toEqual([])
  })
})
