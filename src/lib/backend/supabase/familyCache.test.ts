import { beforeEach, describe, expect, it } from 'vitest'

import type { Family } from '../contract/types'
import {
  createFamilyCache,
  FAMILY_CACHE_KEY,
  parseFamilyCache,
} from './familyCache'

const FAMILY: Family = {
  parentEmail: 'parent@example.org',
  consentedAt: '2026-01-01T00:00:00.000Z',
  policyVersion: '2026-11-25',
  hasPin: true,
  profiles: [
    {
      id: 'child-1',
      funName: 'HappyPeacock',
      avatar: 'peacock',
      ageBand: '8-10',
      hiddenFromLeaderboard: false,
      createdAt: '2026-01-02T00:00:00.000Z',
    },
  ],
}

const cache = () => createFamilyCache(window.localStorage)

describe('the family kept on the device', () => {
  beforeEach(() => window.localStorage.clear())

  it('gives back the family it kept, to the same account only', () => {
    cache().write('family-1', FAMILY)
    expect(cache().read('family-1')).toEqual(FAMILY)
    expect(cache().read('family-2')).toBeNull()
    cache().clear()
    expect(cache().read('family-1')).toBeNull()
  })

  it.each([
    ['not JSON', '{"userId":'],
    ['no user', JSON.stringify({ family: FAMILY })],
    [
      'a made-up avatar',
      JSON.stringify({
        userId: 'family-1',
        family: {
          ...FAMILY,
          profiles: [{ ...FAMILY.profiles[0], avatar: 'dragon' }],
        },
      }),
    ],
  ])('sets aside a kept family that is %s', (_what, raw) => {
    expect(parseFamilyCache(raw)).toEqual({ status: 'unreadable' })
    window.localStorage.setItem(FAMILY_CACHE_KEY, raw)
    expect(cache().read('family-1')).toBeNull()
    expect(window.localStorage.getItem(`${FAMILY_CACHE_KEY}:corrupt`)).toBe(raw)
  })
})
