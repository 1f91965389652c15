import { describe, expect, it } from 'vitest'

import { BACKEND_ERROR_KINDS, BackendError } from '@/lib/backend'

import { familyErrorMessage, familyFieldProblem } from './familyErrorMessage'

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

  it('says when a locked PIN can be tried again', () => {
    const until = new Date(Date.now() + 15 * 60_000).toISOString()
    expect(
      familyErrorMessage(
        new BackendError('pin-locked', 'raw', { lockedUntil: until }),
      ),
    ).toMatch(/^Too many wrong tries\. Try again in 15 minutes, at .+\.$/)
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

describe('familyFieldProblem', () => {
  const problem = familyFieldProblem({ 'name-taken': 'funName' })

  it('puts a kind it knows at its field, in the family’s words', () => {
    expect(problem(new BackendError('name-taken', 'raw'))).toEqual({
      field: 'funName',
      message: familyErrorMessage(new BackendError('name-taken', 'raw')),
    })
  })

  it('leaves every other failure to a toast', () => {
    for (const kind of BACKEND_ERROR_KINDS.filter((k) => k !== 'name-taken')) {
      expect(problem(new BackendError(kind, 'raw'))).toBeNull()
    }
    expect(problem(new Error('boom'))).toBeNull()
  })

  it('takes its own words for a field', () => {
    const withWords = familyFieldProblem({ 'wrong-pin': 'pin' }, () => 'Again')
    expect(withWords(new BackendError('wrong-pin', 'raw'))).toEqual({
      field: 'pin',
      message: 'Again',
    })
  })
})
