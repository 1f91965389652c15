import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  addChild,
  as,
  createChild,
  createFamily,
  openTestDatabase,
  play,
  player,
  type Child,
  type Db,
} from './harness'

let db: Db

beforeAll(async () => {
  db = await openTestDatabase()
})
afterAll(async () => {
  await db.close()
})

const call = <T extends Record<string, unknown>>(
  family: string,
  sql: string,
  params?: unknown[],
) => as<T>(db, player(family), sql, params)

const setPin = async (family: string, pin: string, current?: string) =>
  (
    await call<{ ok: boolean }>(
      family,
      'select public.set_parent_pin($1, $2) as ok',
      [pin, current ?? null],
    )
  )[0]?.ok

const verifyPin = async (family: string, pin: string) =>
  (
    await call<{ ok: boolean }>(
      family,
      'select public.verify_parent_pin($1) as ok',
      [pin],
    )
  )[0]?.ok

/** Closes the grown-up window, as if its 30 minutes had passed. */
const closeWindow = (family: string) =>
  db.query(
    `update private.family_pins set grown_up_until = now() - interval '1 second'
     where family_id = $1`,
    [family],
  )

const update = (child: Child, changes: Record<string, unknown>) =>
  call(child.family, 'select * from public.update_child_profile($1, $2)', [
    child.id,
    JSON.stringify(changes),
  ])

/**
 * Every row in any table of public, private or auth that still names one of
 * `ids` in a profile_id, family_id, user_id or id column.
 */
async function rowsNaming(ids: string[]): Promise<string[]> {
  const columns = await db.query<{ table: string; column: string }>(
    `select format('%I.%I', n.nspname, c.relname) as table, a.attname as column
     from pg_attribute a
     join pg_class c on c.oid = a.attrelid
     join pg_namespace n on n.oid = c.relnamespace
     join pg_type t on t.oid = a.atttypid
     where n.nspname in ('public', 'private', 'auth') and c.relkind = 'r'
       and a.attnum > 0 and not a.attisdropped and t.typname = 'uuid'
       and a.attname in ('id', 'profile_id', 'family_id', 'user_id')`,
  )
  expect(columns.length).toBeGreaterThanOrEqual(8)
  const found: string[] = []
  for (const { table, column } of columns) {
    const [row] = await db.query<{ n: number }>(
      `select count(*)::int as n from ${table} where "${column}" = any($1::uuid[])`,
      [ids],
    )
    if (row && row.n > 0) found.push(`${table}.${column}: ${row.n}`)
  }
  return found
}

