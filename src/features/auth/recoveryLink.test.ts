import { describe, expect, it } from 'vitest'

import { readRecoveryLink } from './recoveryLink'

describe('readRecoveryLink', () => {
  it('reads the token hash of a recovery link', () => {
    expect(readRecoveryLink('?token_hash=abc&type=recovery', '')).toEqual({
      tokenHash: 'abc',
      code: null,
      error: null,
    })
    expect(readRecoveryLink('?token_hash=abc', '').tokenHash).toBe('abc')
  })

  it('ignores a token hash of another kind of link', () => {
    expect(readRecoveryLink('?token_hash=abc&type=signup', '').tokenHash).toBe(
      null,
    )
  })

  it('reads the PKCE code', () => {
    expect(readRecoveryLink('?code=xyz', '')).toEqual({
      tokenHash: null,
      code: 'xyz',
      error: null,
    })
  })

  it('reads the error of an expired link, in the query or the fragment', () => {
    expect(
      readRecoveryLink(
        '?error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired',
        '',
      ).error,
    ).toBe('otp_expired')
    expect(
      readRecoveryLink('', '#error=access_denied&error_code=otp_expired').error,
    ).toBe('otp_expired')
    expect(readRecoveryLink('', '#error=server_error').error).toBe(
      'server_error',
    )
  })

  it('finds nothing in a plain address', () => {
    expect(readRecoveryLink('', '')).toEqual({
      tokenHash: null,
      code: null,
      error: null,
    })
  })
})
