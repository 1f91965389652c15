import { describe, expect, it } from 'vitest'

import { structureProblems } from '@/test/glossaryCheck'

import * as english from '../coloring'
import * as telugu from './coloring'

const DATA_KEYS = ['id', 'difficulty', 'category', 'image', 'icon', 'hex']

describe('te/coloring.ts', () => {
  it('has the nine pages, four tips and six colour meanings of English, with the same data', () => {
    expect(
      structureProblems(english.coloringPages, telugu.coloringPages, DATA_KEYS),
    ).toEqual([])
    expect(
      structureProblems(english.coloringTips, telugu.coloringTips, DATA_KEYS),
    ).toEqual([])
    expect(
      structureProblems(english.colorMeanings, telugu.colorMeanings, DATA_KEYS),
    ).toEqual([])
    expect(
      structureProblems(
        english.extraPaletteColors,
        telugu.extraPaletteColors,
        DATA_KEYS,
      ),
    ).toEqual([])
  })

  it('gives each page the same age band as English', () => {
    expect(telugu.coloringPages.map((page) => page.ageBand)).toEqual(
      english.coloringPages.map((page) => page.ageBand),
    )
  })

  it('re-exports the data constants and labels every difficulty and category in Telugu', () => {
    expect(telugu.COLORING_DIFFICULTIES).toBe(english.COLORING_DIFFICULTIES)
    expect(telugu.COLORING_ART_SIZE).toBe(english.COLORING_ART_SIZE)
    expect(Object.keys(telugu.coloringDifficultyLabels)).toEqual([
      ...english.COLORING_DIFFICULTIES,
    ])
    expect(Object.keys(telugu.coloringCategoryLabels)).toEqual([
      ...english.COLORING_CATEGORIES,
    ])
    for (const label of [
      ...Object.values(telugu.coloringDifficultyLabels),
      ...Object.values(telugu.coloringCategoryLabels),
    ]) {
      expect(label).toMatch(/[\u0C00-\u0C7F]/)
    }
  })
})