describe('the parent PIN', () => {
  it('is kept only as a salted bcrypt hash', async () => {
    const a = await createFamily(db)
    const b = await createFamily(db)
    expect(await setPin(a, '2468')).toBe(true)
    expect(await setPin(b, '2468')).toBe(true)
    const rows = await db.query<{ pin_hash: string }>(
      'select pin_hash from private.family_pins where family_id = any($1)',
      [[a, b]],
    )
    expect(rows).toHaveLength(2)
    for (const { pin_hash } of rows) {
      expect(pin_hash).toMatch(/^\$2a\$08\$/)
      expect(pin_hash).not.toContain('2468')
    }
    expect(rows[0]?.pin_hash).not.toBe(rows[1]?.pin_hash)
    const [family] = await call(a, 'select * from public.get_family()')
    expect(family).toMatchObject({ has_pin: true })
    expect(JSON.stringify(family)).not.toContain('$2a$')
  })

  it('verifies the right PIN and not a wrong one', async () => {
    const family = await createFamily(db)
    expect(await verifyPin(family, '1357')).toBe(false)
    await setPin(family, '1357')
    expect(await verifyPin(family, '1357')).toBe(true)
    expect(await verifyPin(family, '7531')).toBe(false)
    expect(await verifyPin(family, '13570')).toBe(false)
    expect(await verifyPin(family, '1357')).toBe(true)
  })

  it('locks for 15 minutes after 5 wrong tries in a row, even the right PIN', async () => {
    const family = await createFamily(db)
    await setPin(family, '9090')
    for (let i = 0; i < 4; i += 1)
      expect(await verifyPin(family, '0000')).toBe(false)
    // A right PIN resets the count.
    expect(await verifyPin(family, '9090')).toBe(true)
    for (let i = 0; i < 5; i += 1)
      expect(await verifyPin(family, '0000')).toBe(false)
    await expect(verifyPin(family, '9090')).rejects.toMatchObject({
      code: 'PT429',
      message: 'pin_locked',
    })
    await expect(setPin(family, '1111', '9090')).rejects.toMatchObject({
      code: 'PT429',
    })
    const [lock] = await db.query<{ minutes: number }>(
      `select round(extract(epoch from locked_until - now()) / 60)::int as minutes
       from private.family_pins where family_id = $1`,
      [family],
    )
    expect(lock?.minutes).toBe(15)
    await db.query(
      `update private.family_pins set locked_until = now() - interval '1 second'
       where family_id = $1`,
      [family],
    )
    expect(await verifyPin(family, '9090')).toBe(true)
  })

  it('needs the current PIN to change it, and counts a wrong one', async () => {
    const family = await createFamily(db)
    await setPin(family, '1234')
    expect(await setPin(family, '5678')).toBe(false)
    expect(await setPin(family, '5678', '4321')).toBe(false)
    expect(await verifyPin(family, '1234')).toBe(true)
    expect(await setPin(family, '5678', '1234')).toBe(true)
    expect(await verifyPin(family, '1234')).toBe(false)
    expect(await verifyPin(family, '5678')).toBe(true)
    const [row] = await db.query<{ failed_attempts: number }>(
      'select failed_attempts from private.family_pins where family_id = $1',
      [family],
    )
    expect(row?.failed_attempts).toBe(0)
  })

  it('can be reset without the old one only right after a fresh sign-in', async () => {
    const family = await createFamily(db)
    await setPin(family, '1111')
    for (let i = 0; i < 5; i += 1) await verifyPin(family, '0000')
    /** reset_parent_pin with the sign-in methods the token would carry. */
    const reset = async (amr: unknown) => {
      await db.exec('begin')
      try {
        await db.query(`select set_config('request.jwt.claims', $1, true)`, [
          JSON.stringify({ role: 'authenticated', sub: family, amr }),
        ])
        await db.exec('set local role authenticated')
        await db.query(`select public.reset_parent_pin('2222')`)
        await db.exec('commit')
      } catch (error) {
        await db.exec('rollback')
        throw error
      }
    }
    const now = Math.floor(Date.now() / 1000)
    for (const amr of [
      undefined,
      [],
      [{ method: 'password', timestamp: now - 11 * 60 }],
      [{ method: 'otp', timestamp: now }],
      [{ method: 'password', timestamp: 'now' }],
    ]) {
      await expect(reset(amr), JSON.stringify(amr)).rejects.toMatchObject({
        code: 'VK005',
        message: 'recent_sign_in_required',
      })
    }
    await reset([
      { method: 'password', timestamp: now - 3600 },
      { method: 'oauth', timestamp: now - 60 },
    ])
    // The lock is gone with the old PIN.
    expect(await verifyPin(family, '1111')).toBe(false)
    expect(await verifyPin(family, '2222')).toBe(true)
  })

  it.each(['123', '12345', 'abcd', '12 4', ''])(
    'refuses %j as a PIN',
    async (pin) => {
      const family = await createFamily(db)
      await expect(setPin(family, pin)).rejects.toMatchObject({
        code: 'VK006',
        message: 'invalid_pin',
      })
    },
  )
})

describe('the grown-up window', () => {
  it('lets a family without a PIN change things (a new family adding its first child)', async () => {
    const child = await createChild(db)
    expect(await update(child, { avatar: 'swan' })).toMatchObject([
      { avatar: 'swan' },
    ])
  })

  it('refuses changes once it has closed, until the PIN is given again', async () => {
    const child = await createChild(db)
    await setPin(child.family, '2580')
    // Setting the PIN opened it.
    await update(child, { avatar: 'deer' })
    await closeWindow(child.family)
    for (const attempt of [
      () => update(child, { fun_name: 'Renamed' }),
      () => addChild(db, child.family),
      () =>
        call(child.family, 'select public.delete_child_profile($1)', [
          child.id,
        ]),
      () => call(child.family, 'select public.delete_family_account()'),
    ]) {
      await expect(attempt()).rejects.toMatchObject({
        code: 'VK005',
        message: 'pin_required',
      })
    }
    expect(await verifyPin(child.family, '0000')).toBe(false)
    await expect(update(child, { avatar: 'cow' })).rejects.toMatchObject({
      code: 'VK005',
    })
    expect(await verifyPin(child.family, '2580')).toBe(true)
    expect(await update(child, { avatar: 'cow' })).toMatchObject([
      { avatar: 'cow' },
    ])
    // Playing never needs it.
    await closeWindow(child.family)
    expect((await play(db, child, 'story', 1)).points).toBe(3)
  })
})

