import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  addChild,
  ageSession,
  ANON,
  as,
  createChild,
  openTestDatabase,
  play,
  player,
  type Child,
  type Db,
} from './harness'

let db: Db
// Two families: the Ahujas with two children, the Bhats with one.
let aliceA: Child
let arjunA: Child
let bobB: Child

beforeAll(async () => {
  db = await openTestDatabase()
  aliceA = await createChild(db, 'AliceTiger')
  arjunA = await addChild(db, aliceA.family, 'ArjunOwl')
  bobB = await createChild(db, 'BobElephant')
  await play(db, aliceA, 'quiz', 12)
  await play(db, arjunA, 'memory', 10)
  await play(db, bobB, 'story', 1)
})
afterAll(async () => {
  await db.close()
})

const TABLES = [
  'families',
  'child_profiles',
  'game_scores',
  'user_achievements',
  'player_stats',
  'game_sessions',
]

describe('anon', () => {
  it('can read the leaderboard', async () => {
    const rows = await as(db, ANON, 'select * from public.get_leaderboard()')
    // Memory in 10 moves: 14 points; the full quiz: 12; a story: 3.
    expect(rows.map((row) => row.fun_name)).toEqual([
      'ArjunOwl',
      'AliceTiger',
      'BobElephant',
    ])
  })

  it.each(TABLES)('cannot read or write %s', async (table) => {
    await expect(as(db, ANON, `select * from public.${table}`)).rejects.toThrow(
      /permission denied/,
    )
    await expect(as(db, ANON, `delete from public.${table}`)).rejects.toThrow(
      /permission denied/,
    )
  })

  it.each([
    [`select public.start_game(gen_random_uuid(), 'quiz')`],
    [`select * from public.finish_game(gen_random_uuid(), 5)`],
    [`select * from public.get_my_rank(gen_random_uuid())`],
    [`select * from public.get_family()`],
    [`select public.add_child_profile('SneakySnake', 'cow')`],
    [`select public.update_child_profile(gen_random_uuid(), '{}')`],
    [`select public.delete_child_profile(gen_random_uuid())`],
    [`select public.delete_family_account()`],
    [`select public.set_parent_pin('1234')`],
    [`select public.verify_parent_pin('1234')`],
    [`select public.reset_parent_pin('1234')`],
    [`select public.give_parent_consent('2026-11-25')`],
    [`select public.get_family_report()`],
    [`select public.export_family_data()`],
  ])('cannot call %s', async (sql) => {
    await expect(as(db, ANON, sql)).rejects.toThrow(/permission denied/)
  })

  it('cannot call the private helpers', async () => {
    await expect(
      as(db, ANON, `select private.game_points('quiz', 12)`),
    ).rejects.toThrow(/permission denied/)
  })
})

