import { describe, expect, it } from 'vitest'

import { structureProblems } from '@/test/glossaryCheck'

import * as english from '../festivals'
import * as telugu from './festivals'

describe('te/festivals.ts', () => {
  it('has the six festivals, four tips and four fun facts of English in Telugu', () => {
    expect(
      structureProblems(english.festivals, telugu.festivals, ['id']),
    ).toEqual([])
    expect(
      structureProblems(english.celebrationTips, telugu.celebrationTips),
    ).toEqual([])
    expect(
      structureProblems(english.festivalFunFacts, telugu.festivalFunFacts),
    ).toEqual([])
  })

  it('shares the countdown dates and the preview count with English', () => {
    expect(telugu.festivalDates).toBe(english.festivalDates)
    expect(telugu.FESTIVAL_TRADITIONS_SHOWN).toBe(
      english.FESTIVAL_TRADITIONS_SHOWN,
    )
  })

  it('dates Vasavi Jayanti on Vaishakha Shuddha Dashami, not Tritiya', () => {
    const [jayanti] = telugu.festivals
    expect(jayanti.date).toContain('వైశాఖ శుద్ధ దశమి')
    expect(jayanti.date).not.toContain('తదియ')
  })
})
