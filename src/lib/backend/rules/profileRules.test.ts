import { describe, expect, it } from 'vitest'

import { AVATAR_IDS, MAX_PROFILES } from '../contract/types'
import {
  canAddProfile,
  funNameKey,
  isAgeBand,
  isAvatarId,
  isValidPin,
  profileProblem,
} from './profileRules'

describe('child profile rules', () => {
  it('offers at least 12 avatars, each id once', () => {
    expect(AVATAR_IDS.length).toBeGreaterThanOrEqual(12)
    expect(new Set(AVATAR_IDS).size).toBe(AVATAR_IDS.length)
    expect(isAvatarId('peacock')).toBe(true)
    expect(isAvatarId('dragon')).toBe(false)
  })

  it('knows the three age bands', () => {
    expect(['5-7', '8-10', '11-15'].every(isAgeBand)).toBe(true)
    expect(isAgeBand('16-18')).toBe(false)
  })

  it('allows six profiles a family, not seven', () => {
    expect(MAX_PROFILES).toBe(6)
    expect(canAddProfile(0)).toBe(true)
    expect(canAddProfile(5)).toBe(true)
    expect(canAddProfile(6)).toBe(false)
  })

  it.each([
    ['1234', true],
    ['0000', true],
    ['123', false],
    ['12345', false],
    ['12a4', false],
    [' 123', false],
    ['١٢٣٤', false],
  ])('PIN %j valid: %s', (pin, valid) => {
    expect(isValidPin(pin)).toBe(valid)
  })

  it.each([
    [{ funName: 'HappyPeacock42', avatar: 'peacock' as const }, null],
    [{ funName: 'me@example.org', avatar: 'peacock' as const }, 'fun-name'],
    [{ funName: 'Kid 98765 43210', avatar: 'peacock' as const }, 'fun-name'],
    [{ funName: 'ab', avatar: 'peacock' as const }, 'fun-name'],
    [{ funName: 'Sunny', avatar: 'dragon' as unknown as 'peacock' }, 'avatar'],
    [{ ageBand: '99' as unknown as '5-7' }, 'age-band'],
    [{ ageBand: null }, null],
    [{ hiddenFromLeaderboard: true }, null],
  ])('%o → %s', (input, problem) => {
    expect(profileProblem(input)).toBe(problem)
  })

  it('compares fun names without case', () => {
    expect(funNameKey('HappyPeacock')).toBe(funNameKey('happypeacock'))
  })
})
