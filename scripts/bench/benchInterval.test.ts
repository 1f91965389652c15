import { describe, expect, it } from 'vitest'

import {
  differenceInterval,
  MAX_ROUNDS,
  meanInterval,
  MIN_ROUNDS,
  ratioInterval,
  shouldStop,
  studentTQuantile,
  verdict,
} from './benchInterval'

describe("Student's t", () => {
  it('matches the printed table, fractional degrees of freedom too', () => {
    // 97.5 % quantiles: df 1, 2, 5, 10, 30, and Welch's 5.88 (scipy).
    expect(studentTQuantile(0.975, 1)).toBeCloseTo(12.7062, 3)
    expect(studentTQuantile(0.975, 2)).toBeCloseTo(4.3027, 4)
    expect(studentTQuantile(0.975, 5)).toBeCloseTo(2.5706, 4)
    expect(studentTQuantile(0.975, 10)).toBeCloseTo(2.2281, 4)
    expect(studentTQuantile(0.975, 30)).toBeCloseTo(2.0423, 4)
    expect(studentTQuantile(0.975, 100 / 17)).toBeCloseTo(2.4588, 4)
  })
})

describe('differenceInterval (Welch)', () => {
  it('is the Welch interval of the difference of the means', () => {
    // Welch's t-test of these two (scipy): t = −1.897, df = 5.882.
    const interval = differenceInterval([1, 2, 3, 4, 5], [2, 4, 6, 8, 10])
    expect(interval.estimate).toBe(-3)
    expect(interval.low).toBeCloseTo(-3 - 2.45882 * Math.sqrt(2.5), 3)
    expect(interval.high).toBeCloseTo(-3 + 2.45882 * Math.sqrt(2.5), 3)
  })

  it('is a point when neither sample spreads, everything below two values', () => {
    expect(differenceInterval([0, 0, 0], [0, 0, 0])).toEqual({
      estimate: 0,
      low: 0,
      high: 0,
    })
    const one = differenceInterval([10], [5, 6])
    expect(one.low).toBe(Number.NEGATIVE_INFINITY)
    expect(one.high).toBe(Number.POSITIVE_INFINITY)
  })

  it('leaves out values that were not measured', () => {
    expect(differenceInterval([1, 2, Number.NaN, 3], [1, 2, 3])).toEqual(
      differenceInterval([1, 2, 3], [1, 2, 3]),
    )
  })
})

// TBT (ms) of site and floor, budget site − floor ≤ +100 ms.
const TBT_BUDGET = 100

describe('verdict against a budget', () => {
  it('met: the whole interval inside the budget', () => {
    const site = [20, 35, 0, 48, 12]
    const floor = [10, 0, 25, 5, 30]
    const interval = differenceInterval(site, floor)
    expect(interval.high).toBeLessThan(TBT_BUDGET)
    expect(verdict(interval, TBT_BUDGET)).toBe('met')
  })

  it('missed: the whole interval beyond it', () => {
    const site = [480, 420, 510, 450, 470]
    const floor = [10, 0, 25, 5, 30]
    const interval = differenceInterval(site, floor)
    expect(interval.low).toBeGreaterThan(TBT_BUDGET)
    expect(verdict(interval, TBT_BUDGET)).toBe('missed')
  })

  it('unresolved: the interval across it, though the mean is over', () => {
    const site = [0, 300, 40, 260]
    const floor = [0, 10, 90, 0]
    const interval = differenceInterval(site, floor)
    expect(interval.estimate).toBeGreaterThan(TBT_BUDGET)
    expect(verdict(interval, TBT_BUDGET)).toBe('unresolved')
  })

  it('the budget itself is inside', () => {
    expect(verdict({ estimate: 90, low: 80, high: 100 }, 100)).toBe('met')
    expect(verdict({ estimate: 110, low: 100, high: 120 }, 100)).toBe(
      'unresolved',
    )
  })
})

describe('ratioInterval (LCP ÷ floor, on the logarithms)', () => {
  const floor = [1500, 1520, 1480, 1510, 1490]

  it('met at 1.10 when the site is as fast as its floor', () => {
    const interval = ratioInterval([1510, 1530, 1490, 1500, 1505], floor)
    expect(interval.estimate).toBeCloseTo(1.00467, 4)
    expect(interval.low).toBeLessThan(1)
    expect(verdict(interval, 1.1)).toBe('met')
  })

  it('missed when the site is a fifth slower every time', () => {
    const interval = ratioInterval(
      floor.map((ms) => ms * 1.2 + 5),
      floor,
    )
    expect(interval.low).toBeGreaterThan(1.1)
    expect(verdict(interval, 1.1)).toBe('missed')
  })

  it('is the exponent of the difference interval of the logarithms', () => {
    const site = [1600, 1700, 1650]
    const log = differenceInterval(site.map(Math.log), floor.map(Math.log))
    const ratio = ratioInterval(site, floor)
    expect(ratio.low).toBeCloseTo(Math.exp(log.low), 10)
    expect(ratio.high).toBeCloseTo(Math.exp(log.high), 10)
  })
})

describe('meanInterval (the first tap against its own budget)', () => {
  it('met, missed and unresolved against 300 ms', () => {
    expect(verdict(meanInterval([210, 230, 220, 240, 215]), 300)).toBe('met')
    expect(verdict(meanInterval([650, 720, 870, 570, 700]), 300)).toBe('missed')
    expect(verdict(meanInterval([150, 450, 200, 380]), 300)).toBe('unresolved')
  })
})

describe('the stop rule', () => {
  it('never stops before the minimum of rounds', () => {
    expect(MIN_ROUNDS).toBe(3)
    expect(shouldStop(2, ['met', 'met'])).toBe(false)
  })

  it('stops once every metric is on one side of its budget', () => {
    expect(shouldStop(3, ['met', 'missed'])).toBe(true)
    expect(shouldStop(3, ['met', 'unresolved'])).toBe(false)
    expect(shouldStop(MAX_ROUNDS - 1, ['unresolved', 'met'])).toBe(false)
  })

  it('stops at the cap whatever the intervals say', () => {
    expect(MAX_ROUNDS).toBe(12)
    expect(shouldStop(12, ['unresolved'])).toBe(true)
    expect(shouldStop(8, ['unresolved'], { max: 8 })).toBe(true)
  })

  it('on samples: a clear route stops at 3 rounds, a noisy one runs on', () => {
    const rounds = (site: number[], floor: number[]) => {
      for (let n = 1; n <= MAX_ROUNDS; n++) {
        const interval = differenceInterval(site.slice(0, n), floor.slice(0, n))
        if (shouldStop(n, [verdict(interval, TBT_BUDGET)])) return n
      }
      throw new Error('the cap did not stop it')
    }
    const quiet = Array.from({ length: 12 }, (_, i) => 10 + (i % 3) * 5)
    expect(rounds(quiet, [0, 5, 10, 0, 5, 10, 0, 5, 10, 0, 5, 10])).toBe(3)
    const noisy = [0, 300, 40, 260, 10, 280, 30, 250, 0, 310, 20, 270]
    const noisyFloor = [0, 10, 90, 0, 20, 0, 60, 0, 10, 40, 0, 0]
    expect(rounds(noisy, noisyFloor)).toBe(MAX_ROUNDS)
  })
})
