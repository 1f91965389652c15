import { describe, expect, it } from 'vitest'

import { famousGotras } from './gotraGuide'
import {
  findGotra,
  GOTRA_IDS,
  gotras,
  PRAVARA_NOT_LISTED,
  SAGE_NOT_IDENTIFIED,
} from './gotras'
import { GOTRA_TOTAL, gotraTypes } from './gotraTypes'

const UPPERCASE = /^[A-Z][A-Z -]*$/

describe('gotras', () => {
  it('lists exactly 102 gotras', () => {
    expect(gotras).toHaveLength(102)
    expect(GOTRA_TOTAL).toBe(102)
    expect(GOTRA_IDS).toHaveLength(102)
  })

  it('has unique, lowercase slug ids and unique names', () => {
    for (const gotra of gotras) {
      expect(gotra.id).toMatch(/^[a-z]+(-[a-z]+)*$/)
    }
    expect(new Set(GOTRA_IDS).size).toBe(102)
    expect(new Set(gotras.map((g) => g.name.toLowerCase())).size).toBe(102)
  })

  it('derives each id from its name (a slug of the common spelling)', () => {
    for (const gotra of gotras) {
      expect(gotra.id).toBe(gotra.name.toLowerCase().replace(/\s+/g, '-'))
    }
  })

  it('writes rishi and family names in uppercase', () => {
    for (const gotra of gotras) {
      expect(gotra.rishi).toMatch(UPPERCASE)
      expect(gotra.rishi).toBe(gotra.name.toUpperCase())
      for (const familyName of gotra.familyNames) {
        expect(familyName).toMatch(UPPERCASE)
      }
    }
  })

  it('gives every pravara as text or the literal "Not Listed in Source"', () => {
    expect(PRAVARA_NOT_LISTED).toBe('Not Listed in Source')
    for (const gotra of gotras) {
      expect(gotra.pravara.trim()).toBe(gotra.pravara)
      expect(gotra.pravara.length).toBeGreaterThan(0)
    }
    const listed = gotras.filter((g) => g.pravara !== PRAVARA_NOT_LISTED)
    // Only well-known Vedic sages' lines carry a traditional pravara.
    expect(listed.map((g) => g.id).sort()).toEqual(
      [
        'atreya',
        'bharadwaja',
        'gautama',
        'kashyapa',
        'kaundinya',
        'kaushika',
        'shrivatsa',
        'vishvamitra',
      ].sort(),
    )
    for (const gotra of listed) {
      expect(gotra.greatSage).not.toBe(SAGE_NOT_IDENTIFIED)
    }
  })

  it('tells every child a short story and lists spellings to search by', () => {
    for (const gotra of gotras) {
      expect(gotra.storyForKids.length).toBeGreaterThan(40)
      expect(gotra.storyForKids.length).toBeLessThan(300)
      expect(gotra.greatSage.length).toBeGreaterThan(0)
      expect(gotra.aliases.length).toBeGreaterThan(0)
    }
  })

  it('finds a gotra by id', () => {
    expect(findGotra('kashyapa')?.name).toBe('Kashyapa')
    expect(findGotra('no-such-gotra')).toBeUndefined()
  })
})

describe('gotra types', () => {
  it('has the four types with counts 7, 28, 45 and 22 summing to 102', () => {
    expect(gotraTypes.map((type) => [type.name, type.count])).toEqual([
      ['Brahmarishi', 7],
      ['Maharishi', 28],
      ['Regional', 45],
      ['Occupational', 22],
    ])
    expect(gotraTypes.reduce((sum, type) => sum + type.count, 0)).toBe(
      GOTRA_TOTAL,
    )
  })

  it('names real gotras as the examples of the sage types', () => {
    const names = new Set<string>(gotras.map((g) => g.name))
    for (const type of gotraTypes.slice(0, 2)) {
      for (const example of type.examples as readonly string[]) {
        expect(names.has(example)).toBe(true)
      }
    }
    expect(gotraTypes[0].examples).toHaveLength(7)
  })
})

describe('famous gotras', () => {
  it('has three cards, each about a gotra in the list', () => {
    expect(famousGotras).toHaveLength(3)
    for (const card of famousGotras) {
      expect(findGotra(card.gotraId)).toBeDefined()
    }
  })
})
