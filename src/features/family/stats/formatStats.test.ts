import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  badgeLabel,
  formatDate,
  formatDateTime,
  formatWeekStart,
} from './formatStats'

describe('formatStats', () => {
  const before = process.env.TZ
  beforeAll(() => {
    // West of UTC, where a calendar date read as UTC midnight would slip
    // back a day.
    process.env.TZ = 'America/New_York'
  })
  afterAll(() => {
    if (before === undefined) delete process.env.TZ
    else process.env.TZ = before
  })

  it('writes a week Monday as day and short month, whatever the time zone', () => {
    expect(formatWeekStart('2025-11-17', 'en-IN')).toEqual({
      day: '17',
      month: 'Nov',
      label: '17 Nov',
    })
    expect(formatWeekStart('2025-12-29', 'en-US').label).toBe('Dec 29')
  })

  it('writes instants in the device time zone', () => {
    // 02:00 UTC on 18 Nov is still 17 Nov in New York.
    expect(formatDate('2025-11-18T02:00:00Z', 'en-IN')).toBe('17 Nov 2025')
    expect(formatDateTime('2025-11-18T02:00:00Z', 'en-IN')).toMatch(
      /^17 Nov 2025, 9:00\spm$/,
    )
  })

  it('names the known badges and shows an unknown id as it is', () => {
    expect(badgeLabel('cultural_scholar')).toBe('Cultural Scholar')
    expect(badgeLabel('future_badge')).toBe('future_badge')
    expect(badgeLabel('toString')).toBe('toString')
  })
})
