import { describe, expect, it } from 'vitest'

import type { Family } from '@/lib/backend'

import { familyGate, playersGate } from './familyGate'

const family = (changes: Partial<Family> = {}): Family => ({
  parentEmail: 'parent@example.org',
  consentedAt: '2026-11-25T00:00:00.000Z',
  policyVersion: '2026-11-25',
  hasPin: true,
  profiles: [],
  ...changes,
})

const base = {
  authLoading: false,
  signedIn: true,
  family: family(),
  familyError: false,
  unlocked: false,
}

describe('the grown-ups’ area gate', () => {
  it('asks for the PIN on every visit once one is set', () => {
    expect(familyGate(base)).toBe('enter-pin')
    expect(familyGate({ ...base, unlocked: true })).toBe('open')
  })

  it('asks to create a PIN on the first visit', () => {
    expect(familyGate({ ...base, family: family({ hasPin: false }) })).toBe(
      'create-pin',
    )
  })

  it('asks for the parent confirmation before anything else of the family', () => {
    const unconfirmed = family({ consentedAt: null, hasPin: false })
    expect(familyGate({ ...base, family: unconfirmed, unlocked: true })).toBe(
      'consent',
    )
    expect(playersGate({ ...base, family: unconfirmed })).toBe('consent')
  })

  it('waits for the session and the family, and says when they fail', () => {
    expect(familyGate({ ...base, authLoading: true })).toBe('loading')
    expect(familyGate({ ...base, family: undefined })).toBe('loading')
    expect(familyGate({ ...base, family: undefined, familyError: true })).toBe(
      'error',
    )
    expect(familyGate({ ...base, signedIn: false, family: undefined })).toBe(
      'sign-in',
    )
  })

  it('opens "Who’s playing?" without the PIN, even before one is set', () => {
    expect(playersGate(base)).toBe('open')
    expect(playersGate({ ...base, family: family({ hasPin: false }) })).toBe(
      'open',
    )
  })
})
