import { describe, expect, it } from 'vitest'

import { loadTestBank } from '@/test/questionBank'

import { hashPassword } from '../rules/passwords'
import { createDeviceBackend } from './device'
import {
  DEVICE_ACCOUNTS_KEY,
  DEVICE_SESSION_KEY,
  MIGRATED_AVATAR,
  readDeviceData,
} from './deviceData'

/** Accounts as the one-player-per-account device backend saved them. */
async function seedVersion1() {
  const password = await hashPassword('secret1', 1000)
  const account = (
    id: string,
    email: string,
    username: string,
    results: { gameType: string; value: number; at: number }[],
  ) => ({ id, email, username, ...password, createdAt: 100, results })
  const data = {
    version: 1,
    accounts: [
      account('id-anu', 'anu@example.org', 'Anu', [
        { gameType: 'quiz', value: 12, at: 200 },
        { gameType: 'memory', value: 10, at: 300 },
      ]),
      account('id-bala', 'bala@example.org', 'Bala', [
        { gameType: 'story', value: 1, at: 150 },
        { gameType: 'festival_match', value: 1, at: 160 },
        { gameType: 'hero_match', value: 1, at: 170 },
        { gameType: 'quiz', value: 3, at: 180 },
        { gameType: 'memory', value: 20, at: 190 },
      ]),
      account('id-chitra', 'chitra@example.org', 'Chitra', []),
    ],
  }
  window.localStorage.setItem(DEVICE_ACCOUNTS_KEY, JSON.stringify(data))
  window.localStorage.setItem(DEVICE_SESSION_KEY, 'id-bala')
}

const fast = () =>
  createDeviceBackend({
    storage: window.localStorage,
    iterations: 1000,
    loadBank: loadTestBank,
  })

describe('moving device accounts into families', () => {
  it('turns each account into a family with one child profile, nothing lost', async () => {
    await seedVersion1()
    const data = readDeviceData(window.localStorage)
    expect(data.version).toBe(2)
    expect(
      data.families.map((f) => [f.id, f.email, f.profiles.length]),
    ).toEqual([
      ['id-anu', 'anu@example.org', 1],
      ['id-bala', 'bala@example.org', 1],
      ['id-chitra', 'chitra@example.org', 1],
    ])
    const [anu] = data.families
    expect(anu?.profiles[0]).toEqual({
      id: 'id-anu',
      funName: 'Anu',
      avatar: MIGRATED_AVATAR,
      ageBand: null,
      hidden: false,
      createdAt: 100,
      results: [
        { gameType: 'quiz', value: 12, at: 200 },
        { gameType: 'memory', value: 10, at: 300 },
      ],
    })
    expect(anu).toMatchObject({
      consentedAt: null,
      policyVersion: null,
      pin: null,
    })
    // Saved in the new format at once, under the same key.
    expect(
      JSON.parse(window.localStorage.getItem(DEVICE_ACCOUNTS_KEY) ?? ''),
    ).toEqual(data)
  })

  it('keeps totals, badges, ranks, passwords and the session', async () => {
    await seedVersion1()
    const backend = fast()
    expect(
      (await backend.getLeaderboard()).map((e) => [
        e.rank,
        e.profileId,
        e.funName,
        e.totalScore,
        e.quizBest,
        e.memoryBest,
        e.achievementCount,
      ]),
    ).toEqual([
      // Anu: 12 + (24 - 10); Bala: 3 + 4 + 4 + 3 + max(1, 24 - 20).
      [1, 'id-anu', 'Anu', 26, 12, 10, 2],
      [2, 'id-bala', 'Bala', 18, 3, 20, 2],
    ])
    // Bala was signed in, and still is; the profile has the account's id.
    expect((await backend.getSession())?.user.id).toBe('id-bala')
    expect(await backend.getMyProgress('id-bala')).toMatchObject({
      totalScore: 18,
      badges: ['heritage_explorer', 'heritage_master'],
    })
    expect((await backend.getMyRank('id-bala'))?.rank).toBe(2)
    await backend.signOut()
    await backend.signIn({ email: 'chitra@example.org', password: 'secret1' })
    expect((await backend.getFamily()).profiles.map((p) => p.funName)).toEqual([
      'Chitra',
    ])
  })

  it('sets unreadable accounts aside and moves the readable ones', async () => {
    await seedVersion1()
    const data = JSON.parse(
      window.localStorage.getItem(DEVICE_ACCOUNTS_KEY) ?? '',
    ) as { accounts: unknown[] }
    data.accounts.push({ id: 1 })
    const tampered = JSON.stringify(data)
    window.localStorage.setItem(DEVICE_ACCOUNTS_KEY, tampered)
    expect(
      readDeviceData(window.localStorage).families.map((f) => f.id),
    ).toEqual(['id-anu', 'id-bala', 'id-chitra'])
    expect(window.localStorage.getItem(`${DEVICE_ACCOUNTS_KEY}:corrupt`)).toBe(
      tampered,
    )
    expect(window.localStorage.getItem(DEVICE_ACCOUNTS_KEY)).toContain(
      '"version":2',
    )
  })

  it('sets aside whole a value it cannot read at all', () => {
    window.localStorage.setItem(DEVICE_ACCOUNTS_KEY, '{"version":1')
    expect(readDeviceData(window.localStorage)).toEqual({
      version: 2,
      families: [],
    })
    expect(window.localStorage.getItem(`${DEVICE_ACCOUNTS_KEY}:corrupt`)).toBe(
      '{"version":1',
    )
  })
})
