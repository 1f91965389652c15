import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  addChild,
  ageSession,
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

async function start(child: Child, gameType: string): Promise<string> {
  const [row] = await as<{ id: string }>(
    db,
    player(child.family),
    'select public.start_game($1, $2) as id',
    [child.id, gameType],
  )
  return row!.id
}

const finish = (child: Child, session: string, value: number | null) =>
  as<{ points: number; new_badges: string[] }>(
    db,
    player(child.family),
    'select * from public.finish_game($1, $2::integer)',
    [session, value],
  )

describe('finish_game refuses', () => {
  it('a session finished twice', async () => {
    const id = await createChild(db, 'TwiceTiger')
    const session = await start(id, 'story')
    await ageSession(db, session, 10)
    await finish(id, session, 1)
    await expect(finish(id, session, 1)).rejects.toThrow(
      /session_already_finished/,
    )
  })

  it.each([
    ['quiz', 23],
    ['memory', 7],
    ['festival_match', 3],
    ['hero_match', 3],
    ['story', 2],
  ])(
    'a %s finished sooner than its minimum play time (%i s)',
    async (game, seconds) => {
      const id = await createChild(db)
      const session = await start(id, game)
      await ageSession(db, session, seconds)
      const value = game === 'memory' ? 8 : 1
      await expect(finish(id, session, value)).rejects.toThrow(
        /finished_too_soon/,
      )
    },
  )

  it.each([12, 13, -1, null])(
    'a quiz finished with a number (%s) instead of its answers',
    async (value) => {
      const id = await createChild(db)
      const session = await start(id, 'quiz')
      await ageSession(db, session, 60)
      await expect(finish(id, session, value)).rejects.toMatchObject({
        code: '22023',
        message: 'answers_required',
      })
      const [stats] = await db.query(
        'select count(*)::int as n from public.game_scores where profile_id = $1',
        [id.id],
      )
      expect(stats).toEqual({ n: 0 })
    },
  )

  it.each([
    ['memory', 7],
    ['memory', 1000],
    ['memory', -8],
    ['story', 0],
    ['hero_match', 2],
    ['festival_match', null],
  ])('the impossible %s result %s', async (game, value) => {
    const id = await createChild(db)
    const session = await start(id, game)
    await ageSession(db, session, 60)
    await expect(finish(id, session, value)).rejects.toThrow(/invalid_value/)
    const [stats] = await db.query(
      'select count(*)::int as n from public.game_scores where profile_id = $1',
      [id.id],
    )
    expect(stats).toEqual({ n: 0 })
  })

  it('an unknown session', async () => {
    const id = await createChild(db)
    await expect(
      finish(id, '00000000-0000-0000-0000-000000000000', 5),
    ).rejects.toThrow(/session_not_found/)
  })

  it("a game started for another family's child, or a deleted child", async () => {
    const mine = await createChild(db)
    const theirs = await createChild(db)
    await expect(
      as(db, player(mine.family), 'select public.start_game($1, $2)', [
        theirs.id,
        'quiz',
      ]),
    ).rejects.toMatchObject({ code: 'VK002', message: 'profile_not_found' })
    await as(
      db,
      player(mine.family),
      'select public.delete_child_profile($1)',
      [mine.id],
    )
    await expect(start(mine, 'quiz')).rejects.toMatchObject({
      code: 'VK002',
      message: 'profile_not_found',
    })
    await expect(
      as(db, player(mine.family), 'select public.start_game(null, $1)', [
        'quiz',
      ]),
    ).rejects.toMatchObject({ code: 'VK002' })
    const [open] = await db.query<{ n: number }>(
      'select count(*)::int as n from public.game_sessions where profile_id = any($1)',
      [[mine.id, theirs.id]],
    )
    expect(open?.n).toBe(0)
  })

  it('an unknown game type at the start', async () => {
    const id = await createChild(db)
    await expect(start(id, 'chess')).rejects.toThrow(/invalid_game_type/)
  })
})

