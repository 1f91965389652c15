import { describe, expect, it } from 'vitest'

import { BACKEND_ERROR_KINDS, BackendError } from '@/lib/backend'

import { familyErrorMessage } from './familyErrorMessage'

describe('familyErrorMessage', () => {
  it.each([
    ['name-taken', /already taken on the leaderboard/],
    ['profile-limit', /6 players at most/],
    ['wrong-pin', /not the right PIN/],
    ['invalid-credentials', /current password is not right/],
    ['rate-limited', /wait a minute/],
    ['network', /internet connection/],
  ] as const)('%s → %s', (kind, message) => {
    expect(familyErrorMessage(new BackendError(kind, 'raw'))).toMatch(message)
  })

  it('has words for every kind and never shows a raw server message', () => {
    for (const kind of BACKEND_ERROR_KINDS) {
      const text = familyErrorMessage(new BackendError(kind, 'RAW-SERVER-TEXT'))
      expect(text).not.toContain('RAW-SERVER-TEXT')
      expect(text.length).toBeGreaterThan(10)
    }
    expect(familyErrorMessage(new Error('boom'))).toMatch(/went wrong/)
  })
})