describe('update_child_profile', () => {
  it('changes what it is given and keeps the rest', async () => {
    const family = await createFamily(db)
    const [made] = await call<{ id: string }>(
      family,
      `select id from public.add_child_profile('ChangingChital', 'deer', '5-7')`,
    )
    const child = { id: made!.id, family, funName: 'ChangingChital' }
    expect(await update(child, { fun_name: 'GrownChital' })).toMatchObject([
      { fun_name: 'GrownChital', avatar: 'deer', age_band: '5-7' },
    ])
    expect(
      await update(child, { age_band: null, hidden_from_leaderboard: true }),
    ).toMatchObject([
      {
        fun_name: 'GrownChital',
        age_band: null,
        hidden_from_leaderboard: true,
      },
    ])
    // Its own name in another case is not "taken".
    expect(await update(child, { fun_name: 'grownchital' })).toMatchObject([
      { fun_name: 'grownchital' },
    ])
  })

  it.each([
    [{ fun_name: 'me@example.org' }, 'VK006', 'fun_name_not_allowed: email'],
    [{ fun_name: 12 }, 'VK006', 'fun_name_not_allowed: too_short'],
    [{ avatar: 'unicorn' }, 'VK006', 'invalid_avatar'],
    [{ age_band: '0-3' }, 'VK006', 'invalid_age_band'],
    [
      { hidden_from_leaderboard: 'yes' },
      'VK006',
      'invalid_changes: hidden_from_leaderboard',
    ],
    [
      { family_id: '00000000-0000-4000-8000-000000000001' },
      'VK006',
      'invalid_changes: family_id',
    ],
    [{ fun_name: 'TakenTapir' }, 'VK004', 'fun_name_taken'],
  ])('refuses %j', async (changes, code, message) => {
    await createChild(db, 'TakenTapir').catch(() => undefined)
    const child = await createChild(db)
    await expect(update(child, changes)).rejects.toMatchObject({
      code,
      message,
    })
    const [row] = await db.query(
      'select fun_name, family_id from public.child_profiles where id = $1',
      [child.id],
    )
    expect(row).toEqual({ fun_name: child.funName, family_id: child.family })
  })
})

describe('deleting', () => {
  it('a child profile takes all of its rows with it and leaves the sibling', async () => {
    const gone = await createChild(db, 'GoneGecko')
    const sibling = await addChild(db, gone.family, 'StayingStork')
    await play(db, gone, 'quiz', 12)
    await play(db, gone, 'memory', 10)
    await play(db, sibling, 'story', 1)
    // An open session too.
    await call(gone.family, `select public.start_game($1, 'quiz')`, [gone.id])
    await call(gone.family, 'select public.delete_child_profile($1)', [gone.id])
    expect(await rowsNaming([gone.id])).toEqual([])
    const [stats] = await db.query(
      'select total_score from public.player_stats where profile_id = $1',
      [sibling.id],
    )
    expect(stats).toEqual({ total_score: 3 })
    expect(
      (
        await as(
          db,
          { role: 'anon' },
          'select fun_name from public.get_leaderboard(100)',
        )
      ).map((row) => row.fun_name),
    ).not.toContain('GoneGecko')
  })

  it('the account deletes every row of the family and the sign-in, at once', async () => {
    const first = await createChild(db, 'LeavingLangur')
    const second = await addChild(db, first.family, 'LeavingLoris')
    const other = await createChild(db, 'StayingSeal')
    await setPin(first.family, '1470')
    await play(db, first, 'quiz', 7)
    await play(db, second, 'story', 1)
    await play(db, other, 'story', 1)
    await call(first.family, 'select public.delete_family_account()')
    expect(await rowsNaming([first.family, first.id, second.id])).toEqual([])
    const [user] = await db.query<{ n: number }>(
      'select count(*)::int as n from auth.users where id = $1',
      [first.family],
    )
    expect(user?.n).toBe(0)
    // Another family is untouched.
    expect(
      await db.query(
        'select total_score from public.player_stats where profile_id = $1',
        [other.id],
      ),
    ).toEqual([{ total_score: 3 }])
    // A call with the old session finds no family any more.
    await expect(
      call(first.family, 'select * from public.get_family()'),
    ).rejects.toMatchObject({ code: 'VK001' })
  })
})

