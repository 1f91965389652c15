import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  ANON,
  as,
  createChild,
  openTestDatabase,
  play,
  player,
  type Db,
} from './harness'

// Migration 20261125100000 finds ranks through count tables kept by
// triggers on player_stats; 20261125120000 makes them count the children
// listed on the leaderboard only. These tests hold them to the definition
// written out below (20261121120000's, among listed children; a hidden
// child's rank is the one they would have among them): the same rank, order
// and columns on data full of ties (equal totals, equal timestamps, midnight
// UTC edges, totals either side of the count tree's bucket edges), after
// every kind of write, hiding and showing included; and the count tables
// always equal a GROUP BY of the listed children's player_stats.

let db: Db

beforeAll(async () => {
  db = await openTestDatabase()
})
afterAll(async () => {
  await db.close()
})

type RankRow = {
  rank: number
  profile_id: string
  fun_name: string
  total_score: number
  quiz_best: number | null
  memory_best: number | null
  achievement_count: number
}

const COLUMNS = `rank::int as rank, profile_id, fun_name, total_score, quiz_best,
  memory_best, achievement_count`

/** Each child's row by the definition: 1 + the listed children ahead. */
async function oldRanks(): Promise<(RankRow & { hidden: boolean })[]> {
  return db.query<RankRow & { hidden: boolean }>(
    `select ${COLUMNS}, hidden from (
       select
         1 + (
           select count(*) from public.player_stats o
           join public.child_profiles oc on oc.id = o.profile_id
           where not oc.hidden_from_leaderboard
             and o.profile_id <> s.profile_id
             and (o.total_score > s.total_score
               or (o.total_score = s.total_score and o.updated_at < s.updated_at)
               or (o.total_score = s.total_score and o.updated_at = s.updated_at
                 and o.profile_id < s.profile_id))
         ) as rank,
         s.profile_id,
         c.fun_name,
         s.total_score, s.quiz_best, s.memory_best, s.achievement_count,
         c.hidden_from_leaderboard as hidden
       from public.player_stats s
       join public.child_profiles c on c.id = s.profile_id
     ) old
     order by rank, profile_id`,
  )
}

/** get_leaderboard(limit) by the definition: listed children only. */
async function oldBoard(limit: number | null): Promise<RankRow[]> {
  return db.query<RankRow>(
    `select ${COLUMNS} from (
       select
         row_number() over (order by s.total_score desc, s.updated_at, s.profile_id) as rank,
         s.profile_id,
         c.fun_name,
         s.total_score, s.quiz_best, s.memory_best, s.achievement_count
       from public.player_stats s
       join public.child_profiles c on c.id = s.profile_id
       where not c.hidden_from_leaderboard
       order by s.total_score desc, s.updated_at, s.profile_id
       limit least(greatest(coalesce($1::int, 50), 1), 100)
     ) old
     order by rank`,
    [limit],
  )
}

/** Every child's get_my_rank(), called by their family. */
async function newRanks(): Promise<RankRow[]> {
  const ids = await db.query<{ profile_id: string; family_id: string }>(
    `select s.profile_id, c.family_id from public.player_stats s
     join public.child_profiles c on c.id = s.profile_id`,
  )
  const rows: RankRow[] = []
  for (const { profile_id, family_id } of ids) {
    const mine = await as<RankRow>(
      db,
      player(family_id),
      `select ${COLUMNS} from public.get_my_rank($1)`,
      [profile_id],
    )
    expect(mine).toHaveLength(1)
    rows.push(mine[0]!)
  }
  return rows.sort(
    (a, b) => a.rank - b.rank || a.profile_id.localeCompare(b.profile_id),
  )
}

async function expectSameRanks() {
  const old = await oldRanks()
  const listed = old.filter((row) => !row.hidden)
  expect(listed.length).toBeGreaterThan(0)
  // The listed children's ranks are row numbers: 1..n, no repeats.
  expect(listed.map((row) => row.rank)).toEqual(listed.map((_, i) => i + 1))
  expect(await newRanks()).toEqual(old.map(({ hidden: _, ...row }) => row))
  for (const limit of [null, 1, 7, 50, 100, 1000, 0]) {
    const board = await as<RankRow>(
      db,
      ANON,
      `select ${COLUMNS} from public.get_leaderboard($1)`,
      [limit],
    )
    expect(board).toEqual(await oldBoard(limit))
  }
}

/** The count tables equal a fresh GROUP BY of player_stats. */
async function expectCountsMatch() {
  const scores = await db.query(
    `select level::int as level, bucket, players from private.leaderboard_scores
     order by 1, 2`,
  )
  const expectedScores = await db.query(
    `select l.level, s.total_score >> (6 * l.level) as bucket, count(*)::int as players
     from public.player_stats s
     join public.child_profiles c on c.id = s.profile_id
     cross join generate_series(0, 3) as l (level)
     where not c.hidden_from_leaderboard
     group by 1, 2 order by 1, 2`,
  )
  expect(scores).toEqual(expectedScores)
  const days = await db.query(
    `select total_score, day, players from private.leaderboard_days order by 1, 2`,
  )
  const expectedDays = await db.query(
    `select total_score, floor(extract(epoch from updated_at) / 86400)::int as day,
       count(*)::int as players
     from public.player_stats s
     join public.child_profiles c on c.id = s.profile_id
     where not c.hidden_from_leaderboard
     group by 1, 2 order by 1, 2`,
  )
  expect(days).toEqual(expectedDays)
}

