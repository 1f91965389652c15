import { beforeEach, describe, expect, it } from 'vitest'

import { CONTRACT_BACKENDS, familyWith, PARENT } from '@/test/backendContract'

import { MAX_PROFILES, PIN_LOCK_MS, PIN_MAX_MISSES } from './types'

beforeEach(() => {
  window.localStorage.clear()
})

describe.each(CONTRACT_BACKENDS)('the $name backend: family', ({ make }) => {
  it('refuses to read a family when nobody is signed in', async () => {
    await expect(make().getFamily()).rejects.toMatchObject({
      kind: 'not-signed-in',
    })
  })

  it('starts a family with no child and no PIN', async () => {
    const backend = make()
    await familyWith(backend)
    expect(await backend.getFamily()).toMatchObject({
      parentEmail: PARENT.email,
      hasPin: false,
      profiles: [],
    })
  })

  it('adds, changes and deletes child profiles', async () => {
    const backend = make()
    const [asha, ravi] = await familyWith(backend, ['Asha', 'Ravi'])
    expect(asha).toMatchObject({
      funName: 'Asha',
      avatar: 'peacock',
      hiddenFromLeaderboard: false,
    })
    const changed = await backend.updateProfile(asha?.id ?? '', {
      avatar: 'tiger',
      hiddenFromLeaderboard: true,
    })
    expect(changed).toMatchObject({ funName: 'Asha', avatar: 'tiger' })
    expect(changed.hiddenFromLeaderboard).toBe(true)
    await backend.deleteProfile(ravi?.id ?? '')
    const family = await backend.getFamily()
    expect(family.profiles.map((p) => [p.funName, p.avatar])).toEqual([
      ['Asha', 'tiger'],
    ])
  })

  it('refuses a fun name another family uses, in any case', async () => {
    const backend = make()
    await familyWith(backend, ['Asha'])
    await backend.signOut()
    await backend.signUp({ ...PARENT, email: 'other@example.org' })
    await expect(
      backend.addProfile({ funName: 'ASHA', avatar: 'deer' }),
    ).rejects.toMatchObject({ kind: 'name-taken' })
  })

  it(`refuses a child beyond ${MAX_PROFILES}`, async () => {
    const backend = make()
    await familyWith(backend, ['Anu', 'Bala', 'Chitra', 'Dev', 'Esha', 'Gopi'])
    await expect(
      backend.addProfile({ funName: 'Hari', avatar: 'cow' }),
    ).rejects.toMatchObject({ kind: 'profile-limit' })
  })

  it('sets the PIN, checks it, and needs it to change it', async () => {
    const backend = make()
    await familyWith(backend)
    await backend.setParentPin({ pin: '2468' })
    expect((await backend.getFamily()).hasPin).toBe(true)
    expect(await backend.verifyParentPin('2468')).toBe(true)
    expect(await backend.verifyParentPin('1357')).toBe(false)
    await expect(
      backend.setParentPin({ pin: '1111', currentPin: '9999' }),
    ).rejects.toMatchObject({ kind: 'wrong-pin' })
    await backend.setParentPin({ pin: '1111', currentPin: '2468' })
    expect(await backend.verifyParentPin('1111')).toBe(true)
  })

  it(`locks the PIN after ${PIN_MAX_MISSES} wrong tries, saying until when`, async () => {
    const backend = make()
    await familyWith(backend)
    await backend.setParentPin({ pin: '2468' })
    expect(await backend.parentPinLockedUntil()).toBeNull()
    for (let miss = 1; miss < PIN_MAX_MISSES; miss += 1) {
      expect(await backend.verifyParentPin('0000')).toBe(false)
    }
    const before = Date.now()
    const locking = await backend
      .verifyParentPin('0000')
      .catch((error: unknown) => error)
    expect(locking).toMatchObject({ kind: 'pin-locked' })
    const until = (locking as { lockedUntil: string }).lockedUntil
    const left = Date.parse(until) - before
    expect(left).toBeGreaterThan(PIN_LOCK_MS - 5000)
    expect(left).toBeLessThanOrEqual(PIN_LOCK_MS + 5000)
    // The right PIN meets the same lock, with the same end.
    await expect(backend.verifyParentPin('2468')).rejects.toMatchObject({
      kind: 'pin-locked',
      lockedUntil: until,
    })
    expect(await backend.parentPinLockedUntil()).toBe(until)
  })

  it('counts a wrong current PIN given to change it towards the lock', async () => {
    const backend = make()
    await familyWith(backend)
    await backend.setParentPin({ pin: '2468' })
    for (let miss = 1; miss < PIN_MAX_MISSES; miss += 1) {
      await expect(
        backend.setParentPin({ pin: '1111', currentPin: '9999' }),
      ).rejects.toMatchObject({ kind: 'wrong-pin' })
    }
    await expect(
      backend.setParentPin({ pin: '1111', currentPin: '9999' }),
    ).rejects.toMatchObject({ kind: 'pin-locked' })
    await expect(
      backend.setParentPin({ pin: '1111', currentPin: '2468' }),
    ).rejects.toMatchObject({ kind: 'pin-locked' })
  })

  it('adds a child hidden from the leaderboard when asked', async () => {
    const backend = make()
    await familyWith(backend)
    const quiet = await backend.addProfile({
      funName: 'QuietSwan',
      avatar: 'swan',
      hiddenFromLeaderboard: true,
    })
    const shown = await backend.addProfile({
      funName: 'LoudPeacock',
      avatar: 'peacock',
    })
    expect(quiet.hiddenFromLeaderboard).toBe(true)
    expect(shown.hiddenFromLeaderboard).toBe(false)
    const { profiles } = await backend.getFamily()
    expect(profiles.map((p) => p.hiddenFromLeaderboard)).toEqual([true, false])
  })
})
