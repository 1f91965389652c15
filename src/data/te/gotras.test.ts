import { describe, expect, it } from 'vitest'

import { structureProblems } from '@/test/glossaryCheck'

import * as english from '../gotras'
import { gotraNames } from './gotraNames'
import * as telugu from './gotras'
import {
  gotraGreatSages,
  gotraPravaras,
  gotraStoriesForKids,
} from './gotraTexts'

describe('the Telugu gotra names', () => {
  it('name every one of the 102 gotras, in Telugu script, each once', () => {
    const ids = english.gotras.map((gotra) => gotra.id)
    expect(ids).toHaveLength(102)
    expect(Object.keys(gotraNames).sort()).toEqual([...ids].sort())
    const names = Object.values(gotraNames)
    for (const name of names) expect(name).toMatch(/^[\u0C00-\u0C7F ]+$/)
    expect(new Set(names).size).toBe(102)
  })

  it('have a story for every gotra, and a sage and pravara exactly where English has one', () => {
    const ids = english.gotras.map((gotra) => gotra.id)
    expect(Object.keys(gotraStoriesForKids).sort()).toEqual([...ids].sort())
    expect(Object.keys(gotraGreatSages).sort()).toEqual(
      english.gotras
        .filter((gotra) => gotra.greatSage !== english.SAGE_NOT_IDENTIFIED)
        .map((gotra) => gotra.id)
        .sort(),
    )
    expect(Object.keys(gotraPravaras).sort()).toEqual(
      english.gotras
        .filter((gotra) => gotra.pravara !== english.PRAVARA_NOT_LISTED)
        .map((gotra) => gotra.id)
        .sort(),
    )
  })
})

describe('te/gotras.ts', () => {
  it('mirrors the English list: ids, order, kula names and aliases unchanged, text in Telugu', () => {
    expect(
      structureProblems(english.gotras, telugu.gotras, [
        'id',
        'familyNames',
        'aliases',
      ]),
    ).toEqual([])
    expect(telugu.GOTRA_IDS).toEqual(english.GOTRA_IDS)
  })

  it('keeps "not listed" and "not identified" where English has them, as its own constants', () => {
    english.gotras.forEach((gotra, index) => {
      const twin = telugu.gotras[index]
      expect(twin?.pravara === telugu.PRAVARA_NOT_LISTED).toBe(
        gotra.pravara === english.PRAVARA_NOT_LISTED,
      )
      expect(twin?.greatSage === telugu.SAGE_NOT_IDENTIFIED).toBe(
        gotra.greatSage === english.SAGE_NOT_IDENTIFIED,
      )
    })
    expect(
      structureProblems(
        [english.PRAVARA_NOT_LISTED, english.SAGE_NOT_IDENTIFIED],
        [telugu.PRAVARA_NOT_LISTED, telugu.SAGE_NOT_IDENTIFIED],
      ),
    ).toEqual([])
  })

  it('finds a gotra by id, in Telugu', () => {
    expect(telugu.findGotra('kashyapa')?.name).toBe('కశ్యప')
    expect(telugu.findGotra('nowhere')).toBeUndefined()
  })
})
