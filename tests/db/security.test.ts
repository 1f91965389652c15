import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  ageSession,
  ANON,
  as,
  createUser,
  openTestDatabase,
  play,
  player,
  type Db,
} from './harness'

let db: Db
let alice: string
let bob: string

beforeAll(async () => {
  db = await openTestDatabase()
  alice = (await createUser(db, 'AliceTiger')).id
  bob = (await createUser(db, 'BobElephant')).id
  await play(db, alice, 'quiz', 12)
  await play(db, bob, 'story', 1)
})
afterAll(async () => {
  await db.close()
})

const TABLES = [
  'profiles',
  'game_scores',
  'user_achievements',
  'player_stats',
  'game_sessions',
]

describe('anon', () => {
  it('can read the leaderboard', async () => {
    const rows = await as(db, ANON, 'select * from public.get_leaderboard()')
    expect(rows.map((row) => row.username)).toEqual([
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
    [`select public.start_game('quiz')`],
    [`select * from public.finish_game(gen_random_uuid(), 5)`],
    [`select * from public.get_my_rank()`],
  ])('cannot call %s', async (sql) => {
    await expect(as(db, ANON, sql)).rejects.toThrow(/permission denied/)
  })

  it('cannot call the private helpers', async () => {
    await expect(
      as(db, ANON, `select private.game_points('quiz', 12)`),
    ).rejects.toThrow(/permission denied/)
  })
})

describe('a signed-in player', () => {
  it.each([
    ['game_scores', 'user_id'],
    ['user_achievements', 'user_id'],
    ['player_stats', 'user_id'],
    ['profiles', 'id'],
  ])('reads only their own rows of %s', async (table, column) => {
    const rows = await as(
      db,
      player(bob),
      `select ${column} as owner from public.${table}`,
    )
    expect(rows.length).toBeGreaterThan(0)
    expect(new Set(rows.map((row) => row.owner))).toEqual(new Set([bob]))
  })

  it('cannot read game sessions at all, not even their own', async () => {
    await expect(
      as(db, player(bob), 'select * from public.game_sessions'),
    ).rejects.toThrow(/permission denied/)
  })

  it.each([
    [
      `insert into public.game_scores (user_id, game_type, score) values ($1, 'quiz', 12)`,
    ],
    [`update public.game_scores set score = 999 where user_id = $1`],
    [`delete from public.game_scores where user_id = $1`],
    [
      `insert into public.user_achievements (user_id, achievement_id) values ($1, 'heritage_master')`,
    ],
    [`delete from public.user_achievements where user_id = $1`],
    [`update public.player_stats set total_score = 9999 where user_id = $1`],
    [
      `insert into public.game_sessions (user_id, game_type) values ($1, 'quiz')`,
    ],
    [`update public.profiles set username = 'Hacker' where id = $1`],
  ])('cannot write directly: %s', async (sql) => {
    await expect(as(db, player(bob), sql, [bob])).rejects.toThrow(
      /permission denied/,
    )
  })

  it("cannot finish another player's session", async () => {
    const [row] = await as<{ id: string }>(
      db,
      player(alice),
      `select public.start_game('story') as id`,
    )
    await ageSession(db, row!.id, 60)
    await expect(
      as(db, player(bob), 'select * from public.finish_game($1, 1)', [row!.id]),
    ).rejects.toThrow(/session_not_found/)
    // Alice still can: Bob's attempt changed nothing.
    const [result] = await as(
      db,
      player(alice),
      'select * from public.finish_game($1, 1)',
      [row!.id],
    )
    expect(result).toMatchObject({ points: 3 })
  })

  it('cannot call the private helpers', async () => {
    await expect(
      as(db, player(bob), `select private.username_problem('x')`),
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
    expect(rows.length).toBeGreaterThanOrEqual(6)
    for (const row of rows) {
      expect(row.config, row.name).toContain('search_path=""')
    }
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
