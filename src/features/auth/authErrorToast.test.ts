import { describe, expect, it } from 'vitest'

import { BackendError } from '@/lib/backend'
import { accountsText } from '@/lib/i18n/accounts'

import { authErrorToast, authNextStep, type AuthAction } from './authErrorToast'

describe('authErrorToast (spec section 8)', () => {
  it.each<[BackendError, AuthAction, string, string]>([
    [
      new BackendError('already-registered', 'User already registered'),
      'signup',
      'Account exists',
      'This email is already registered. Please login instead.',
    ],
    [
      new BackendError('invalid-credentials', 'Invalid login credentials'),
      'login',
      'Error',
      'Invalid login credentials',
    ],
    [new BackendError('unknown', ''), 'login', 'Error', 'An error occurred'],
    [new BackendError('unknown', ''), 'signup', 'Error', 'An error occurred'],
    [
      new BackendError('unknown', 'Provider is not enabled'),
      'google',
      'Error',
      'Provider is not enabled',
    ],
    [
      new BackendError('unknown', ''),
      'google',
      'Error',
      'Failed to sign in with Google',
    ],
    [
      new BackendError('network', 'Failed to fetch'),
      'login',
      'Error',
      'We could not reach the server. Check your internet connection and try again.',
    ],
    [
      new BackendError('rate-limited', 'Too many requests'),
      'signup',
      'Error',
      'Too many tries in a short time. Please wait a minute and try again.',
    ],
  ])('%o on %s → %s / %s', (error, action, title, description) => {
    expect(authErrorToast(error, action)).toEqual({
      title,
      description,
      variant: 'destructive',
    })
  })

  it('maps a raw supabase-js error too', () => {
    expect(
      authErrorToast({ code: 'user_already_exists', message: 'x' }, 'signup')
        .title,
    ).toBe('Account exists')
  })
})

describe('authNextStep (issue 17: the error says what to do next)', () => {
  it.each<[BackendError, 'login' | 'signup', RegExp]>([
    [new BackendError('already-registered', 'x'), 'signup', /Choose “Login”/],
    [
      new BackendError('invalid-credentials', 'x'),
      'login',
      /Check your email and password/,
    ],
    [
      new BackendError('network', 'x'),
      'signup',
      /Check the internet connection/,
    ],
    [new BackendError('rate-limited', 'x'), 'login', /Wait a minute/],
    [new BackendError('unknown', 'x'), 'signup', /try again in a moment/],
  ])('%o on %s', (error, action, text) => {
    expect(accountsText(authNextStep(error, action))).toMatch(text)
  })
})