describe('the grown-ups area reads', () => {
  it('get_family gives the parent side; the children come from child_profiles', async () => {
    const child = await createChild(db, 'ReadingRhino')
    const [family] = await call(
      child.family,
      'select * from public.get_family()',
    )
    expect(family).toMatchObject({
      parent_email: expect.stringMatching(/@example\.org$/) as unknown,
      policy_version: '2026-11-25',
      has_pin: false,
    })
    expect(family?.consent_at).toBeInstanceOf(Date)
  })

  it('get_family_report gives each child their own totals, rounds and dated badges', async () => {
    const a = await createChild(db, 'ReportRobin')
    const b = await addChild(db, a.family, 'ReportRaven')
    await play(db, a, 'quiz', 12)
    await play(db, a, 'quiz', 5)
    await play(db, a, 'memory', 20)
    // A round from 9 weeks ago: counted in the totals, not in recent rounds.
    await db.query(
      `insert into public.game_scores (profile_id, game_type, score, created_at)
       values ($1, 'story', 3, now() - interval '9 weeks')`,
      [a.id],
    )
    const [row] = await call<{ r: Record<string, unknown>[] }>(
      a.family,
      'select public.get_family_report() as r',
    )
    const [ra, rb] = row!.r
    expect(ra).toMatchObject({
      profile: { id: a.id, fun_name: 'ReportRobin', avatar: 'peacock' },
      stats: {
        total_score: 12 + 5 + 4,
        quiz_best: 12,
        memory_best: 20,
        games_completed: 3,
        completed_game_types: ['quiz', 'memory'],
      },
      rounds_by_game: { quiz: 2, memory: 1, story: 1 },
    })
    expect((ra!.badges as { id: string }[]).map((x) => x.id)).toEqual([
      'heritage_explorer',
      'cultural_scholar',
    ])
    expect(
      (ra!.recent_rounds as Record<string, unknown>[]).map((x) => [
        x.game_type,
        x.value,
        x.points,
      ]),
    ).toEqual([
      ['quiz', 12, 12],
      ['quiz', 5, 5],
      ['memory', 20, 4],
    ])
    expect(typeof ra!.last_played_at).toBe('string')
    expect(rb).toMatchObject({
      profile: { id: b.id, fun_name: 'ReportRaven' },
      stats: null,
      badges: [],
      rounds_by_game: {},
      last_played_at: null,
      recent_rounds: [],
    })
  })

  it("export_family_data has the parent's e-mail and consent, every child and every round, and no hash", async () => {
    const child = await createChild(db, 'ExportEagle')
    await setPin(child.family, '3698')
    await play(db, child, 'hero_match', 1)
    await play(db, child, 'memory', 9)
    const [row] = await call<{ d: Record<string, unknown> }>(
      child.family,
      'select public.export_family_data() as d',
    )
    const data = row!.d
    expect(data.parent).toMatchObject({
      email: expect.stringMatching(/@example\.org$/) as unknown,
      policy_version: '2026-11-25',
      has_pin: true,
    })
    expect(data.children).toMatchObject([
      {
        profile: { id: child.id, fun_name: 'ExportEagle' },
        badges: [{ id: 'heritage_explorer' }],
        rounds: [
          { game_type: 'hero_match', value: 1, points: 4 },
          { game_type: 'memory', value: 9, points: 15 },
        ],
      },
    ])
    // Neither the hash nor the PIN as a value (the digits alone can occur
    // inside a random uuid or a timestamp, so match them as a whole value).
    expect(JSON.stringify(data)).not.toMatch(/\$2a\$|pin_hash|[":]3698["},]/)
  })
})
