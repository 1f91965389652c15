import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  addChild,
  as,
  createFamily,
  openTestDatabase,
  player,
  type Db,
} from './harness'

/**
 * The PIN tells the truth (20261201120000_pin_truth, decision 069): a locked
 * PIN says when the lock ends, a parent who signs in again replaces the PIN
 * and the lock with it, and the grown-up window closes 30 minutes after the
 * PIN, whatever is changed in between. Each weakness is shown on the schema
 * just before the migration, then gone after it.
 */
const BEFORE = '20261127120000'

let db: Db
let before: Db

beforeAll(async () => {
  db = await openTestDatabase()
  before = await openTestDatabase({ upTo: BEFORE })
})
afterAll(async () => {
  await db.close()
  await before.close()
})

const setPin = (d: Db, family: string, pin: string) =>
  as(d, player(family), 'select public.set_parent_pin($1) as ok', [pin])

const verifyPin = async (d: Db, family: string, pin: string) =>
  (
    await as<{ ok: boolean }>(
      d,
      player(family),
      'select public.verify_parent_pin($1) as ok',
      [pin],
    )
  )[0]?.ok

const lockedUntil = async (family: string) =>
  (
    await as<{ until: Date | null }>(
      db,
      player(family),
      'select public.parent_pin_locked_until() as until',
    )
  )[0]?.until ?? null

/** The lock's end as the table holds it. */
const storedLock = async (d: Db, family: string) =>
  (
    await d.query<{ until: Date | null }>(
      'select locked_until as until from private.family_pins where family_id = $1',
      [family],
    )
  )[0]?.until ?? null

/** Minutes from now until `at` (the database's clock). */
async function minutesUntil(d: Db, at: Date | string): Promise<number> {
  const [row] = await d.query<{ minutes: number }>(
    `select round(extract(epoch from $1::timestamptz - now()) / 60)::int as minutes`,
    [at instanceof Date ? at.toISOString() : at],
  )
  return row?.minutes ?? NaN
}

async function lockedFamily(d: Db): Promise<string> {
  const family = await createFamily(d)
  await setPin(d, family, '4826')
  for (let i = 0; i < 5; i += 1) {
    expect(await verifyPin(d, family, '0000')).toBe(false)
  }
  return family
}

describe('a locked PIN says when the lock ends', () => {
  it('did not say it before the migration (the weakness)', async () => {
    const family = await lockedFamily(before)
    const refusal = verifyPin(before, family, '4826')
    await expect(refusal).rejects.toMatchObject({ code: 'PT429' })
    const error = (await refusal.catch((e: unknown) => e)) as {
      detail?: string
    }
    expect(error.detail ?? null).toBeNull()
  })

  it('in the refusal of any PIN while locked, right or wrong', async () => {
    const family = await lockedFamily(db)
    const stored = await storedLock(db, family)
    expect(stored).not.toBeNull()
    for (const pin of ['4826', '0000']) {
      const error = (await verifyPin(db, family, pin).catch(
        (e: unknown) => e,
      )) as { code?: string; message?: string; detail?: string }
      expect(error).toMatchObject({ code: 'PT429', message: 'pin_locked' })
      expect(error.detail).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/)
      expect(new Date(error.detail ?? '').getTime()).toBe(stored?.getTime())
      expect(await minutesUntil(db, error.detail ?? '')).toBe(15)
    }
  })

  it('to the family that asks, and to no other', async () => {
    const family = await lockedFamily(db)
    const until = await lockedUntil(family)
    expect(until?.getTime()).toBe((await storedLock(db, family))?.getTime())
    expect(await minutesUntil(db, until ?? '')).toBe(15)
    const other = await createFamily(db)
    await setPin(db, other, '1111')
    expect(await lockedUntil(other)).toBeNull()
  })

  it('reports no lock before 5 misses, and none once it has run out', async () => {
    const family = await createFamily(db)
    await setPin(db, family, '4826')
    for (let i = 0; i < 4; i += 1) await verifyPin(db, family, '0000')
    expect(await lockedUntil(family)).toBeNull()
    await verifyPin(db, family, '0000')
    expect(await lockedUntil(family)).not.toBeNull()
    await db.query(
      `update private.family_pins set locked_until = now() - interval '1 second'
       where family_id = $1`,
      [family],
    )
    expect(await lockedUntil(family)).toBeNull()
  })

  it('reports the longer second lock (30 minutes)', async () => {
    const family = await lockedFamily(db)
    await db.query(
      `update private.family_pins set locked_until = now() - interval '1 second'
       where family_id = $1`,
      [family],
    )
    for (let i = 0; i < 5; i += 1) await verifyPin(db, family, '0000')
    expect(await minutesUntil(db, (await lockedUntil(family)) ?? '')).toBe(30)
  })

  it('is for the signed-in family only: anon may not ask', async () => {
    await expect(
      as(db, { role: 'anon' }, 'select public.parent_pin_locked_until()'),
    ).rejects.toThrow(/permission denied/)
  })
})

