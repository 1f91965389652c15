import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  addChild,
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

beforeAll(async () => {
  db = await openTestDatabase()
})
afterAll(async () => {
  await db.close()
})

type Entry = {
  rank: number
  fun_name: string
  total_score: number
  achievement_count: number
}

const board = (limit?: number) =>
  as<Entry>(
    db,
    ANON,
    `select rank::int, fun_name, total_score, achievement_count
     from public.get_leaderboard(${limit === undefined ? '' : '$1'})`,
    limit === undefined ? [] : [limit],
  )

const myRank = (child: Child) =>
  as<Entry & { profile_id: string }>(
    db,
    player(child.family),
    `select rank::int, profile_id, fun_name, total_score
     from public.get_my_rank($1)`,
    [child.id],
  )

const hide = (child: Child, hidden = true) =>
  as(db, player(child.family), 'select public.update_child_profile($1, $2)', [
    child.id,
    JSON.stringify({ hidden_from_leaderboard: hidden }),
  ])

describe('get_leaderboard', () => {
  it('is empty before anyone plays', async () => {
    expect(await board()).toEqual([])
  })

  it('ranks by total score; ties go to who got there first, deterministically', async () => {
    const a = await createChild(db, 'FirstFox')
    const b = await createChild(db, 'SecondSwan')
    const c = await createChild(db, 'ThirdTurtle')
    await play(db, c, 'quiz', 3)
    await play(db, a, 'quiz', 12)
    // b reaches the same 12 points later than a.
    await db.exec(`select pg_sleep(0.01)`)
    await play(db, b, 'quiz', 12)
    const first = await board()
    expect(first).toEqual([
      { rank: 1, fun_name: 'FirstFox', total_score: 12, achievement_count: 2 },
      {
        rank: 2,
        fun_name: 'SecondSwan',
        total_score: 12,
        achievement_count: 2,
      },
      {
        rank: 3,
        fun_name: 'ThirdTurtle',
        total_score: 3,
        achievement_count: 1,
      },
    ])
    expect(await board()).toEqual(first)
  })

  it('shows children by fun name and avatar, never anything of the parent', async () => {
    const child = await createChild(db, 'AvatarAnt')
    await as(
      db,
      player(child.family),
      'select public.update_child_profile($1, $2)',
      [child.id, JSON.stringify({ avatar: 'veena' })],
    )
    await play(db, child, 'story', 1)
    const rows = await as(db, ANON, 'select * from public.get_leaderboard(100)')
    const row = rows.find((r) => r.profile_id === child.id)
    expect(row).toMatchObject({ fun_name: 'AvatarAnt', avatar: 'veena' })
    expect(Object.keys(row!).sort()).toEqual(
      [
        'rank',
        'profile_id',
        'fun_name',
        'avatar',
        'total_score',
        'quiz_best',
        'memory_best',
        'achievement_count',
      ].sort(),
    )
    expect(JSON.stringify(rows)).not.toMatch(/@example\.org/)
  })

  it('returns at most 100 rows, 50 by default', async () => {
    await db.exec(`
      with parents as (
        insert into auth.users (email, raw_user_meta_data)
        select 'bulk' || n || '@example.org',
          '{"parent_consent": true, "policy_version": "2026-11-25"}'::jsonb
        from generate_series(1, 110) n
        returning id
      ),
      children as (
        insert into public.child_profiles (family_id, fun_name, avatar)
        select id, 'Bulk' || row_number() over (order by id), 'cow' from parents
        returning id
      )
      insert into public.player_stats (profile_id, total_score)
      select id, 50 from children
    `)
    expect(await board()).toHaveLength(50)
    expect(await board(1000)).toHaveLength(100)
    expect(await board(0)).toHaveLength(1)
  })
})

describe('get_my_rank', () => {
  it('gives a child their own row even outside the top 100', async () => {
    const child = await createChild(db, 'LateLion')
    await play(db, child, 'story', 1)
    const [mine] = await myRank(child)
    const players = await db.query<{ n: number }>(
      'select count(*)::int as n from public.player_stats where total_score >= 3',
    )
    expect(mine).toEqual({
      rank: players[0]!.n,
      profile_id: child.id,
      fun_name: 'LateLion',
      total_score: 3,
    })
    expect(mine!.rank).toBeGreaterThan(100)
  })

  it('agrees with get_leaderboard for a child in the top', async () => {
    const top = await as<Entry & { profile_id: string }>(
      db,
      ANON,
      'select rank::int, profile_id from public.get_leaderboard(3)',
    )
    expect(top).toHaveLength(3)
    for (const row of top) {
      const [owner] = await db.query<{ family_id: string }>(
        'select family_id from public.child_profiles where id = $1',
        [row.profile_id],
      )
      const [mine] = await myRank({
        id: row.profile_id,
        family: owner!.family_id,
        funName: '',
      })
      expect(mine?.rank).toBe(row.rank)
    }
  })

  it('is empty for a child who has not finished a game', async () => {
    expect(await myRank(await createChild(db))).toEqual([])
  })

  it("refuses another family's child", async () => {
    const mine = await createChild(db)
    const theirs = await createChild(db)
    await play(db, theirs, 'story', 1)
    await expect(
      as(db, player(mine.family), 'select * from public.get_my_rank($1)', [
        theirs.id,
      ]),
    ).rejects.toMatchObject({ code: 'VK002' })
  })
})

describe('a child hidden from the leaderboard', () => {
  it('is left out of the list and the ranks of the others, yet sees their own rank', async () => {
    const shy = await createChild(db, 'ShySparrow')
    const sibling = await addChild(db, shy.family, 'BoldBadger')
    const leader = (await board(1))[0]!
    // Enough points to lead the board.
    for (let i = 0; i < Math.ceil((leader.total_score + 1) / 12); i += 1) {
      await play(db, shy, 'quiz', 12)
    }
    // 60 points: ahead of the 110 players with 50, behind the leader.
    for (let i = 0; i < 5; i += 1) await play(db, sibling, 'quiz', 12)
    const shown = await board(100)
    expect(shown[0]?.fun_name).toBe('ShySparrow')
    expect((await myRank(shy))[0]?.rank).toBe(1)
    const siblingRank = shown.find((row) => row.fun_name === 'BoldBadger')!.rank

    await hide(shy)
    const after = await board(100)
    expect(after.map((row) => row.fun_name)).not.toContain('ShySparrow')
    // Everyone else keeps their order, one place up.
    expect(after.slice(0, 99)).toEqual(
      shown.slice(1).map((row) => ({ ...row, rank: row.rank - 1 })),
    )
    // The rank they would have among the listed children.
    expect((await myRank(shy))[0]).toMatchObject({
      rank: 1,
      fun_name: 'ShySparrow',
    })
    // Their sibling moves up one place: the hidden child is not counted.
    expect((await myRank(sibling))[0]?.rank).toBe(siblingRank - 1)
    expect(after.find((row) => row.fun_name === 'BoldBadger')?.rank).toBe(
      siblingRank - 1,
    )

    await hide(shy, false)
    expect((await board(1))[0]?.fun_name).toBe('ShySparrow')
  })
})
