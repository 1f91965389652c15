import { describe, expect, it } from 'vitest'

import { newSeed, seededRandom } from './seededRandom'

const take = (random: () => number, count: number) =>
  Array.from({ length: count }, () => random())

describe('seededRandom', () => {
  it('repeats itself for the same seed and differs for another', () => {
    expect(take(seededRandom(42), 20)).toEqual(take(seededRandom(42), 20))
    expect(take(seededRandom(42), 20)).not.toEqual(take(seededRandom(43), 20))
  })

  it('stays in [0, 1) and spreads over it', () => {
    const numbers = take(seededRandom(7), 10_000)
    expect(Math.min(...numbers)).toBeGreaterThanOrEqual(0)
    expect(Math.max(...numbers)).toBeLessThan(1)
    // Each tenth of the range gets roughly a tenth of the numbers.
    const tenths = Array.from(
      { length: 10 },
      (_, i) => numbers.filter((n) => Math.floor(n * 10) === i).length,
    )
    for (const count of tenths) expect(count).toBeGreaterThan(850)
  })

  it('makes whole 32-bit seeds', () => {
    expect(newSeed(() => 0)).toBe(0)
    expect(newSeed(() => 0.5)).toBe(2 ** 31)
    expect(Number.isInteger(newSeed())).toBe(true)
  })
})