describe('a parent who signs in again gets past the lock', () => {
  /** reset_parent_pin right after a sign-in by `method`. */
  async function resetAfter(family: string, method: string, pin: string) {
    const now = Math.floor(Date.now() / 1000)
    await db.exec('begin')
    try {
      await db.query(`select set_config('request.jwt.claims', $1, true)`, [
        JSON.stringify({
          role: 'authenticated',
          sub: family,
          amr: [{ method, timestamp: now - 30 }],
        }),
      ])
      await db.exec('set local role authenticated')
      await db.query('select public.reset_parent_pin($1)', [pin])
      await db.exec('commit')
    } catch (error) {
      await db.exec('rollback')
      throw error
    }
  }

  it.each(['password', 'oauth'])(
    'after a %s sign-in: the new PIN opens at once, and the lock is gone',
    async (method) => {
      const family = await lockedFamily(db)
      expect(await lockedUntil(family)).not.toBeNull()
      await resetAfter(family, method, '2580')
      expect(await lockedUntil(family)).toBeNull()
      expect(await verifyPin(db, family, '2580')).toBe(true)
      // The reset opened the grown-ups' window: a change is allowed.
      const child = await addChild(db, family)
      expect(child.family).toBe(family)
    },
  )

  it('starts again from a 15-minute lock after a reset', async () => {
    const family = await lockedFamily(db)
    await resetAfter(family, 'password', '2580')
    for (let i = 0; i < 5; i += 1) await verifyPin(db, family, '0000')
    expect(await minutesUntil(db, (await lockedUntil(family)) ?? '')).toBe(15)
  })
})

describe('the grown-up window closes 30 minutes after the PIN', () => {
  /** As if `minutes` had passed since the PIN was typed. */
  const age = (d: Db, family: string, minutes: number) =>
    d.query(
      `update private.family_pins
       set grown_up_until = grown_up_until - make_interval(mins => $2)
       where family_id = $1`,
      [family, minutes],
    )
  const windowLeft = async (d: Db, family: string) =>
    (
      await d.query<{ minutes: number }>(
        `select round(extract(epoch from grown_up_until - now()) / 60)::int as minutes
         from private.family_pins where family_id = $1`,
        [family],
      )
    )[0]?.minutes
  const rename = (d: Db, family: string, child: string, avatar: string) =>
    as(d, player(family), 'select public.update_child_profile($1, $2)', [
      child,
      JSON.stringify({ avatar }),
    ])

  it('was kept open by each change before the migration (the weakness)', async () => {
    const family = await createFamily(before)
    const child = await addChild(before, family)
    await setPin(before, family, '4826')
    await age(before, family, 29)
    await rename(before, family, child.id, 'swan')
    expect(await windowLeft(before, family)).toBe(30)
  })

  it('is not extended by a change', async () => {
    const family = await createFamily(db)
    const child = await addChild(db, family)
    await setPin(db, family, '4826')
    expect(await windowLeft(db, family)).toBe(30)
    await age(db, family, 29)
    await rename(db, family, child.id, 'swan')
    expect(await windowLeft(db, family)).toBe(1)
    await age(db, family, 2)
    await expect(rename(db, family, child.id, 'parrot')).rejects.toMatchObject({
      code: 'VK005',
      message: 'pin_required',
    })
  })

  it('opens again for 30 minutes when the PIN is typed again', async () => {
    const family = await createFamily(db)
    const child = await addChild(db, family)
    await setPin(db, family, '4826')
    await age(db, family, 31)
    expect(await verifyPin(db, family, '4826')).toBe(true)
    await rename(db, family, child.id, 'swan')
    expect(await windowLeft(db, family)).toBe(30)
  })
})

describe('a child added hidden from the leaderboard', () => {
  it('is hidden from the start', async () => {
    const family = await createFamily(db)
    const [made] = await as<{ id: string; hidden: boolean }>(
      db,
      player(family),
      `select id, hidden_from_leaderboard as hidden
       from public.add_child_profile('QuietSwan', 'swan', null, true)`,
    )
    expect(made?.hidden).toBe(true)
    const [stored] = await db.query<{ hidden: boolean }>(
      'select hidden_from_leaderboard as hidden from public.child_profiles where id = $1',
      [made?.id],
    )
    expect(stored?.hidden).toBe(true)
  })

  it('is shown by default', async () => {
    const family = await createFamily(db)
    const [made] = await as<{ hidden: boolean }>(
      db,
      player(family),
      `select hidden_from_leaderboard as hidden
       from public.add_child_profile('LoudPeacock', 'peacock')`,
    )
    expect(made?.hidden).toBe(false)
  })
})