describe('a signed-in family', () => {
  it.each([
    ['game_scores', 'profile_id'],
    ['user_achievements', 'profile_id'],
    ['player_stats', 'profile_id'],
    ['child_profiles', 'id'],
  ])(
    "reads its own children's rows of %s and nobody else's",
    async (table, column) => {
      const rows = await as(
        db,
        player(aliceA.family),
        `select ${column} as owner from public.${table}`,
      )
      expect(new Set(rows.map((row) => row.owner))).toEqual(
        new Set([aliceA.id, arjunA.id]),
      )
      const bobs = await as(
        db,
        player(bobB.family),
        `select ${column} as owner from public.${table}`,
      )
      expect(new Set(bobs.map((row) => row.owner))).toEqual(new Set([bobB.id]))
    },
  )

  it('reads its own family row only', async () => {
    const rows = await as(
      db,
      player(bobB.family),
      'select id from public.families',
    )
    expect(rows).toEqual([{ id: bobB.family }])
  })

  it('cannot read game sessions at all, not even its own', async () => {
    await expect(
      as(db, player(bobB.family), 'select * from public.game_sessions'),
    ).rejects.toThrow(/permission denied/)
  })

  it('cannot read the PIN hashes', async () => {
    await as(db, player(bobB.family), `select public.set_parent_pin('4321')`)
    await expect(
      as(db, player(bobB.family), 'select * from private.family_pins'),
    ).rejects.toThrow(/permission denied/)
  })

  it.each([
    [
      `insert into public.game_scores (profile_id, game_type, score) values ($1, 'quiz', 12)`,
    ],
    [`update public.game_scores set score = 999 where profile_id = $1`],
    [`delete from public.game_scores where profile_id = $1`],
    [
      `insert into public.user_achievements (profile_id, achievement_id) values ($1, 'heritage_master')`,
    ],
    [`delete from public.user_achievements where profile_id = $1`],
    [`update public.player_stats set total_score = 9999 where profile_id = $1`],
    [
      `insert into public.game_sessions (profile_id, game_type) values ($1, 'quiz')`,
    ],
    [`update public.child_profiles set fun_name = 'Hacker' where id = $1`],
    [`update public.child_profiles set family_id = family_id where id = $1`],
    [`delete from public.child_profiles where id = $1`],
    [
      `insert into public.child_profiles (family_id, fun_name, avatar) select family_id, 'Twin', 'cow' from public.child_profiles where id = $1`,
    ],
    [
      `update public.families set consent_at = null where id = (select family_id from public.child_profiles where id = $1)`,
    ],
  ])('cannot write directly, even its own rows: %s', async (sql) => {
    await expect(as(db, player(bobB.family), sql, [bobB.id])).rejects.toThrow(
      /permission denied/,
    )
  })

  it("cannot finish another family's session", async () => {
    const [row] = await as<{ id: string }>(
      db,
      player(aliceA.family),
      `select public.start_game($1, 'story') as id`,
      [aliceA.id],
    )
    await ageSession(db, row!.id, 60)
    await expect(
      as(db, player(bobB.family), 'select * from public.finish_game($1, 1)', [
        row!.id,
      ]),
    ).rejects.toThrow(/session_not_found/)
    // Alice's family still can: Bob's attempt changed nothing.
    const [result] = await as(
      db,
      player(aliceA.family),
      'select * from public.finish_game($1, 1)',
      [row!.id],
    )
    expect(result).toMatchObject({ points: 3 })
  })

  it.each([
    [`select public.start_game($1, 'quiz')`],
    [`select * from public.get_my_rank($1)`],
    [`select public.update_child_profile($1, '{"fun_name": "Stolen"}')`],
    [
      `select public.update_child_profile($1, '{"hidden_from_leaderboard": true}')`,
    ],
    [`select public.delete_child_profile($1)`],
  ])("cannot reach another family's child: %s", async (sql) => {
    await expect(
      as(db, player(bobB.family), sql, [aliceA.id]),
    ).rejects.toMatchObject({ code: 'VK002', message: 'profile_not_found' })
    const [still] = await db.query(
      'select fun_name, hidden_from_leaderboard from public.child_profiles where id = $1',
      [aliceA.id],
    )
    expect(still).toEqual({
      fun_name: 'AliceTiger',
      hidden_from_leaderboard: false,
    })
  })

  it("sees no trace of another family's children in its report or export", async () => {
    const [report] = await as<{ r: unknown }>(
      db,
      player(bobB.family),
      'select public.get_family_report() as r',
    )
    const [data] = await as<{ d: unknown }>(
      db,
      player(bobB.family),
      'select public.export_family_data() as d',
    )
    for (const text of [JSON.stringify(report?.r), JSON.stringify(data?.d)]) {
      expect(text).toContain(bobB.id)
      expect(text).not.toContain(aliceA.id)
      expect(text).not.toContain(arjunA.id)
      expect(text).not.toContain('AliceTiger')
    }
  })

  it('cannot call the private helpers', async () => {
    await expect(
      as(db, player(bobB.family), `select private.username_problem('x')`),
    ).rejects.toThrow(/permission denied/)
  })
})

