import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  addChild,
  ANON,
  as,
  createChild,
  createFamily,
  openTestDatabase,
  play,
  player,
  type Caller,
  type Db,
} from './harness'

/**
 * The hardening migration (20261127100000, decision 051). Each point is shown
 * twice: the weakness on the schema just before the migration, and its fix
 * on the whole schema, so the test would fail if the migration stopped
 * fixing it.
 */
const BEFORE_HARDENING = '20261125130000'

let db: Db
let before: Db

// One after the other: on a real server the two databases' set-up creates
// the same cluster-wide roles, and two at once race on them.
beforeAll(async () => {
  db = await openTestDatabase()
  before = await openTestDatabase({ upTo: BEFORE_HARDENING })
})
afterAll(async () => {
  await db.close()
  await before.close()
})

const SETVAL = `select setval('public.game_scores_id_seq', 9223372036854775807)`

describe('sequences', () => {
  it('were open to setval before the hardening (the weakness)', async () => {
    const family = await createFamily(before)
    await expect(as(before, ANON, SETVAL)).resolves.toBeDefined()
    await expect(as(before, player(family), SETVAL)).resolves.toBeDefined()
  })

  it.each<[string, () => Promise<Caller>]>([
    ['anon', () => Promise.resolve(ANON)],
    ['authenticated', async () => player(await createFamily(db))],
  ])('refuse setval, nextval and currval to %s', async (_, caller) => {
    const who = await caller()
    for (const sql of [
      SETVAL,
      `select nextval('public.game_scores_id_seq')`,
      `select last_value from public.game_scores_id_seq`,
    ]) {
      await expect(as(db, who, sql)).rejects.toThrow(/permission denied/)
    }
  })

  it('leave no privilege on any sequence to the API roles', async () => {
    const rows = await db.query<{ seq: string; role: string }>(
      `select format('%I.%I', n.nspname, c.relname) as seq, r.rolname as role
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       cross join (values ('anon'), ('authenticated')) r(rolname)
       where c.relkind = 'S'
         and (has_sequence_privilege(r.rolname, c.oid, 'USAGE')
           or has_sequence_privilege(r.rolname, c.oid, 'SELECT')
           or has_sequence_privilege(r.rolname, c.oid, 'UPDATE'))`,
    )
    expect(rows).toEqual([])
  })

  it('still let a round be scored (written by the owner)', async () => {
    const child = await createChild(db)
    await expect(play(db, child, 'quiz', 12)).resolves.toMatchObject({
      points: 12,
    })
  })
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

/** Five wrong PINs, then the minutes the lock holds (0 when not locked). */
async function lockMinutes(d: Db, family: string): Promise<number> {
  for (let i = 0; i < 5; i += 1) {
    expect(await verifyPin(d, family, '0000')).toBe(false)
  }
  const [row] = await d.query<{ minutes: number }>(
    `select coalesce(round(extract(epoch from locked_until - now()) / 60), 0)::int
       as minutes
     from private.family_pins where family_id = $1`,
    [family],
  )
  return row?.minutes ?? 0
}

/** Lets the lock run out, as if its time had passed. */
const expire = (d: Db, family: string) =>
  d.query(
    `update private.family_pins set locked_until = now() - interval '1 second'
     where family_id = $1`,
    [family],
  )

async function successiveLocks(d: Db, count: number): Promise<number[]> {
  const family = await createFamily(d)
  await setPin(d, family, '4826')
  const minutes: number[] = []
  for (let i = 0; i < count; i += 1) {
    minutes.push(await lockMinutes(d, family))
    await expect(verifyPin(d, family, '4826')).rejects.toMatchObject({
      code: 'PT429',
    })
    await expect(verifyPin(d, family, '0000')).rejects.toMatchObject({
      code: 'PT429',
    })
    await expire(d, family)
  }
  return minutes
}

describe('the parent PIN lock', () => {
  it('locked for 15 minutes every time before the hardening (the weakness)', async () => {
    expect(await successiveLocks(before, 3)).toEqual([15, 15, 15])
  })

  it('doubles with each lock, up to 24 hours', async () => {
    expect(await successiveLocks(db, 9)).toEqual([
      15, 30, 60, 120, 240, 480, 960, 1440, 1440,
    ])
  })

  it('starts again at 15 minutes only after a correct PIN', async () => {
    const family = await createFamily(db)
    await setPin(db, family, '4826')
    expect(await lockMinutes(db, family)).toBe(15)
    await expire(db, family)
    // The lock ran out, but the count of locks is kept: the next is longer.
    expect(await lockMinutes(db, family)).toBe(30)
    await expire(db, family)
    expect(await verifyPin(db, family, '4826')).toBe(true)
    expect(await lockMinutes(db, family)).toBe(15)
  })

  it('starts again at 15 minutes once a new PIN replaces the guessed one', async () => {
    const family = await createFamily(db)
    await setPin(db, family, '4826')
    expect(await lockMinutes(db, family)).toBe(15)
    await expire(db, family)
    expect(await lockMinutes(db, family)).toBe(30)
    await expire(db, family)
    // What reset_parent_pin writes after the parent has signed in again.
    await db.query(
      `update private.family_pins
       set pin_hash = extensions.crypt('1357', extensions.gen_salt('bf', 8)),
         failed_attempts = 0, locked_until = null
       where family_id = $1`,
      [family],
    )
    expect(await lockMinutes(db, family)).toBe(15)
  })

  it('counts a wrong current PIN when changing it', async () => {
    const family = await createFamily(db)
    await setPin(db, family, '4826')
    expect(await lockMinutes(db, family)).toBe(15)
    await expire(db, family)
    for (let i = 0; i < 5; i += 1) {
      const [row] = await as<{ ok: boolean }>(
        db,
        player(family),
        'select public.set_parent_pin($1, $2) as ok',
        ['1111', '9999'],
      )
      expect(row?.ok).toBe(false)
    }
    await expect(verifyPin(db, family, '4826')).rejects.toMatchObject({
      code: 'PT429',
    })
  })
})

const ZWSP = '\u200b'
const RLO = '\u202e'
const ZWNJ = '\u200c'

const addName = async (d: Db, name: string) =>
  addChild(d, await createFamily(d), name)

describe('fun names', () => {
  it('could hide characters and full-width digits before the hardening (the weakness)', async () => {
    await expect(addName(before, `Brave${ZWSP}Tiger`)).resolves.toBeDefined()
    await expect(addName(before, '９８７６５４３２１０')).resolves.toBeDefined()
  })

  it.each([
    ['a zero-width space', `Brave${ZWSP}Tiger`, 'hidden'],
    ['a right-to-left override', `Tiger${RLO}Brave`, 'hidden'],
    ['a zero-width space between Telugu letters', `పులి${ZWSP}రాజు`, 'hidden'],
    ['a ZWNJ after a Latin letter', `Brave${ZWNJ}Tiger`, 'hidden'],
    ['full-width digits', 'Kid ９８７６５４３２１０', 'phone'],
    ['Telugu digits', 'Kid ౯౮౭౬౫౪౩౨', 'phone'],
    ['a control character', 'Brave\u0085Tiger', 'control'],
  ])('refuse %s', async (_, name, rule) => {
    await expect(addName(db, name)).rejects.toMatchObject({
      code: 'VK006',
      message: `fun_name_not_allowed: ${rule}`,
    })
  })

  it('accept a Telugu name with a ZWNJ between Telugu letters', async () => {
    const name = `పాప్${ZWNJ}కార్న్ పులి`
    const child = await addName(db, name)
    expect(child.funName).toBe(name)
  })

  it('are stored in NFKC, so a full-width twin is taken', async () => {
    const child = await addName(db, 'ＳｕｎｎｙＰｅａｃｏｃｋ')
    expect(child.funName).toBe('SunnyPeacock')
    await expect(addName(db, 'sunnypeacock')).rejects.toMatchObject({
      code: 'VK004',
    })
    const [row] = await as<{ free: boolean }>(
      db,
      ANON,
      'select public.username_available($1) as free',
      ['ＳＵＮＮＹpeacock'],
    )
    expect(row?.free).toBe(false)
  })

  it('refuse a hidden character in a renamed child too', async () => {
    const child = await createChild(db)
    await expect(
      as(
        db,
        player(child.family),
        'select * from public.update_child_profile($1, $2)',
        [child.id, JSON.stringify({ fun_name: `Sly${ZWSP}Fox` })],
      ),
    ).rejects.toMatchObject({ message: 'fun_name_not_allowed: hidden' })
  })
})
