import { describe, expect, it } from 'vitest'

import {
  FESTIVAL_PICTURES,
  festivalPairs,
  HERO_PICTURES,
  heroPairs,
} from './matching'

describe('matching pairs', () => {
  it('has 4 festival pairs and 4 hero pairs with distinct sides', () => {
    expect(festivalPairs).toHaveLength(4)
    expect(heroPairs).toHaveLength(4)
    expect(new Set(festivalPairs.map((p) => p.festival)).size).toBe(4)
    expect(new Set(festivalPairs.map((p) => p.description)).size).toBe(4)
    expect(new Set(heroPairs.map((p) => p.hero)).size).toBe(4)
    expect(new Set(heroPairs.map((p) => p.achievement)).size).toBe(4)
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
