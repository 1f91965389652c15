import { describe, expect, it } from 'vitest'

import { BackendError } from '@/lib/backend'
import { gamesText } from '@/lib/i18n/games'

import { formatAddedAt, refusalKey, roundProblemKey } from './roundProblem'

describe('roundProblemKey', () => {
  it.each([
    ['rate-limited', 'too_many_open_games', /Finish a game before opening/],
    ['rate-limited', 'too_many_starts', /Wait a minute/],
    ['unknown', 'session_expired', /open for more than 2 hours/],
    ['rate-limited', 'daily_limit_reached', /again tomorrow/],
    ['unknown', 'finished_too_soon', /faster than the game allows/],
    ['storage-full', 'This device’s storage is full.', /out of storage/],
    ['network', 'TypeError: Failed to fetch', /Check the internet/],
    ['unknown', 'boom', /play again in a little while/],
  ] as const)('%s %s tells what to do next', (kind, message, text) => {
    expect(gamesText(roundProblemKey(new BackendError(kind, message)))).toMatch(
      text,
    )
  })
})

describe('refusalKey', () => {
  it('explains the refusals a child can understand, and others plainly', () => {
    expect(gamesText(refusalKey('played_too_long_ago'))).toMatch(/7 days/)
    expect(gamesText(refusalKey('offline_daily_limit_reached'))).toMatch(
      /30 rounds/,
    )
    expect(gamesText(refusalKey('played_too_fast'))).toMatch(/faster/)
    expect(gamesText(refusalKey('profile_not_found'))).toMatch(
      /no longer in the family/,
    )
    expect(gamesText(refusalKey('invalid_value'))).toMatch(/could not accept/)
    expect(gamesText(refusalKey(null))).toMatch(/could not accept/)
  })
})

describe('formatAddedAt', () => {
  const at = new Date(2026, 10, 25, 10, 42).getTime()

  it('gives the time alone on the same day', () => {
    expect(formatAddedAt(at, at + 60_000, 'en-GB')).toBe('10:42')
  })

  it('adds the date on another day', () => {
    const text = formatAddedAt(at, at + 2 * 24 * 3600_000, 'en-GB')
    expect(text).toContain('25 Nov 2026')
    expect(text).toContain('10:42')
  })
})
