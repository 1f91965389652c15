import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { StatsRound } from './summarizeChild'
import { startOfWeek, weeklyActivity } from './weeklyActivity'

/** Runs a describe block's tests with the process in time zone `zone`. */
function inTimeZone(zone: string) {
  const before = process.env.TZ
  beforeAll(() => {
    process.env.TZ = zone
  })
  afterAll(() => {
    if (before === undefined) delete process.env.TZ
    else process.env.TZ = before
  })
}

const played = (playedAt: string, points = 1): StatsRound => ({
  gameType: 'story',
  value: 1,
  points,
  playedAt,
})

const weekOf = (rounds: StatsRound[], now: Date) =>
  weeklyActivity(rounds, now)
    .filter((week) => week.rounds > 0)
    .map((week) => week.weekStart)

describe('weeklyActivity in India (UTC+05:30, no daylight saving)', () => {
  inTimeZone('Asia/Kolkata')

  it('runs in the zone it asked for', () => {
    expect(new Date('2025-01-01T00:00:00Z').getTimezoneOffset()).toBe(-330)
  })

  it('gives the last 8 weeks, Monday to Monday, oldest first', () => {
    const weeks = weeklyActivity([], new Date('2025-11-20T12:00:00+05:30'))
    expect(weeks.map((week) => week.weekStart)).toEqual([
      '2025-09-29',
      '2025-10-06',
      '2025-10-13',
      '2025-10-20',
      '2025-10-27',
      '2025-11-03',
      '2025-11-10',
      '2025-11-17',
    ])
    expect(weeks.every((w) => w.rounds === 0 && w.points === 0)).toBe(true)
  })

  it('starts the week at local midnight on Monday', () => {
    const now = new Date('2025-11-20T12:00:00+05:30')
    // Monday 17 Nov 00:00 in India is Sunday 16 Nov 18:30 UTC.
    expect(weekOf([played('2025-11-16T18:29:59Z')], now)).toEqual([
      '2025-11-10',
    ])
    expect(weekOf([played('2025-11-16T18:30:00Z')], now)).toEqual([
      '2025-11-17',
    ])
  })

  it('counts rounds and points per week and leaves out older and future rounds', () => {
    const now = new Date('2025-11-20T12:00:00+05:30')
    const weeks = weeklyActivity(
      [
        played('2025-11-17T09:00:00+05:30', 12),
        played('2025-11-20T11:59:00+05:30', 4),
        played('2025-10-01T10:00:00+05:30', 3),
        played('2025-09-28T23:59:00+05:30', 5), // Sunday before the first week
        played('2025-11-24T00:00:00+05:30', 7), // next Monday
        played('yesterday', 9),
      ],
      now,
    )
    expect(weeks.at(-1)).toEqual({
      weekStart: '2025-11-17',
      rounds: 2,
      points: 16,
    })
    expect(weeks[0]).toEqual({ weekStart: '2025-09-29', rounds: 1, points: 3 })
    expect(weeks.reduce((sum, week) => sum + week.rounds, 0)).toBe(3)
  })

  it('counts a round later on the same day as now (the week is not cut at now)', () => {
    const now = new Date('2025-11-17T00:00:00+05:30')
    expect(weekOf([played('2025-11-23T23:59:59+05:30')], now)).toEqual([
      '2025-11-17',
    ])
  })

  it('crosses the turn of the year', () => {
    const weeks = weeklyActivity([], new Date('2026-01-01T08:00:00+05:30'), 2)
    expect(weeks.map((week) => week.weekStart)).toEqual([
      '2025-12-22',
      '2025-12-29',
    ])
  })

  it('takes another number of weeks and refuses a bad one', () => {
    const now = new Date('2025-11-20T12:00:00+05:30')
    expect(weeklyActivity([], now, 1)).toEqual([
      { weekStart: '2025-11-17', rounds: 0, points: 0 },
    ])
    expect(() => weeklyActivity([], now, 0)).toThrow(RangeError)
    expect(() => weeklyActivity([], now, 2.5)).toThrow(RangeError)
    expect(() => weeklyActivity([], new Date('nope'))).toThrow(RangeError)
  })
})

describe('weeklyActivity in London (daylight saving)', () => {
  inTimeZone('Europe/London')

  it('runs in the zone it asked for', () => {
    expect(new Date('2025-07-01T00:00:00Z').getTimezoneOffset()).toBe(-60)
    expect(new Date('2025-01-01T00:00:00Z').getTimezoneOffset()).toBe(0)
  })

  it('keeps the week boundaries at local midnight when the clocks go forward', () => {
    // Clocks go forward on Sunday 30 March 2025; Monday 31 March starts at
    // 23:00 UTC on the Sunday, and the week before had only 167 hours.
    const now = new Date('2025-04-02T12:00:00Z')
    expect(weekOf([played('2025-03-30T22:59:59Z')], now)).toEqual([
      '2025-03-24',
    ])
    expect(weekOf([played('2025-03-30T23:00:00Z')], now)).toEqual([
      '2025-03-31',
    ])
    expect(weekOf([played('2025-03-24T00:00:00Z')], now)).toEqual([
      '2025-03-24',
    ])
    expect(weekOf([played('2025-03-23T23:59:59Z')], now)).toEqual([
      '2025-03-17',
    ])
  })

  it('keeps the week boundaries at local midnight when the clocks go back', () => {
    // Clocks go back on Sunday 26 October 2025; that week had 169 hours.
    const now = new Date('2025-10-29T12:00:00Z')
    expect(weekOf([played('2025-10-19T22:59:59Z')], now)).toEqual([
      '2025-10-13',
    ])
    expect(weekOf([played('2025-10-19T23:00:00Z')], now)).toEqual([
      '2025-10-20',
    ])
    expect(weekOf([played('2025-10-26T23:59:59Z')], now)).toEqual([
      '2025-10-20',
    ])
    expect(weekOf([played('2025-10-27T00:00:00Z')], now)).toEqual([
      '2025-10-27',
    ])
  })

  it('gives 8 consecutive Mondays across a change of the clocks', () => {
    const weeks = weeklyActivity([], new Date('2025-04-10T12:00:00Z'))
    expect(weeks.map((week) => week.weekStart)).toEqual([
      '2025-02-17',
      '2025-02-24',
      '2025-03-03',
      '2025-03-10',
      '2025-03-17',
      '2025-03-24',
      '2025-03-31',
      '2025-04-07',
    ])
  })

  it('finds the Monday from a Sunday night and from Monday midnight', () => {
    const sunday = startOfWeek(new Date('2025-03-30T23:59:00+01:00'))
    expect(sunday.toISOString()).toBe('2025-03-24T00:00:00.000Z')
    const monday = startOfWeek(new Date('2025-03-31T00:00:00+01:00'))
    expect(monday.toISOString()).toBe('2025-03-30T23:00:00.000Z')
  })
})