async function check() {
  await expectCountsMatch()
  await expectSameRanks()
}

// Totals either side of the tree's bucket edges (64, 64^2, 64^3) and
// timestamps either side of midnight UTC, several players on each pair.
const TOTALS = [
  -1, 0, 3, 12, 63, 64, 4095, 4096, 262143, 262144, 1000000, 2000000000,
]
const TIMES = [
  '2026-03-01 00:00:00+00',
  '2026-02-28 23:59:59.999999+00',
  '2026-03-01 00:00:00.000001+00',
  '2026-03-01 12:00:00+00',
  '2026-03-02 00:00:00+00',
  '1969-12-31 23:59:59+00',
]

describe('ranks from the count tables', () => {
  it('match the definition on data full of ties, every 5th child hidden', async () => {
    await db.query(
      `with parents as (
         insert into auth.users (email, raw_user_meta_data)
         select 'tie' || n || '@example.org',
           jsonb_build_object('parent_consent', true, 'policy_version', '2026-11-25', 'n', n)
         from generate_series(1, 150) n
         returning id, (raw_user_meta_data ->> 'n')::int as n
       ),
       made as (
         insert into public.child_profiles (id, family_id, fun_name, avatar, hidden_from_leaderboard)
         select id, id, 'Tie' || n, 'cow', n % 5 = 0 from parents
         returning id, fun_name as name
       )
       insert into public.player_stats (profile_id, total_score, updated_at, quiz_best, achievement_count)
       select id,
         ($1::int[])[1 + (substr(name, 4)::int % cardinality($1::int[]))],
         ($2::timestamptz[])[1 + ((substr(name, 4)::int * 7) % cardinality($2::timestamptz[]))],
         substr(name, 4)::int % 13,
         substr(name, 4)::int % 4
       from made`,
      [TOTALS, TIMES],
    )
    await check()
  })

  it('follow single-row updates into ties and across midnight', async () => {
    const [a, b, c] = await db.query<{ profile_id: string }>(
      `select profile_id from public.player_stats order by profile_id limit 3`,
    )
    // a joins b's total and timestamp exactly: only the user id splits them.
    await db.query(
      `update public.player_stats a
       set total_score = b.total_score, updated_at = b.updated_at
       from public.player_stats b
       where a.profile_id = $1 and b.profile_id = $2`,
      [a!.profile_id, b!.profile_id],
    )
    await db.query(
      `update public.player_stats
       set updated_at = '2026-03-01 23:59:59.999999+00'
       where profile_id = $1`,
      [c!.profile_id],
    )
    await db.query(
      `update public.player_stats
       set updated_at = updated_at + interval '1 microsecond'
       where profile_id = $1`,
      [c!.profile_id],
    )
    // Not a rank column: the counts must not move.
    await db.query(
      `update public.player_stats set achievement_count = 3 where profile_id = $1`,
      [c!.profile_id],
    )
    await check()
  })

  it('follow statements that change many rows at once', async () => {
    await db.query(
      `update public.player_stats set total_score = total_score + 1
       where total_score between 0 and 5000`,
    )
    // Two players swap totals in one statement.
    await db.query(
      `with pair as (
         select profile_id, total_score,
           lead(total_score) over (order by profile_id) as next_total,
           lag(total_score) over (order by profile_id) as prev_total
         from public.player_stats order by profile_id limit 2
       )
       update public.player_stats s
       set total_score = coalesce(pair.next_total, pair.prev_total)
       from pair where pair.profile_id = s.profile_id`,
    )
    await db.query(
      `update public.player_stats set updated_at = '2026-03-05 08:00:00+00'
       where total_score = 4097`,
    )
    await check()
  })

  it('follow deletes, also through a deleted account and a deleted child', async () => {
    await db.query(
      `delete from public.player_stats
       where profile_id in (select profile_id from public.player_stats order by profile_id desc limit 5)`,
    )
    const [gone] = await db.query<{ profile_id: string }>(
      `select profile_id from public.player_stats where total_score = 64 limit 1`,
    )
    // Migrated-style ids: the family id is the child id here.
    await db.query('delete from auth.users where id = $1', [gone!.profile_id])
    // A child profile deleted: their stats go, and the counts with them.
    await db.query(
      `delete from public.child_profiles
       where id = (select profile_id from public.player_stats order by profile_id limit 1)`,
    )
    await check()
  })

  it('follow a series of finished games, new players and old', async () => {
    const fresh = [
      await createChild(db, 'FreshFinch'),
      await createChild(db, 'FreshFerret'),
    ]
    const [row] = await db.query<{ profile_id: string }>(
      `select profile_id from public.player_stats where total_score = 4 limit 1`,
    )
    const veteran = {
      id: row!.profile_id,
      family: row!.profile_id,
      funName: '',
    }
    await play(db, fresh[0]!, 'quiz', 12)
    await play(db, fresh[1]!, 'quiz', 12)
    await play(db, veteran, 'story', 1)
    await play(db, veteran, 'quiz', 0)
    await play(db, fresh[0]!, 'memory', 10)
    await play(db, fresh[1]!, 'festival_match', 1)
    await play(db, fresh[1]!, 'quiz', 0)
    await check()
  })

  it('follow a parent hiding and showing children', async () => {
    const hide = async (profile: string, hidden: boolean) => {
      await as(
        db,
        player(profile),
        'select public.update_child_profile($1, $2)',
        [profile, JSON.stringify({ hidden_from_leaderboard: hidden })],
      )
    }
    const rows = await db.query<{ profile_id: string; hidden: boolean }>(
      `select s.profile_id, c.hidden_from_leaderboard as hidden
       from public.player_stats s join public.child_profiles c on c.id = s.profile_id
       where c.family_id = c.id
       order by s.total_score desc, s.profile_id limit 6`,
    )
    for (const row of rows.slice(0, 3)) await hide(row.profile_id, !row.hidden)
    await check()
    for (const row of rows) await hide(row.profile_id, true)
    await check()
    for (const row of rows.slice(1)) await hide(row.profile_id, false)
    await check()
    // A direct write cannot make the copy in player_stats disagree.
    await db.query(
      `update public.player_stats set hidden_from_leaderboard = not hidden_from_leaderboard
       where profile_id = $1`,
      [rows[2]!.profile_id],
    )
    const [copy] = await db.query(
      `select s.hidden_from_leaderboard = c.hidden_from_leaderboard as same
       from public.player_stats s join public.child_profiles c on c.id = s.profile_id
       where s.profile_id = $1`,
      [rows[2]!.profile_id],
    )
    expect(copy).toEqual({ same: true })
    await check()
  })
})

