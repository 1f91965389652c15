import { describe, expect, it } from 'vitest'

import { StorageWriteError } from '@/lib/storage/storedValue'

import { BackendError, toBackendError } from './errors'

describe('toBackendError', () => {
  it.each([
    [
      { code: 'user_already_exists', message: 'User already registered' },
      'already-registered',
    ],
    [{ message: 'User already registered' }, 'already-registered'],
    [
      { code: 'invalid_credentials', message: 'Invalid login credentials' },
      'invalid-credentials',
    ],
    [{ status: 429, message: 'Too many requests' }, 'rate-limited'],
    [{ code: 'PT429', message: 'rate_limited' }, 'rate-limited'],
    [{ code: 'over_email_send_rate_limit', message: 'later' }, 'rate-limited'],
    [{ name: 'AuthRetryableFetchError', message: '' }, 'network'],
    [new TypeError('Failed to fetch'), 'network'],
    [{ code: 'VK001', message: 'not signed in' }, 'not-signed-in'],
    [{ code: 'VK002', message: 'no such profile' }, 'profile-not-found'],
    [{ code: 'VK003', message: 'six at most' }, 'profile-limit'],
    [{ code: 'VK004', message: 'taken' }, 'name-taken'],
    [{ code: 'VK005', message: 'wrong pin' }, 'wrong-pin'],
    [{ code: 'VK006', message: 'bad name' }, 'invalid-input'],
    [{ code: 'VK999', message: 'odd' }, 'unknown'],
    [{ code: 'toString', message: 'odd' }, 'unknown'],
    [{ code: '22023', message: 'invalid_value' }, 'unknown'],
    ['something odd', 'unknown'],
    [new StorageWriteError(true), 'storage-full'],
    [new StorageWriteError(false), 'unknown'],
  ])('%o is %s', (error, kind) => {
    expect(toBackendError(error).kind).toBe(kind)
  })

  it('keeps the server message and the original error', () => {
    const original = { message: 'Signups not allowed for this instance' }
    const mapped = toBackendError(original)
    expect(mapped.message).toBe('Signups not allowed for this instance')
    expect(mapped.cause).toBe(original)
  })

  it('reads the end of a PIN lock from the server (decision 069)', () => {
    const mapped = toBackendError({
      code: 'PT429',
      message: 'pin_locked',
      details: '2026-12-01T11:10:00.000Z',
    })
    expect(mapped).toMatchObject({
      kind: 'pin-locked',
      lockedUntil: '2026-12-01T11:10:00.000Z',
    })
  })

  it('keeps a PIN lock without a readable end as rate-limited', () => {
    for (const details of [null, 'soon', undefined]) {
      expect(
        toBackendError({ code: 'PT429', message: 'pin_locked', details }),
      ).toMatchObject({ kind: 'rate-limited', lockedUntil: undefined })
    }
  })

  it('passes a BackendError through', () => {
    const error = new BackendError('network', 'offline')
    expect(toBackendError(error)).toBe(error)
  })
})
