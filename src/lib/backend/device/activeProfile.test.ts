import { describe, expect, it } from 'vitest'

import {
  ACTIVE_PROFILE_KEY,
  readActiveProfileId,
  writeActiveProfileId,
} from './activeProfile'

const storage = () => window.localStorage
const KIDS = [{ id: 'kid-a' }, { id: 'kid-b' }]

describe('the child playing on this device', () => {
  it('is remembered per account', () => {
    writeActiveProfileId(storage(), 'family-1', 'kid-b')
    writeActiveProfileId(storage(), 'family-2', 'kid-z')
    expect(readActiveProfileId(storage(), 'family-1', KIDS)).toBe('kid-b')
    expect(readActiveProfileId(storage(), 'family-2', [{ id: 'kid-z' }])).toBe(
      'kid-z',
    )
    expect(readActiveProfileId(storage(), 'family-3', KIDS)).toBeNull()
  })

  it("is ignored when it is not one of the family's profiles any more", () => {
    writeActiveProfileId(storage(), 'family-1', 'kid-deleted')
    expect(readActiveProfileId(storage(), 'family-1', KIDS)).toBeNull()
  })

  it('is forgotten on request, and the key goes when nothing is left', () => {
    writeActiveProfileId(storage(), 'family-1', 'kid-a')
    writeActiveProfileId(storage(), 'family-1', null)
    expect(storage().getItem(ACTIVE_PROFILE_KEY)).toBeNull()
  })

  it.each(['{broken', '[]', '"kid-a"', '{"family-1": 3}'])(
    'survives saved data like %s',
    (raw) => {
      storage().setItem(ACTIVE_PROFILE_KEY, raw)
      expect(readActiveProfileId(storage(), 'family-1', KIDS)).toBeNull()
      // Set aside for support, never lost.
      expect(storage().getItem(`${ACTIVE_PROFILE_KEY}:corrupt`)).toBe(raw)
    },
  )
})