describe('flood limits (issue 17), per child', () => {
  /** Sessions started `secondsAgo` ago, finished or not (set-up, as owner). */
  const addSessions = (
    child: Child,
    count: number,
    secondsAgo: number,
    finished: boolean,
  ) =>
    db.query(
      `insert into public.game_sessions (profile_id, game_type, started_at, finished_at, points)
       select $1, 'story', now() - make_interval(secs => $2),
         case when $3 then now() end, case when $3 then 3 end
       from generate_series(1, $4)`,
      [child.id, secondsAgo, finished, count],
    )

  it('start_game refuses a 21st unfinished game within the hour', async () => {
    const id = await createChild(db)
    await addSessions(id, 19, 30 * 60, false)
    await start(id, 'story')
    await expect(start(id, 'story')).rejects.toMatchObject({
      code: 'PT429',
      message: 'too_many_open_games',
    })
    // A sibling has limits of their own.
    const sibling = await addChild(db, id.family)
    await expect(start(sibling, 'story')).resolves.toEqual(expect.any(String))
  })

  it('counts neither finished games nor games left open over an hour ago', async () => {
    const id = await createChild(db)
    await addSessions(id, 19, 30 * 60, false)
    await addSessions(id, 30, 61 * 60, false)
    await addSessions(id, 30, 10 * 60, true)
    await expect(start(id, 'story')).resolves.toEqual(expect.any(String))
  })

  it('start_game refuses a 61st start within a minute', async () => {
    const id = await createChild(db)
    await addSessions(id, 59, 20, true)
    await start(id, 'story')
    await expect(start(id, 'story')).rejects.toMatchObject({
      code: 'PT429',
      message: 'too_many_starts',
    })
  })

  it('finish_game refuses a session started over 2 hours ago', async () => {
    const id = await createChild(db)
    const old = await start(id, 'story')
    await ageSession(db, old, 2 * 3600 + 5)
    await expect(finish(id, old, 1)).rejects.toThrow(/session_expired/)
    const fresh = await start(id, 'story')
    await ageSession(db, fresh, 2 * 3600 - 60)
    await expect(finish(id, fresh, 1)).resolves.toEqual([
      { points: 3, new_badges: ['heritage_explorer'] },
    ])
  })
})

describe('points and badges (docs/architecture.md#scoring)', () => {
  it.each([
    ['quiz', 0, 0],
    ['quiz', 7, 7],
    ['quiz', 12, 12],
    ['memory', 8, 16],
    ['memory', 20, 4],
    ['memory', 23, 1],
    ['memory', 999, 1],
    ['festival_match', 1, 4],
    ['hero_match', 1, 4],
    ['story', 1, 3],
  ])('%s with %i scores %i points', async (game, value, points) => {
    const id = await createChild(db)
    expect(await play(db, id, game, value)).toEqual({
      points,
      new_badges: ['heritage_explorer'].concat(
        game === 'quiz' && value === 12 ? ['cultural_scholar'] : [],
      ),
    })
  })

  it("adds up a player's stats and awards each badge once", async () => {
    const id = await createChild(db, 'StatsStar')
    expect(await play(db, id, 'quiz', 9)).toEqual({
      points: 9,
      new_badges: ['heritage_explorer'],
    })
    expect((await play(db, id, 'quiz', 12)).new_badges).toEqual([
      'cultural_scholar',
    ])
    expect((await play(db, id, 'quiz', 5)).new_badges).toEqual([])
    await play(db, id, 'memory', 14)
    await play(db, id, 'memory', 30)
    await play(db, id, 'festival_match', 1)
    await play(db, id, 'hero_match', 1)
    expect(await play(db, id, 'story', 1)).toEqual({
      points: 3,
      new_badges: ['heritage_master'],
    })
    const [stats] = await db.query(
      `select total_score, quiz_best, memory_best, games_completed, achievement_count
       from public.player_stats where profile_id = $1`,
      [id.id],
    )
    expect(stats).toEqual({
      total_score: 9 + 12 + 5 + 10 + 1 + 4 + 4 + 3,
      quiz_best: 12,
      memory_best: 14,
      games_completed: 8,
      achievement_count: 3,
    })
    const badges = await as(
      db,
      player(id.family),
      'select achievement_id from public.user_achievements order by earned_at, achievement_id',
    )
    expect(badges.map((row) => row.achievement_id).sort()).toEqual([
      'cultural_scholar',
      'heritage_explorer',
      'heritage_master',
    ])
  })

  it('keeps siblings apart: each child has their own points and badges', async () => {
    const older = await createChild(db, 'OlderOtter')
    const younger = await addChild(db, older.family, 'YoungerYak')
    await play(db, older, 'quiz', 12)
    expect(await play(db, younger, 'story', 1)).toEqual({
      points: 3,
      new_badges: ['heritage_explorer'],
    })
    const rows = await db.query(
      `select c.fun_name, s.total_score, s.achievement_count
       from public.player_stats s join public.child_profiles c on c.id = s.profile_id
       where c.family_id = $1 order by c.fun_name`,
      [older.family],
    )
    expect(rows).toEqual([
      { fun_name: 'OlderOtter', total_score: 12, achievement_count: 2 },
      { fun_name: 'YoungerYak', total_score: 3, achievement_count: 1 },
    ])
  })

  it("records a memory game's moves beside its points", async () => {
    const id = await createChild(db)
    await play(db, id, 'memory', 10)
    const rows = await as(
      db,
      player(id.family),
      'select game_type, score, moves from public.game_scores',
    )
    expect(rows).toEqual([{ game_type: 'memory', score: 14, moves: 10 }])
  })
})

describe('daily cap', () => {
  it('refuses results beyond 200 a day', async () => {
    const id = await createChild(db)
    await db.query(
      `insert into public.game_scores (profile_id, game_type, score)
       select $1, 'story', 3 from generate_series(1, 200)`,
      [id.id],
    )
    const session = await start(id, 'story')
    await ageSession(db, session, 60)
    await expect(finish(id, session, 1)).rejects.toThrow(/daily_limit_reached/)
  })
})
