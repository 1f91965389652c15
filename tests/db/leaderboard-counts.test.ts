import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  ANON,
  as,
  createUser,
  openTestDatabase,
  play,
  player,
  type Db,
} from './harness'

// Migration 20261125100000 finds ranks through count tables kept by
// triggers on player_stats. These tests hold it to the definition of
// 20261121120000, written out below: the same rank, order and columns on
// data full of ties (equal totals, equal timestamps, midnight UTC edges,
// totals either side of the count tree's bucket edges), after every kind of
// write; and the count tables always equal a GROUP BY of player_stats.

let db: Db

beforeAll(async () => {
  db = await openTestDatabase()
})
afterAll(async () => {
  await db.close()
})

type RankRow = {
  rank: number
  user_id: string
  username: string
  total_score: number
  quiz_best: number | null
  memory_best: number | null
  achievement_count: number
}

const COLUMNS = `rank::int as rank, user_id, username, total_score, quiz_best,
  memory_best, achievement_count`

/** Every player's row as the old get_my_rank() computed it. */
async function oldRanks(): Promise<RankRow[]> {
  return db.query<RankRow>(
    `select ${COLUMNS} from (
       select
         1 + (
           select count(*) from public.player_stats o
           where o.total_score > s.total_score
             or (o.total_score = s.total_score and o.updated_at < s.updated_at)
             or (o.total_score = s.total_score and o.updated_at = s.updated_at
               and o.user_id < s.user_id)
         ) as rank,
         s.user_id,
         coalesce(p.username, 'Unknown') as username,
         s.total_score, s.quiz_best, s.memory_best, s.achievement_count
       from public.player_stats s
       left join public.profiles p on p.id = s.user_id
     ) old
     order by rank`,
  )
}

/** The old get_leaderboard(limit). */
async function oldBoard(limit: number | null): Promise<RankRow[]> {
  return db.query<RankRow>(
    `select ${COLUMNS} from (
       select
         row_number() over (order by s.total_score desc, s.updated_at, s.user_id) as rank,
         s.user_id,
         coalesce(p.username, 'Unknown') as username,
         s.total_score, s.quiz_best, s.memory_best, s.achievement_count
       from public.player_stats s
       left join public.profiles p on p.id = s.user_id
       order by s.total_score desc, s.updated_at, s.user_id
       limit least(greatest(coalesce($1::int, 50), 1), 100)
     ) old
     order by rank`,
    [limit],
  )
}

/** Every player's get_my_rank(), called as that player. */
async function newRanks(): Promise<RankRow[]> {
  const ids = await db.query<{ user_id: string }>(
    'select user_id from public.player_stats',
  )
  const rows: RankRow[] = []
  for (const { user_id } of ids) {
    const mine = await as<RankRow>(
      db,
      player(user_id),
      `select ${COLUMNS} from public.get_my_rank()`,
    )
    expect(mine).toHaveLength(1)
    rows.push(mine[0]!)
  }
  return rows.sort((a, b) => a.rank - b.rank)
}

