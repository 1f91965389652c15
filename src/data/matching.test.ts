import { describe, expect, it } from 'vitest'

import { festivalFoods } from './festivalFoods'
import { festivals } from './festivals'
import { findGotra } from './gotras'
import {
  FESTIVAL_PICTURES,
  festivalPairs,
  FESTIVALS_PER_ROUND,
  HERO_PICTURES,
  heroPairs,
  MATCHING_FOOD_IDS,
  sagePairs,
} from './matching'

describe('matching pairs', () => {
  it('has a pair for each of the 6 festival cards, and 4 heroes, with distinct sides', () => {
    expect(festivalPairs.map((p) => p.id)).toEqual(festivals.map((f) => f.id))
    expect(FESTIVALS_PER_ROUND).toBe(4)
    expect(heroPairs).toHaveLength(4)
    expect(new Set(festivalPairs.map((p) => p.festival)).size).toBe(6)
    expect(new Set(festivalPairs.map((p) => p.description)).size).toBe(6)
    expect(new Set(heroPairs.map((p) => p.hero)).size).toBe(4)
    expect(new Set(heroPairs.map((p) => p.achievement)).size).toBe(4)
  })

  it('names each festival as its card does', () => {
    for (const pair of festivalPairs) {
      const card = festivals.find((f) => f.id === pair.id)
      // "Navaratri" of "Dasara / Navaratri", "Diwali" of "Diwali (Deepavali)".
      expect(card?.name).toContain(pair.festival)
    }
  })

  it('has 4 sages, each the great sage of a gotra of the site', () => {
    expect(sagePairs).toHaveLength(4)
    expect(new Set(sagePairs.map((p) => p.about)).size).toBe(4)
    for (const pair of sagePairs) {
      const id = pair.name.replace('Sage ', '').toLowerCase()
      expect(findGotra(id)?.greatSage).toBe(pair.name.replace('Sage ', ''))
    }
  })

  it('has 4 festival foods, each one of the site’s', () => {
    expect(MATCHING_FOOD_IDS).toHaveLength(4)
    for (const id of MATCHING_FOOD_IDS) {
      expect(festivalFoods.map((f) => f.id)).toContain(id)
    }
  })

  it('gives every festival and hero a picture of its own', () => {
    expect(festivalPairs.map((p) => p.picture)).toEqual(FESTIVAL_PICTURES)
    expect(heroPairs.map((p) => p.picture)).toEqual(HERO_PICTURES)
  })

  it('uses the corrected date of Vasavi Jayanti', () => {
    const jayanti = festivalPairs.find((p) => p.festival === 'Vasavi Jayanti')
    expect(jayanti?.description).toContain('Vaishakha Shukla Dashami')
  })

  it('names only heroes verified in the content notes', () => {
    expect(heroPairs.map((p) => p.hero)).toEqual([
      'Potti Sriramulu',
      'Mamidi Venkayya',
      'Konijeti Rosaiah',
      'Kothalinga',
    ])
  })
})
