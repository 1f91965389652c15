import { describe, expect, it } from 'vitest'

import { drawSubset, nextInRotation } from './gameSets'
import { seededRandom } from './seededRandom'

const SETS = ['heroes', 'sages', 'foods'] as const
const SIX = ['a', 'b', 'c', 'd', 'e', 'f'] as const

describe('nextInRotation', () => {
  it('starts with the first set, and after an unknown one', () => {
    expect(nextInRotation(SETS, undefined)).toBe('heroes')
    expect(nextInRotation(SETS, 'gone')).toBe('heroes')
  })

  it('visits every set before any comes again', () => {
    let last: string | undefined
    const played: string[] = []
    for (let round = 0; round < 9; round += 1) {
      last = nextInRotation(SETS, last)
      played.push(last)
    }
    for (let start = 0; start + SETS.length <= played.length; start += 1) {
      const window = played.slice(start, start + SETS.length)
      expect(new Set(window).size).toBe(SETS.length)
    }
  })

  it('refuses an empty list', () => {
    expect(() => nextInRotation([], undefined)).toThrow(/Nothing/)
  })
})

describe('drawSubset', () => {
  it('draws 4 distinct of the 6, in their order, over 1,000 seeds', () => {
    for (let seed = 0; seed < 1000; seed += 1) {
      const drawn = drawSubset(SIX, 4, undefined, seededRandom(seed))
      expect(drawn).toHaveLength(4)
      expect(new Set(drawn).size).toBe(4)
      expect(drawn).toEqual(SIX.filter((id) => drawn.includes(id)))
    }
  })

  it('never draws the last round’s four again, and brings back those left out', () => {
    const random = seededRandom(7)
    let last: string[] = drawSubset(SIX, 4, undefined, random)
    for (let round = 0; round < 500; round += 1) {
      const drawn = drawSubset(SIX, 4, last, random)
      expect(drawn).not.toEqual(last)
      const leftOut = SIX.filter((id) => !last.includes(id))
      expect(leftOut).toHaveLength(2)
      for (const id of leftOut) expect(drawn).toContain(id)
      last = drawn
    }
  })

  it('shows every one within two rounds, and varies the draw', () => {
    const random = seededRandom(11)
    let last: string[] = drawSubset(SIX, 4, undefined, random)
    const draws = new Set<string>([last.join()])
    for (let round = 0; round < 200; round += 1) {
      const drawn = drawSubset(SIX, 4, last, random)
      expect(new Set([...last, ...drawn]).size).toBe(6)
      draws.add(drawn.join())
      last = drawn
    }
    // All 15 ways to choose 4 of 6 turn up.
    expect(draws.size).toBe(15)
  })

  it('ignores ids it does not know in the last round', () => {
    const drawn = drawSubset(SIX, 4, ['x', 'y'], seededRandom(1))
    expect(drawn).toHaveLength(4)
    for (const id of drawn) expect(SIX).toContain(id)
  })

  it('refuses to draw more than there are', () => {
    expect(() => drawSubset(SIX, 7, undefined, Math.random)).toThrow(
      /Cannot draw 7 of 6/,
    )
  })
})
