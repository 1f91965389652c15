import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  addChild,
  ANON,
  as,
  createChild,
  createFamily,
  openTestDatabase,
  player,
  type Db,
} from './harness'

let db: Db

beforeAll(async () => {
  db = await openTestDatabase()
})
afterAll(async () => {
  await db.close()
})

const familyRow = async (id: string) =>
  (
    await db.query<{
      consent_at: Date | null
      policy_version: string | null
    }>('select consent_at, policy_version from public.families where id = $1', [
      id,
    ])
  )[0]

describe('sign-up creates a family', () => {
  it('records when the parent agreed, and to which policy version', async () => {
    const id = await createFamily(db)
    const row = await familyRow(id)
    expect(row?.policy_version).toBe('2026-11-25')
    expect(row?.consent_at).toBeInstanceOf(Date)
    expect(
      await db.query(
        'select * from public.child_profiles where family_id = $1',
        [id],
      ),
    ).toEqual([])
  })

  it('starts a sign-up without consent (Google) with none recorded', async () => {
    const id = await createFamily(db, { consent: false })
    expect(await familyRow(id)).toEqual({
      consent_at: null,
      policy_version: null,
    })
  })

  it('refuses a sign-up whose policy version is not a version', async () => {
    await expect(
      db.query(
        `insert into auth.users (email, raw_user_meta_data)
         values ('odd@example.org', '{"parent_consent": true, "policy_version": "<script>"}')`,
      ),
    ).rejects.toThrow(/invalid_policy_version/)
  })
})

describe('add_child_profile', () => {
  it('keeps the fun name, avatar and age band', async () => {
    const family = await createFamily(db)
    const [row] = await as(
      db,
      player(family),
      `select fun_name, avatar, age_band, hidden_from_leaderboard, family_id
       from public.add_child_profile('HappyPeacock', 'tiger', '8-10')`,
    )
    expect(row).toEqual({
      fun_name: 'HappyPeacock',
      avatar: 'tiger',
      age_band: '8-10',
      hidden_from_leaderboard: false,
      family_id: family,
    })
  })

  it('refuses a fun name taken by any family, in any case', async () => {
    await createChild(db, 'BraveLotus')
    const family = await createFamily(db)
    await expect(addChild(db, family, 'bravelotus')).rejects.toMatchObject({
      code: 'VK004',
      message: 'fun_name_taken',
    })
  })

  it.each([
    ['an e-mail address', 'me@example.org', 'email'],
    ['a phone number', 'call 9876543210', 'phone'],
    ['a spaced phone number', 'ring 98 765 432', 'phone'],
    ['too few characters', 'ab', 'too_short'],
    ['too many characters', 'a'.repeat(21), 'too_long'],
    ['spaces around it', ' Padded ', 'untrimmed'],
  ])('refuses a fun name with %s', async (_, name, rule) => {
    const family = await createFamily(db)
    await expect(addChild(db, family, name)).rejects.toMatchObject({
      code: 'VK006',
      message: `fun_name_not_allowed: ${rule}`,
    })
  })

  it('refuses an avatar or age band the site does not have', async () => {
    const family = await createFamily(db)
    await expect(
      addChild(db, family, 'OddAvatar', 'dragon'),
    ).rejects.toMatchObject({ code: 'VK006', message: 'invalid_avatar' })
    await expect(
      as(
        db,
        player(family),
        `select public.add_child_profile('OddBand', 'deer', '16-18')`,
      ),
    ).rejects.toMatchObject({ code: 'VK006', message: 'invalid_age_band' })
  })

  it('refuses a family that has not given consent, until it does', async () => {
    const family = await createFamily(db, { consent: false })
    await expect(addChild(db, family, 'WaitingWren')).rejects.toMatchObject({
      code: 'VK006',
      message: 'consent_required',
    })
    await as(
      db,
      player(family),
      `select public.give_parent_consent('2026-11-25')`,
    )
    expect((await familyRow(family))?.policy_version).toBe('2026-11-25')
    expect((await addChild(db, family, 'WaitingWren')).funName).toBe(
      'WaitingWren',
    )
  })

  it('allows six profiles a family and refuses the 7th', async () => {
    const family = await createFamily(db)
    for (let i = 1; i <= 6; i += 1) await addChild(db, family, `Sibling${i}x`)
    await expect(addChild(db, family, 'Sibling7x')).rejects.toMatchObject({
      code: 'VK003',
      message: 'too_many_profiles',
    })
    // Not even the owner, writing the table directly, gets past the limit.
    await expect(
      db.query(
        `insert into public.child_profiles (family_id, fun_name, avatar)
         values ($1, 'Sibling8x', 'cow')`,
        [family],
      ),
    ).rejects.toThrow(/too_many_profiles/)
    const [count] = await db.query<{ n: number }>(
      'select count(*)::int as n from public.child_profiles where family_id = $1',
      [family],
    )
    expect(count?.n).toBe(6)
  })

  it('is for signed-in parents only', async () => {
    await expect(
      as(db, ANON, `select public.add_child_profile('AnonKid', 'cow')`),
    ).rejects.toThrow(/permission denied/)
  })
})

describe('username_available', () => {
  it('answers anon: free names yes, taken names (any case) and bad names no', async () => {
    await createChild(db, 'GentleKite')
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
