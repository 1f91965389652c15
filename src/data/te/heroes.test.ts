import { describe, expect, it } from 'vitest'

import { structureProblems } from '@/test/glossaryCheck'

import * as english from '../heroes'
import * as telugu from './heroes'

describe('te/heroes.ts', () => {
  it('has the three heroes, the inspiration and the recognition of English in Telugu', () => {
    for (const name of [
      'heroes',
      'heroInspiration',
      'specialRecognition',
    ] as const) {
      expect(structureProblems(english[name], telugu[name])).toEqual([])
    }
  })

  it('keeps the value names as keys and labels each one in Telugu', () => {
    expect(
      structureProblems(english.heroValues, telugu.heroValues, ['name']),
    ).toEqual([])
    expect(Object.keys(telugu.heroValueNames)).toEqual(
      english.heroValues.map((value) => value.name),
    )
    for (const label of Object.values(telugu.heroValueNames)) {
      expect(label).toMatch(/^[\u0C00-\u0C7F]+$/)
    }
  })

  it('tells Potti Sriramulu’s fast with the English facts', () => {
    const [sriramulu] = telugu.heroes
    expect(sriramulu.story).toMatch(/1930.*1952.*58/)
    expect(sriramulu.achievement).toContain('1953')
  })
})