describe('the count tables', () => {
  it('are out of reach of clients and, like every private table, have row-level security', async () => {
    for (const caller of [ANON, player(crypto.randomUUID())]) {
      await expect(
        as(db, caller, 'select * from private.leaderboard_scores'),
      ).rejects.toThrow(/permission denied/)
      await expect(
        as(db, caller, 'select * from private.leaderboard_days'),
      ).rejects.toThrow(/permission denied/)
      await expect(
        as(db, caller, 'select private.leaderboard_rebuild()'),
      ).rejects.toThrow(/permission denied/)
    }
    const rows = await db.query<{ name: string; rls: boolean }>(
      `select c.relname as name, c.relrowsecurity as rls
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'private' and c.relkind = 'r' order by 1`,
    )
    expect(rows).toEqual([
      { name: 'family_pins', rls: true },
      { name: 'leaderboard_days', rls: true },
      { name: 'leaderboard_scores', rls: true },
      { name: 'offline_rounds', rls: true },
      { name: 'quiz_answers', rls: true },
      { name: 'quiz_questions', rls: true },
      { name: 'quiz_review', rls: true },
      { name: 'quiz_rounds_drawn', rls: true },
      { name: 'quiz_seen', rls: true },
      { name: 'quiz_session_questions', rls: true },
    ])
  })

  it('refuse a write when they are out of step, and rebuild mends them', async () => {
    const [someone] = await db.query<{
      profile_id: string
      total_score: number
    }>(
      `select profile_id, total_score from public.player_stats
       where not hidden_from_leaderboard
       order by total_score desc, profile_id limit 1`,
    )
    await db.query(
      'delete from private.leaderboard_scores where level = 0 and bucket = $1',
      [someone!.total_score],
    )
    await expect(
      db.query(
        'update public.player_stats set total_score = total_score + 1 where profile_id = $1',
        [someone!.profile_id],
      ),
    ).rejects.toThrow(/leaderboard_counts_out_of_step/)
    await db.query('select private.leaderboard_rebuild()')
    await check()
  })

  it('empty with a truncate and fill again', async () => {
    const rows = await db.query(
      'select profile_id, total_score, updated_at from public.player_stats',
    )
    await db.exec('truncate public.player_stats')
    expect(
      await db.query(
        `select (select count(*) from private.leaderboard_scores)::int as scores,
           (select count(*) from private.leaderboard_days)::int as days`,
      ),
    ).toEqual([{ scores: 0, days: 0 }])
    await db.query(
      `insert into public.player_stats (profile_id, total_score, updated_at)
       select * from unnest($1::uuid[], $2::int[], $3::timestamptz[])`,
      [
        rows.map((row) => row.profile_id),
        rows.map((row) => row.total_score),
        rows.map((row) => row.updated_at),
      ],
    )
    await check()
  })
})
