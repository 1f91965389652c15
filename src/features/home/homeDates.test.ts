import { describe, expect, it } from 'vitest'

import { festivalDates, festivals } from '@/data/festivals'

import {
  daysBetween,
  heroOfTheWeekIndex,
  isoWeek,
  msUntilNextMidnight,
  nextFestival,
  storyOfTheMonthIndex,
  toIsoDate,
  weekCount,
} from './homeDates'

const countdown = (today: string) =>
  nextFestival(today, festivalDates, festivals)

describe('toIsoDate and daysBetween', () => {
  it('writes the local calendar day', () => {
    expect(toIsoDate(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05')
    expect(toIsoDate(new Date(2027, 11, 31, 0, 0))).toBe('2027-12-31')
  })

  it('counts whole days across months, leap days and years', () => {
    expect(daysBetween('2026-12-31', '2027-01-01')).toBe(1)
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2)
    expect(daysBetween('2026-03-01', '2026-03-31')).toBe(30)
    expect(daysBetween('2027-01-15', '2026-12-31')).toBe(-15)
  })

  it('finds the next local midnight', () => {
    expect(msUntilNextMidnight(new Date(2026, 4, 1, 23, 59, 0))).toBe(60_000)
    expect(msUntilNextMidnight(new Date(2026, 4, 1, 0, 0, 0))).toBe(86_400_000)
  })
})

describe('the festival countdown', () => {
  it('says 0 days on the festival’s own day', () => {
    expect(countdown('2026-04-26')).toEqual({
      kind: 'date',
      festivalId: 'vasavi-jayanti',
      date: '2026-04-26',
      daysUntil: 0,
    })
    expect(countdown('2026-11-08')).toMatchObject({
      festivalId: 'diwali',
      daysUntil: 0,
    })
  })

  it('moves on to the next festival the day after', () => {
    expect(countdown('2026-04-27')).toEqual({
      kind: 'date',
      festivalId: 'ganesh-chaturthi',
      date: '2026-09-14',
      daysUntil: 140,
    })
    expect(countdown('2026-11-09')).toMatchObject({
      festivalId: 'sankranti',
      date: '2027-01-15',
      daysUntil: 67,
    })
  })

  it('counts across the turn of the year', () => {
    expect(countdown('2026-12-31')).toMatchObject({
      festivalId: 'sankranti',
      date: '2027-01-15',
      daysUntil: 15,
    })
    expect(countdown('2027-01-01')).toMatchObject({
      festivalId: 'sankranti',
      daysUntil: 14,
    })
    expect(countdown('2027-01-16')).toMatchObject({
      festivalId: 'ugadi',
      date: '2027-04-07',
      daysUntil: 81,
    })
  })

  it('falls back to the usual month past the last known date', () => {
    expect(countdown('2029-01-15')).toEqual({
      kind: 'month',
      festivalId: 'ugadi',
      month: 3,
    })
    expect(countdown('2029-09-20')).toEqual({
      kind: 'month',
      festivalId: 'dasara',
      month: 10,
    })
    expect(countdown('2029-11-20')).toEqual({
      kind: 'month',
      festivalId: 'sankranti',
      month: 1,
    })
  })

  it.each(festivals.map((festival) => [festival.id, festival] as const))(
    '%s has a date in 2026, 2027 and 2028, in order and in its season',
    (id, festival) => {
      const dates = festivalDates[id]
      const years = dates.map((date) => date.slice(0, 4))
      expect(years).toEqual(expect.arrayContaining(['2026', '2027', '2028']))
      expect([...dates].sort()).toEqual([...dates])
      const monthDistances = dates.map((date) => {
        const distance = Math.abs(
          Number(date.slice(5, 7)) - festival.usualMonth,
        )
        return Math.min(distance, 12 - distance)
      })
      expect(Math.max(...monthDistances)).toBeLessThanOrEqual(1)
    },
  )
})

describe('ISO weeks', () => {
  it.each([
    ['2026-01-01', 2026, 1], // Thursday: week 1 of its own year
    ['2025-12-29', 2026, 1], // Monday of that week, still in 2025
    ['2027-01-01', 2026, 53], // Friday: the last week of 2026
    ['2027-01-03', 2026, 53], // Sunday ends week 53
    ['2027-01-04', 2027, 1], // Monday starts week 1
    ['2020-12-31', 2020, 53],
    ['2024-12-30', 2025, 1],
    ['2028-12-31', 2028, 52],
  ])('%s is in %i week %i', (date, year, week) => {
    expect(isoWeek(date)).toEqual({ year, week })
  })

  it('keeps the hero for a whole week and changes it on Monday', () => {
    const monday = heroOfTheWeekIndex('2026-12-28', 3)
    for (const day of [
      '2026-12-29',
      '2026-12-31',
      '2027-01-01',
      '2027-01-03',
    ]) {
      expect(heroOfTheWeekIndex(day, 3)).toBe(monday)
    }
    expect(heroOfTheWeekIndex('2027-01-04', 3)).toBe((monday + 1) % 3)
    expect(weekCount('2027-01-04') - weekCount('2027-01-03')).toBe(1)
  })

  it('shows every hero in turn over three weeks', () => {
    const picks = ['2026-06-01', '2026-06-08', '2026-06-15'].map((day) =>
      heroOfTheWeekIndex(day, 3),
    )
    expect(new Set(picks).size).toBe(3)
  })
})

describe('the story of the month', () => {
  it('stays the same all month and moves on at the turn of the month', () => {
    const first = storyOfTheMonthIndex('2026-12-01', 5)
    expect(storyOfTheMonthIndex('2026-12-31', 5)).toBe(first)
    expect(storyOfTheMonthIndex('2027-01-01', 5)).toBe((first + 1) % 5)
  })

  it('shows all five stories over five months', () => {
    const picks = [
      '2026-10-15',
      '2026-11-15',
      '2026-12-15',
      '2027-01-15',
      '2027-02-15',
    ].map((day) => storyOfTheMonthIndex(day, 5))
    expect(new Set(picks).size).toBe(5)
  })
})