describe('function hygiene', () => {
  it('every SECURITY DEFINER function pins search_path to empty', async () => {
    const rows = await db.query<{ name: string; config: string[] | null }>(
      `select p.proname as name, p.proconfig as config
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname in ('public', 'private') and p.prosecdef`,
    )
    expect(rows.length).toBeGreaterThanOrEqual(16)
    for (const row of rows) {
      expect(row.config, row.name).toContain('search_path=""')
    }
  })

  it('every function in public and private pins search_path to empty', async () => {
    const rows = await db.query<{ name: string; config: string[] | null }>(
      `select n.nspname || '.' || p.proname as name, p.proconfig as config
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname in ('public', 'private')`,
    )
    for (const row of rows) {
      expect(row.config, row.name).toContain('search_path=""')
    }
  })

  it('only the intended functions are callable by anon', async () => {
    const rows = await db.query<{ name: string }>(
      `select p.proname as name
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname in ('public', 'private')
         and has_function_privilege('anon', p.oid, 'execute')
       order by 1`,
    )
    expect(rows.map((row) => row.name)).toEqual([
      'get_leaderboard',
      'username_available',
    ])
  })

  it('row-level security is on for every table in public', async () => {
    const rows = await db.query<{ name: string; rls: boolean }>(
      `select c.relname as name, c.relrowsecurity as rls
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind = 'r'`,
    )
    expect(rows.map((row) => row.name).sort()).toEqual([...TABLES].sort())
    expect(rows.filter((row) => !row.rls)).toEqual([])
  })

  it('no view or materialized view in public', async () => {
    const rows = await db.query(
      `select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind in ('v', 'm')`,
    )
    expect(rows).toEqual([])
  })
})

describe('the puzzles cannot be used to cheat', () => {
  it.each(['Jigsaw', 'jigsaw ', 'word-search', 'wordSearch', 'puzzle', ''])(
    'start_game refuses the look-alike game type %j',
    async (game) => {
      await expect(
        as(db, player(bobB.family), 'select public.start_game($1, $2)', [
          bobB.id,
          game,
        ]),
      ).rejects.toThrow(/invalid_game_type/)
    },
  )

  it('anon cannot start a puzzle', async () => {
    await expect(
      as(db, ANON, `select public.start_game($1, 'jigsaw')`, [bobB.id]),
    ).rejects.toThrow(/permission denied/)
  })

  it.each([
    // A quick game claiming a big puzzle's value, and the other way round.
    ['story', 25],
    ['festival_match', 8],
    ['jigsaw', 1],
    ['jigsaw', 12],
    ['jigsaw', 999],
    ['word_search', 12],
    ['word_search', 25],
  ])('a %s session cannot be finished with %i', async (game, value) => {
    const [row] = await as<{ id: string }>(
      db,
      player(bobB.family),
      'select public.start_game($1, $2) as id',
      [bobB.id, game],
    )
    await ageSession(db, row!.id, 60)
    await expect(
      as(
        db,
        player(bobB.family),
        'select * from public.finish_game($1, $2::integer)',
        [row!.id, value],
      ),
    ).rejects.toThrow(/invalid_value/)
  })

  it('cannot write a puzzle score or session directly', async () => {
    for (const sql of [
      `insert into public.game_scores (profile_id, game_type, score) values ($1, 'jigsaw', 8)`,
      `insert into public.game_sessions (profile_id, game_type) values ($1, 'word_search')`,
    ]) {
      await expect(as(db, player(bobB.family), sql, [bobB.id])).rejects.toThrow(
        /permission denied/,
      )
    }
  })

  it('puzzles alone never make a Heritage Master', async () => {
    const child = await createChild(db)
    for (const [game, value] of [
      ['jigsaw', 9],
      ['jigsaw', 16],
      ['jigsaw', 25],
      ['word_search', 6],
      ['word_search', 8],
    ] as const) {
      await play(db, child, game, value)
    }
    const badges = await db.query(
      'select achievement_id from public.user_achievements where profile_id = $1',
      [child.id],
    )
    expect(badges).toEqual([{ achievement_id: 'heritage_explorer' }])
  })
})
