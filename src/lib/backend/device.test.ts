import { describe, expect, it, vi } from 'vitest'

import {
  createDeviceBackend,
  DEVICE_ACCOUNTS_KEY,
  DEVICE_SESSION_KEY,
  parseDeviceData,
  parseDeviceSession,
} from './device'
import { PBKDF2_ITERATIONS } from './passwords'

const fast = () =>
  createDeviceBackend({ storage: window.localStorage, iterations: 1000 })

const KID = {
  email: 'Kid@Example.org ',
  password: 'secret1',
  username: 'HappyPeacock',
}

describe('the device backend', () => {
  it('hashes new passwords with a high PBKDF2 iteration count by default', () => {
    expect(PBKDF2_ITERATIONS).toBeGreaterThanOrEqual(600_000)
  })

  it('signs up, keeps the session across a reload and signs out', async () => {
    const backend = fast()
    const listener = vi.fn()
    backend.onAuthChange(listener)
    const session = await backend.signUp(KID)
    expect(session?.user).toMatchObject({
      email: 'kid@example.org',
      username: 'HappyPeacock',
    })
    expect(listener).toHaveBeenLastCalledWith('SIGNED_IN', session)
    const stored = window.localStorage.getItem(DEVICE_ACCOUNTS_KEY) ?? ''
    expect(stored).not.toContain('secret1')

    const reloaded = fast()
    expect((await reloaded.getSession())?.user.username).toBe('HappyPeacock')
    await reloaded.signOut()
    expect(await reloaded.getSession()).toBeNull()
    expect(window.localStorage.getItem(DEVICE_SESSION_KEY)).toBeNull()
  })

  it('signs in with the right password only', async () => {
    const backend = fast()
    await backend.signUp(KID)
    await backend.signOut()
    await expect(
      backend.signIn({ email: 'kid@example.org', password: 'secret2' }),
    ).rejects.toMatchObject({
      kind: 'invalid-credentials',
      message: 'Invalid login credentials',
    })
    await expect(
      backend.signIn({ email: 'nobody@example.org', password: 'secret1' }),
    ).rejects.toMatchObject({ kind: 'invalid-credentials' })
    expect(
      (await backend.signIn({ email: 'KID@example.org', password: 'secret1' }))
        .user.username,
    ).toBe('HappyPeacock')
  })

  it('refuses a second account for an e-mail and suffixes a taken name', async () => {
    const backend = fast()
    await backend.signUp(KID)
    await expect(backend.signUp(KID)).rejects.toMatchObject({
      kind: 'already-registered',
    })
    const second = await backend.signUp({
      ...KID,
      email: 'sister@example.org',
      username: 'happypeacock',
    })
    expect(second?.user.username).toBe('happypeacock2')
  })

  it('refuses a username with an e-mail address or a phone number', async () => {
    await expect(
      fast().signUp({ ...KID, username: 'me@example.org' }),
    ).rejects.toMatchObject({ kind: 'unknown' })
    await expect(
      fast().signUp({ ...KID, username: 'kid 9876543210' }),
    ).rejects.toMatchObject({ kind: 'unknown' })
  })

  it("records signed-in results with the shared rules and ranks this device's players", async () => {
    let clock = 1_000
    const backend = createDeviceBackend({
      storage: window.localStorage,
      iterations: 1000,
      now: () => (clock += 1),
    })
    await backend.signUp({ ...KID, email: 'a@example.org', username: 'Anu' })
    const id = await backend.startGame('quiz')
    expect(id).toEqual(expect.any(String))
    expect(
      await backend.recordGameResult({ gameType: 'quiz', value: 12 }, id),
    ).toEqual({
      points: 12,
      newBadges: ['heritage_explorer', 'cultural_scholar'],
      savedTo: 'account',
    })
    await backend.signUp({ ...KID, email: 'b@example.org', username: 'Bala' })
    await backend.recordGameResult({ gameType: 'quiz', value: 12 }, 'x')
    await backend.signUp({ ...KID, email: 'c@example.org', username: 'Chitra' })

    const board = await backend.getLeaderboard()
    expect(
      board.map((e) => [e.rank, e.username, e.totalScore, e.achievementCount]),
    ).toEqual([
      [1, 'Anu', 12, 2],
      [2, 'Bala', 12, 2],
    ])
    expect(await backend.getMyRank()).toBeNull()
    expect(await backend.getMyProgress()).toMatchObject({ totalScore: 0 })
    await backend.signIn({ email: 'b@example.org', password: 'secret1' })
    expect((await backend.getMyRank())?.rank).toBe(2)
    expect(await backend.getMyProgress()).toMatchObject({
      totalScore: 12,
      badges: ['heritage_explorer', 'cultural_scholar'],
    })
  })

  it("keeps a guest's result in the guest store", async () => {
    const backend = fast()
    expect(await backend.startGame('story')).toBeNull()
    expect(
      await backend.recordGameResult({ gameType: 'story', value: 1 }, null),
    ).toMatchObject({ points: 3, savedTo: 'device' })
    expect(await backend.getLeaderboard()).toEqual([])
  })

  it('sets unreadable accounts aside, keeps them, and carries on', async () => {
    window.localStorage.setItem(DEVICE_ACCOUNTS_KEY, '{broken')
    window.localStorage.setItem(DEVICE_SESSION_KEY, 'not-an-id')
    const backend = fast()
    expect(await backend.getSession()).toBeNull()
    expect(await backend.getLeaderboard()).toEqual([])
    expect(window.localStorage.getItem(`${DEVICE_ACCOUNTS_KEY}:corrupt`)).toBe(
      '{broken',
    )
    expect(window.localStorage.getItem(`${DEVICE_SESSION_KEY}:corrupt`)).toBe(
      'not-an-id',
    )
    await backend.signUp(KID)
    expect((await backend.getSession())?.user.username).toBe('HappyPeacock')
    expect(window.localStorage.getItem(`${DEVICE_ACCOUNTS_KEY}:corrupt`)).toBe(
      '{broken',
    )
  })

  it('keeps the readable accounts and results of tampered data', async () => {
    const backend = fast()
    await backend.signUp(KID)
    await backend.recordGameResult({ gameType: 'quiz', value: 9 }, 'x')
    const saved = JSON.parse(
      window.localStorage.getItem(DEVICE_ACCOUNTS_KEY) ?? '',
    ) as { accounts: { results: unknown[] }[] }
    saved.accounts[0]?.results.push({ gameType: 'quiz', value: 99, at: 1 })
    saved.accounts.push({ id: 7 } as never)
    const tampered = JSON.stringify(saved)
    window.localStorage.setItem(DEVICE_ACCOUNTS_KEY, tampered)

    expect(await fast().getMyProgress()).toMatchObject({ totalScore: 9 })
    expect(window.localStorage.getItem(`${DEVICE_ACCOUNTS_KEY}:corrupt`)).toBe(
      tampered,
    )
    const cleaned = parseDeviceData(
      window.localStorage.getItem(DEVICE_ACCOUNTS_KEY) ?? '',
    )
    expect(cleaned).toMatchObject({ status: 'ok' })
  })

  it.each([
    ['truncated', '{"version":1,"accounts":[{"id":"a"'],
    ['an older, unknown version', '{"accounts":[]}'],
    ['a newer version', '{"version":2,"accounts":[]}'],
    ['a list', '[]'],
    ['accounts that are not a list', '{"version":1,"accounts":{}}'],
  ])('reads %s accounts data as unreadable', (_what, raw) => {
    expect(parseDeviceData(raw)).toEqual({ status: 'unreadable' })
  })

  it.each([
    ['a UUID', '6c9bf0e4-6f1c-4f0e-9a57-0b1f5d9a1c11', 'ok'],
    ['text', 'hello', 'unreadable'],
    ['JSON', '"6c9bf0e4-6f1c-4f0e-9a57-0b1f5d9a1c11"', 'unreadable'],
    ['nothing', '', 'unreadable'],
  ])('reads %s as a session id: %s', (_what, raw, status) => {
    expect(parseDeviceSession(raw).status).toBe(status)
  })

  it('says the storage is full and keeps the accounts already saved', async () => {
    const backend = fast()
    await backend.signUp(KID)
    const before = window.localStorage.getItem(DEVICE_ACCOUNTS_KEY)
    const setItem = vi
      .spyOn(Storage.prototype, 'setItem')
      .mockImplementation(() => {
        throw new DOMException('full', 'QuotaExceededError')
      })
    await expect(
      backend.recordGameResult({ gameType: 'story', value: 1 }, 'x'),
    ).rejects.toMatchObject({ kind: 'storage-full' })
    setItem.mockRestore()
    expect(window.localStorage.getItem(DEVICE_ACCOUNTS_KEY)).toBe(before)
  })

  it('explains that Google sign-in needs a Supabase project', async () => {
    await expect(fast().signInWithGoogle()).rejects.toThrow(/Supabase project/)
  })
})
