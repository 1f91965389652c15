import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { ANON, as, createUser, openTestDatabase, type Db } from './harness'

let db: Db

beforeAll(async () => {
  db = await openTestDatabase()
})
afterAll(async () => {
  await db.close()
})

describe('sign-up creates a profile', () => {
  it('keeps the chosen username', async () => {
    expect((await createUser(db, 'HappyPeacock')).username).toBe('HappyPeacock')
  })

  it('gives a taken name (in any case) a numeric suffix instead of failing', async () => {
    await createUser(db, 'BraveLotus')
    expect((await createUser(db, 'bravelotus')).username).toBe('bravelotus2')
    expect((await createUser(db, 'BraveLotus')).username).toBe('BraveLotus3')
  })

  it('keeps a suffixed name within 20 characters', async () => {
    const long = 'TwentyCharactersName'
    await createUser(db, long)
    const second = await createUser(db, long)
    expect(second.username).toBe('TwentyCharactersNam2')
  })

  it('does not build a phone-like run of digits with the suffix', async () => {
    await createUser(db, 'kid123456')
    expect((await createUser(db, 'kid123456')).username).toBe('kid123456_2')
  })

  it('names a player without a username (Google) "Player" plus a number', async () => {
    expect((await createUser(db)).username).toMatch(/^Player\d+$/)
  })

  it.each([
    ['an e-mail address', 'me@example.org'],
    ['a phone number', 'call 9876543210'],
    ['a spaced phone number', 'ring 98 765 432'],
    ['too few characters', 'ab'],
    ['too many characters', 'a'.repeat(21)],
  ])('refuses a username with %s', async (_, name) => {
    await expect(createUser(db, name)).rejects.toThrow(/username_not_allowed/)
  })
})

describe('username_available', () => {
  it('answers anon: free names yes, taken names (any case) and bad names no', async () => {
    await createUser(db, 'GentleKite')
    const ask = async (name: string) =>
      (
        await as<{ ok: boolean }>(
          db,
          ANON,
          'select public.username_available($1) as ok',
          [name],
        )
      )[0]?.ok
    expect(await ask('SunnyMango')).toBe(true)
    expect(await ask('gentlekite')).toBe(false)
    expect(await ask(' GentleKite ')).toBe(false)
    expect(await ask('me@example.org')).toBe(false)
    expect(await ask('1234567')).toBe(false)
    expect(await ask('123456')).toBe(true)
  })
})
