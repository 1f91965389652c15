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

let db: Db

beforeAll(async () => {
  db = await openTestDatabase()
})
afterAll(async () => {
  await db.close()
})

type Entry = {
  rank: number
  username: string
  total_score: number
  achievement_count: number
}

const board = (limit?: number) =>
  as<Entry>(
    db,
    ANON,
    `select rank::int, username, total_score, achievement_count
     from public.get_leaderboard(${limit === undefined ? '' : '$1'})`,
    limit === undefined ? [] : [limit],
  )

describe('get_leaderboard', () => {
  it('is empty before anyone plays', async () => {
    expect(await board()).toEqual([])
  })

  it('ranks by total score; ties go to who got there first, deterministically', async () => {
    const a = await createUser(db, 'FirstFox')
    const b = await createUser(db, 'SecondSwan')
    const c = await createUser(db, 'ThirdTurtle')
    await play(db, c.id, 'quiz', 3)
    await play(db, a.id, 'quiz', 12)
    // b reaches the same 12 points later than a.
    await db.exec(`select pg_sleep(0.01)`)
    await play(db, b.id, 'quiz', 12)
    const first = await board()
    expect(first).toEqual([
      { rank: 1, username: 'FirstFox', total_score: 12, achievement_count: 2 },
      {
        rank: 2,
        username: 'SecondSwan',
        total_score: 12,
        achievement_count: 2,
      },
      {
        rank: 3,
        username: 'ThirdTurtle',
        total_score: 3,
        achievement_count: 1,
      },
    ])
    expect(await board()).toEqual(first)
  })

  it('shows Unknown for a player without a profile', async () => {
    const { id } = await createUser(db, 'GoneGoose')
    await play(db, id, 'quiz', 11)
    await db.query('delete from public.profiles where id = $1', [id])
    const rows = await board(10)
    expect(rows.find((row) => row.total_score === 11)?.username).toBe('Unknown')
  })

  it('returns at most 100 rows, 50 by default', async () => {
    await db.exec(`
      with made as (
        insert into auth.users (email, raw_user_meta_data)
        select 'bulk' || n || '@example.org', jsonb_build_object('username', 'Bulk' || n)
        from generate_series(1, 110) n
        returning id
      )
      insert into public.player_stats (user_id, total_score) select id, 50 from made
    `)
    expect(await board()).toHaveLength(50)
    expect(await board(1000)).toHaveLength(100)
    expect(await board(0)).toHaveLength(1)
  })
})

describe('get_my_rank', () => {
  it('gives a player their own row even outside the top 100', async () => {
    const { id } = await createUser(db, 'LateLion')
    await play(db, id, 'story', 1)
    const [mine] = await as<Entry>(
      db,
      player(id),
      'select rank::int, username, total_score from public.get_my_rank()',
    )
    const players = await db.query<{ n: number }>(
      'select count(*)::int as n from public.player_stats where total_score >= 3',
    )
    expect(mine).toEqual({
      rank: players[0]!.n,
      username: 'LateLion',
      total_score: 3,
    })
    expect(mine!.rank).toBeGreaterThan(100)
  })

  it('agrees with get_leaderboard for a player in the top', async () => {
    const top = await as<Entry & { user_id: string }>(
      db,
      ANON,
      'select rank::int, user_id from public.get_leaderboard(3)',
    )
    for (const row of top) {
      const [mine] = await as<{ rank: number }>(
        db,
        player(row.user_id),
        'select rank::int from public.get_my_rank()',
      )
      expect(mine?.rank).toBe(row.rank)
    }
  })

  it('is empty for a player who has not finished a game', async () => {
    const { id } = await createUser(db)
    expect(
      await as(db, player(id), 'select * from public.get_my_rank()'),
    ).toEqual([])
  })
})
