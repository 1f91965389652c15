import { describe, expect, it } from 'vitest'

import * as english from '../timeline'
import { structureProblems } from './glossaryCheck'
import * as telugu from './timeline'

describe('te/timeline.ts', () => {
  it('has the five entries and three stat cards of English, every text in Telugu', () => {
    expect(structureProblems(english.timeline, telugu.timeline)).toEqual([])
    expect(
      structureProblems(english.historyStats, telugu.historyStats),
    ).toEqual([])
  })

  it('keeps the corrections: 10th–11th century for Vasavi, the name (not a census) in the early 1900s', () => {
    expect(telugu.timeline.map((entry) => entry.year)).toEqual([
      '10వ–11వ శతాబ్దం',
      '10వ–11వ శతాబ్దం',
      '11వ శతాబ్దం',
      '12వ–15వ శతాబ్దం',
      '1900ల మొదట్లో',
    ])
    expect(telugu.timeline[1].historicalNote).toContain('1066')
    expect(telugu.timeline[4].historicalNote).toMatch(/1901.*1911/)
    expect(telugu.historyStats[2].note).toContain('60%')
  })
})