async function expectSameRanks() {
  const old = await oldRanks()
  expect(old.length).toBeGreaterThan(0)
  // Ranks are row numbers: 1..n, no repeats.
  expect(old.map((row) => row.rank)).toEqual(old.map((_, i) => i + 1))
  expect(await newRanks()).toEqual(old)
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
     from public.player_stats s cross join generate_series(0, 3) as l (level)
     group by 1, 2 order by 1, 2`,
  )
  expect(scores).toEqual(expectedScores)
  const days = await db.query(
    `select total_score, day, players from private.leaderboard_days order by 1, 2`,
  )
  const expectedDays = await db.query(
    `select total_score, floor(extract(epoch from updated_at) / 86400)::int as day,
       count(*)::int as players
     from public.player_stats group by 1, 2 order by 1, 2`,
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
  it('match the old definition on data full of ties', async () => {
    await db.query(
      `with made as (
         insert into auth.users (email, raw_user_meta_data)
         select 'tie' || n || '@example.org', jsonb_build_object('username', 'Tie' || n)
         from generate_series(1, 150) n
         returning id, (raw_user_meta_data ->> 'username') as name
       )
       insert into public.player_stats (user_id, total_score, updated_at, quiz_best, achievement_count)
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
    const [a, b, c] = await db.query<{ user_id: string }>(
      `select user_id from public.player_stats order by user_id limit 3`,
    )
    // a joins b's total and timestamp exactly: only the user id splits them.
    await db.query(
      `update public.player_stats a
       set total_score = b.total_score, updated_at = b.updated_at
       from public.player_stats b
       where a.user_id = $1 and b.user_id = $2`,
      [a!.user_id, b!.user_id],
    )
    await db.query(
      `update public.player_stats
       set updated_at = '2026-03-01 23:59:59.999999+00'
       where user_id = $1`,
      [c!.user_id],
    )
    await db.query(
      `update public.player_stats
       set updated_at = updated_at + interval '1 microsecond'
       where user_id = $1`,
      [c!.user_id],
    )
    // Not a rank column: the counts must not move.
    await db.query(
      `update public.player_stats set achievement_count = 3 where user_id = $1`,
      [c!.user_id],
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
         select user_id, total_score,
           lead(total_score) over (order by user_id) as next_total,
           lag(total_score) over (order by user_id) as prev_total
         from public.player_stats order by user_id limit 2
       )
       update public.player_stats s
       set total_score = coalesce(pair.next_total, pair.prev_total)
       from pair where pair.user_id = s.user_id`,
    )
    await db.query(
      `update public.player_stats set updated_at = '2026-03-05 08:00:00+00'
       where total_score = 4097`,
    )
    await check()
  })

  it('follow deletes, also through a deleted account', async () => {
    await db.query(
      `delete from public.player_stats
       where user_id in (select user_id from public.player_stats order by user_id desc limit 5)`,
    )
    const [gone] = await db.query<{ user_id: string }>(
      `select user_id from public.player_stats where total_score = 64 limit 1`,
    )
    await db.query('delete from auth.users where id = $1', [gone!.user_id])
    // A profile deleted: the rank stays, the name becomes Unknown.
    await db.query(
      `delete from public.profiles
       where id = (select user_id from public.player_stats order by user_id limit 1)`,
    )
    await check()
  })

  it('follow a series of finished games, new players and old', async () => {
    const fresh = [
      await createUser(db, 'FreshFinch'),
      await createUser(db, 'FreshFerret'),
    ]
    const [veteran] = await db.query<{ user_id: string }>(
      `select user_id from public.player_stats where total_score = 4 limit 1`,
    )
    await play(db, fresh[0]!.id, 'quiz', 12)
    await play(db, fresh[1]!.id, 'quiz', 12)
    await play(db, veteran!.user_id, 'story', 1)
    await play(db, veteran!.user_id, 'quiz', 0)
    await play(db, fresh[0]!.id, 'memory', 10)
    await play(db, fresh[1]!.id, 'festival_match', 1)
    await play(db, fresh[1]!.id, 'quiz', 0)
    await check()
  })
})

describe('the count tables', () => {
  it('are out of reach of clients and have row-level security', async () => {
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
      { name: 'leaderboard_days', rls: true },
      { name: 'leaderboard_scores', rls: true },
    ])
  })

  it('refuse a write when they are out of step, and rebuild mends them', async () => {
    const [someone] = await db.query<{ user_id: string; total_score: number }>(
      `select user_id, total_score from public.player_stats
       order by total_score desc, user_id limit 1`,
    )
    await db.query(
      'delete from private.leaderboard_scores where level = 0 and bucket = $1',
      [someone!.total_score],
    )
    await expect(
      db.query(
        'update public.player_stats set total_score = total_score + 1 where user_id = $1',
        [someone!.user_id],
      ),
    ).rejects.toThrow(/leaderboard_counts_out_of_step/)
    await db.query('select private.leaderboard_rebuild()')
    await check()
  })

  it('empty with a truncate and fill again', async () => {
    const rows = await db.query(
      'select user_id, total_score, updated_at from public.player_stats',
    )
    await db.exec('truncate public.player_stats')
    expect(
      await db.query(
        `select (select count(*) from private.leaderboard_scores)::int as scores,
           (select count(*) from private.leaderboard_days)::int as days`,
      ),
    ).toEqual([{ scores: 0, days: 0 }])
    await db.query(
      `insert into public.player_stats (user_id, total_score, updated_at)
       select * from unnest($1::uuid[], $2::int[], $3::timestamptz[])`,
      [
        rows.map((row) => row.user_id),
        rows.map((row) => row.total_score),
        rows.map((row) => row.updated_at),
      ],
    )
    await check()
  })
})
