import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  ageSession,
  ANON,
  applyMigrations,
  as,
  openTestDatabase,
  play,
  player,
  type Db,
  type Row,
} from './harness'

/**
 * 20261125120000_family_accounts.sql on a database with players: the data is
 * made under the OLD schema (every migration before it, the old RPCs), then
 * the family migration runs, and every old player must be a family with one
 * child profile with the same id, name, totals, badges, scores and rank.
 */

const FAMILY_MIGRATION = '20261125120000'
const BEFORE_FAMILIES = '20261125119999'

let db: Db

type OldUser = { id: string; username: string }
const users: OldUser[] = []

async function oldUser(username?: string): Promise<OldUser> {
  const meta = username === undefined ? {} : { username }
  const [row] = await db.query<{ id: string }>(
    `insert into auth.users (email, raw_user_meta_data)
     values ($1, $2::jsonb) returning id`,
    [`old${users.length}@example.org`, JSON.stringify(meta)],
  )
  const [profile] = await db.query<{ username: string }>(
    'select username from public.profiles where id = $1',
    [row!.id],
  )
  const user = { id: row!.id, username: profile!.username }
  users.push(user)
  return user
}

/** A round through the old API: start_game(game_type), finish_game. */
async function oldPlay(user: OldUser, game: string, value: number) {
  const [started] = await as<{ id: string }>(
    db,
    player(user.id),
    'select public.start_game($1) as id',
    [game],
  )
  await ageSession(db, started!.id, 60)
  await as(db, player(user.id), 'select * from public.finish_game($1, $2)', [
    started!.id,
    value,
  ])
}

type Snapshot = {
  stats: Row[]
  badges: Row[]
  scores: Row[]
  sessions: Row[]
  ranks: Map<string, Row[]>
  board: Row[]
}

/** Everything a player has, keyed by the old user id (now the child id). */
async function snapshot(owner: 'user_id' | 'profile_id'): Promise<Snapshot> {
  const stats = await db.query(
    `select ${owner} as owner, total_score, quiz_best, memory_best, games_completed,
       achievement_count, completed_game_types, updated_at
     from public.player_stats order by 1`,
  )
  const badges = await db.query(
    `select ${owner} as owner, achievement_id, earned_at
     from public.user_achievements order by 1, 2`,
  )
  const scores = await db.query(
    `select ${owner} as owner, id, game_type, score, moves, created_at
     from public.game_scores order by id`,
  )
  const sessions = await db.query(
    `select ${owner} as owner, id, game_type, started_at, finished_at, points
     from public.game_sessions order by id`,
  )
  const ranks = new Map<string, Row[]>()
  for (const user of users) {
    const sql =
      owner === 'user_id'
        ? `select rank::int, username as name, total_score from public.get_my_rank()`
        : `select rank::int, fun_name as name, total_score from public.get_my_rank($1)`
    ranks.set(
      user.id,
      await as(db, player(user.id), sql, owner === 'user_id' ? [] : [user.id]),
    )
  }
  const board = await as(
    db,
    ANON,
    `select rank::int, ${owner} as owner, ${
      owner === 'user_id' ? 'username' : 'fun_name'
    } as name, total_score, quiz_best, memory_best, achievement_count
     from public.get_leaderboard(100)`,
  )
  return { stats, badges, scores, sessions, ranks, board }
}

let before: Snapshot
let openSession: string
const OFFLINE_ROUND = '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b'
let nameless: OldUser
let profileless: OldUser

beforeAll(async () => {
  db = await openTestDatabase({ upTo: BEFORE_FAMILIES })
  const [peacock, elephant, kite, twin, idle] = [
    await oldUser('DancingPeacock'),
    await oldUser('GentleElephant'),
    await oldUser('SoaringKite'),
    await oldUser('soaringkite'),
    await oldUser('IdleIbis'),
  ]
  nameless = await oldUser()
  profileless = await oldUser('VanishedVole')
  expect(twin.username).toBe('soaringkite2')
  expect(nameless.username).toMatch(/^Player\d+$/)

  for (const game of ['festival_match', 'hero_match', 'story']) {
    await oldPlay(peacock, game, 1)
  }
  await oldPlay(peacock, 'quiz', 12)
  await oldPlay(peacock, 'memory', 12)
  await oldPlay(elephant, 'quiz', 9)
  await oldPlay(elephant, 'memory', 16)
  await oldPlay(kite, 'story', 1)
  // The same total as kite, reached later: the tie order must survive.
  await db.exec(`select pg_sleep(0.01)`)
  await oldPlay(twin, 'story', 1)
  await oldPlay(nameless, 'quiz', 0)
  await oldPlay(profileless, 'memory', 30)
  // An operator removed this profile row; the player's results stayed.
  await db.query('delete from public.profiles where id = $1', [profileless.id])
  // A round played offline and sent through the old submit_offline_round.
  await as(
    db,
    player(peacock.id),
    `select * from public.submit_offline_round($1, 'quiz', 7,
       now() - interval '1 hour', 60000)`,
    [OFFLINE_ROUND],
  )
  // A game left open across the migration.
  const [started] = await as<{ id: string }>(
    db,
    player(elephant.id),
    `select public.start_game('story') as id`,
  )
  openSession = started!.id
  expect(idle).toBeDefined()

  before = await snapshot('user_id')
  await applyMigrations(db, { after: BEFORE_FAMILIES, upTo: FAMILY_MIGRATION })
})
afterAll(async () => {
  await db.close()
})

describe('the family migration keeps every old player whole', () => {
  it('made each user a family, keyed by the user id, with one child of the same id and name', async () => {
    const rows = await db.query<{
      family: string
      child: string
      fun_name: string
      consent_at: Date | null
    }>(
      `select f.id as family, c.id as child, c.fun_name, f.consent_at
       from public.families f join public.child_profiles c on c.family_id = f.id
       order by c.created_at, c.id`,
    )
    expect(rows).toHaveLength(users.length)
    for (const user of users) {
      const mine = rows.filter((row) => row.family === user.id)
      expect(mine, user.username).toHaveLength(1)
      expect(mine[0]?.child).toBe(user.id)
      if (user !== profileless) expect(mine[0]?.fun_name).toBe(user.username)
      // They agreed to nothing as parents yet: the site asks.
      expect(mine[0]?.consent_at).toBeNull()
    }
  })

  it('named the player whose profile row was gone like a nameless sign-up', async () => {
    const [row] = await db.query<{ fun_name: string }>(
      'select fun_name from public.child_profiles where id = $1',
      [profileless.id],
    )
    expect(row?.fun_name).toMatch(/^Player\d+$/)
    expect(row?.fun_name.toLowerCase()).not.toBe(
      nameless.username.toLowerCase(),
    )
  })

  it('kept every stats row, badge, score and session, on the same player', async () => {
    const after = await snapshot('profile_id')
    expect(before.stats.length).toBe(users.length - 1)
    expect(after.stats).toEqual(before.stats)
    // Peacock has all three; the five others who played, one each.
    expect(before.badges.length).toBe(8)
    expect(after.badges).toEqual(before.badges)
    expect(after.scores).toEqual(before.scores)
    expect(after.sessions).toEqual(before.sessions)
  })

  it('kept every rank and the leaderboard order', async () => {
    const after = await snapshot('profile_id')
    const [vole] = await db.query<{ fun_name: string }>(
      'select fun_name from public.child_profiles where id = $1',
      [profileless.id],
    )
    // Totals 42, 17, 3, 3 (the tie in the order reached), 1, 0.
    const order = [
      'DancingPeacock',
      'GentleElephant',
      'SoaringKite',
      'soaringkite2',
      'Unknown',
      nameless.username,
    ]
    expect(before.board.map((row) => row.name)).toEqual(order)
    expect(after.board.map((row) => row.name)).toEqual(
      order.map((name) => (name === 'Unknown' ? vole!.fun_name : name)),
    )
    for (const user of users) {
      const was = before.ranks.get(user.id)!
      const is = after.ranks.get(user.id)!
      if (user === profileless) {
        // Its name was "Unknown" on the old board; the rank is the same.
        expect(is.map((row) => row.rank)).toEqual(was.map((row) => row.rank))
      } else {
        expect(is, user.username).toEqual(was)
      }
    }
    const strip = (rows: Row[]) =>
      rows.map((row) => ({ ...row, name: undefined }))
    expect(strip(after.board)).toEqual(strip(before.board))
  })

  it('lets a migrated child finish the game left open, and play on', async () => {
    const elephant = users[1]!
    const child = { id: elephant.id, family: elephant.id, funName: '' }
    await ageSession(db, openSession, 60)
    const [finished] = await as(
      db,
      player(elephant.id),
      'select * from public.finish_game($1, 1)',
      [openSession],
    )
    expect(finished).toMatchObject({ points: 3 })
    expect(await play(db, child, 'festival_match', 1)).toEqual({
      points: 4,
      new_badges: [],
    })
    const [stats] = await db.query(
      'select total_score from public.player_stats where profile_id = $1',
      [elephant.id],
    )
    expect(stats).toEqual({ total_score: 9 + 8 + 3 + 4 })
  })

  it('kept the offline rounds: a replay of the same round still counts once', async () => {
    const peacock = users[0]!
    const rounds = await db.query(
      'select profile_id, client_id, points from private.offline_rounds',
    )
    expect(rounds).toEqual([
      { profile_id: peacock.id, client_id: OFFLINE_ROUND, points: 7 },
    ])
    const [again] = await as(
      db,
      player(peacock.id),
      `select points, already_recorded from public.submit_offline_round(
         $1, $2, 'quiz', 7, now() - interval '1 hour', 60000)`,
      [peacock.id, OFFLINE_ROUND],
    )
    expect(again).toEqual({ points: 7, already_recorded: true })
    const [stats] = await db.query(
      'select total_score from public.player_stats where profile_id = $1',
      [peacock.id],
    )
    expect(stats).toEqual({ total_score: 35 + 7 })
  })

  it('moved the sign-up trigger to families: a new parent gets a family, no profile', async () => {
    const [row] = await db.query<{ id: string }>(
      `insert into auth.users (email, raw_user_meta_data)
       values ('new-parent@example.org', '{"parent_consent": true, "policy_version": "2026-11-25"}')
       returning id`,
    )
    const [family] = await db.query(
      'select policy_version from public.families where id = $1',
      [row!.id],
    )
    expect(family).toEqual({ policy_version: '2026-11-25' })
    expect(
      await db.query(
        'select 1 from public.child_profiles where family_id = $1',
        [row!.id],
      ),
    ).toEqual([])
    const [gone] = await db.query<{ n: number }>(
      `select count(*)::int as n from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relname = 'profiles'`,
    )
    expect(gone?.n).toBe(0)
  })
})
