import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  ageSession,
  applyMigrations,
  as,
  createChild,
  openTestDatabase,
  play,
  player,
  type Child,
  type Db,
} from './harness'

/**
 * The puzzles (20261125130000_puzzle_games.sql, decision 034): the jigsaw
 * and the word search as game types, their values, points and minimum play
 * times, and Heritage Master kept to the first five games.
 */

const PUZZLE_MIGRATION = '20261125130000'
const BEFORE_PUZZLES = '20261125129999'

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

async function badgesOf(child: Child): Promise<string[]> {
  const rows = await db.query<{ achievement_id: string }>(
    `select achievement_id from public.user_achievements
     where profile_id = $1 order by earned_at, achievement_id`,
    [child.id],
  )
  return rows.map((row) => row.achievement_id)
}

describe('the jigsaw and the word search', () => {
  it.each([
    ['jigsaw', 9, 3],
    ['jigsaw', 16, 5],
    ['jigsaw', 25, 8],
    ['word_search', 6, 6],
    ['word_search', 8, 8],
  ])('a finished %s of %i scores %i points', async (game, value, points) => {
    const child = await createChild(db)
    const result = await play(db, child, game, value, 8)
    expect(result).toEqual({ points, new_badges: ['heritage_explorer'] })
    const [stats] = await db.query(
      `select total_score, games_completed, completed_game_types,
         quiz_best, memory_best
       from public.player_stats where profile_id = $1`,
      [child.id],
    )
    expect(stats).toEqual({
      total_score: points,
      games_completed: 1,
      completed_game_types: [game],
      quiz_best: null,
      memory_best: null,
    })
  })

  it.each([
    ['jigsaw', 7],
    ['word_search', 7],
  ])('a %s finished sooner than 8 s (%i s) is refused', async (game, s) => {
    const child = await createChild(db)
    const session = await start(child, game)
    await ageSession(db, session, s)
    await expect(
      finish(child, session, game === 'jigsaw' ? 9 : 6),
    ).rejects.toThrow(/finished_too_soon/)
  })

  it.each([
    ['jigsaw', 1],
    ['jigsaw', 0],
    ['jigsaw', 8],
    ['jigsaw', 10],
    ['jigsaw', 15],
    ['jigsaw', 36],
    ['jigsaw', -9],
    ['jigsaw', null],
    ['word_search', 1],
    ['word_search', 5],
    ['word_search', 7],
    ['word_search', 10],
    ['word_search', null],
  ])('the impossible %s result %s is refused', async (game, value) => {
    const child = await createChild(db)
    const session = await start(child, game)
    await ageSession(db, session, 60)
    await expect(finish(child, session, value)).rejects.toThrow(/invalid_value/)
    const [scores] = await db.query(
      'select count(*)::int as n from public.game_scores where profile_id = $1',
      [child.id],
    )
    expect(scores).toEqual({ n: 0 })
  })

  it('comes back in the family report with the value the game sent', async () => {
    const child = await createChild(db)
    await play(db, child, 'jigsaw', 16)
    await play(db, child, 'word_search', 8)
    await play(db, child, 'jigsaw', 25)
    await play(db, child, 'jigsaw', 9)
    const [report] = await as<{ report: { recent_rounds: unknown[] }[] }>(
      db,
      player(child.family),
      'select public.get_family_report() as report',
    )
    const rounds = report!.report[0]!.recent_rounds as {
      game_type: string
      value: number
      points: number
    }[]
    expect(
      rounds.map(({ game_type, value, points }) => [game_type, value, points]),
    ).toEqual([
      ['jigsaw', 16, 5],
      ['word_search', 8, 8],
      ['jigsaw', 25, 8],
      ['jigsaw', 9, 3],
    ])
  })
})

describe('Heritage Master', () => {
  it('is not earned with puzzles in place of one of the first five', async () => {
    const child = await createChild(db)
    for (const [game, value] of [
      ['quiz', 3],
      ['memory', 20],
      ['festival_match', 1],
      ['jigsaw', 9],
      ['word_search', 6],
    ] as const) {
      await play(db, child, game, value)
    }
    // Five game types, but not the five: the old count would have given it.
    await play(db, child, 'hero_match', 1)
    expect(await badgesOf(child)).toEqual(['heritage_explorer'])
    const [stats] = await db.query<{ completed_game_types: string[] }>(
      'select completed_game_types from public.player_stats where profile_id = $1',
      [child.id],
    )
    expect(stats!.completed_game_types).toHaveLength(6)
  })

  it('is earned by the first five games, puzzles or not', async () => {
    const child = await createChild(db)
    await play(db, child, 'jigsaw', 25)
    for (const [game, value] of [
      ['quiz', 12],
      ['memory', 8],
      ['festival_match', 1],
      ['hero_match', 1],
    ] as const) {
      await play(db, child, game, value)
    }
    const last = await play(db, child, 'story', 1)
    expect(last.new_badges).toEqual(['heritage_master'])
    expect(await badgesOf(child)).toEqual(
      expect.arrayContaining([
        'heritage_explorer',
        'cultural_scholar',
        'heritage_master',
      ]),
    )
    // A puzzle afterwards earns nothing new.
    expect((await play(db, child, 'word_search', 6)).new_badges).toEqual([])
  })
})

describe('offline puzzles (submit_offline_round)', () => {
  const submit = (
    child: Child,
    game: string,
    value: number,
    durationMs: number,
  ) =>
    as<{ points: number; new_badges: string[] }>(
      db,
      player(child.family),
      `select points, new_badges from public.submit_offline_round(
         $1, gen_random_uuid(), $2, $3, now() - interval '1 hour', $4)`,
      [child.id, game, value, durationMs],
    )

  it('records a whole puzzle played long enough', async () => {
    const child = await createChild(db)
    expect(await submit(child, 'jigsaw', 16, 60_000)).toEqual([
      { points: 5, new_badges: ['heritage_explorer'] },
    ])
    expect(await submit(child, 'word_search', 8, 8_000)).toEqual([
      { points: 8, new_badges: [] },
    ])
  })

  it.each([
    ['jigsaw', 12, 60_000, /invalid_value/],
    ['word_search', 9, 60_000, /invalid_value/],
    ['jigsaw', 9, 7_999, /played_too_fast/],
    ['word_search', 6, 7_000, /played_too_fast/],
  ])('refuses %s %i in %i ms', async (game, value, ms, error) => {
    const child = await createChild(db)
    await expect(submit(child, game, value, ms)).rejects.toThrow(error)
  })
})

describe('the migration on a database that has players', () => {
  it('keeps every badge and score, and then takes the puzzles', async () => {
    const old = await openTestDatabase({ upTo: BEFORE_PUZZLES })
    try {
      const child = await createChild(old)
      for (const [game, value] of [
        ['quiz', 12],
        ['memory', 9],
        ['festival_match', 1],
        ['hero_match', 1],
        ['story', 1],
      ] as const) {
        await play(old, child, game, value)
      }
      // Before the migration the puzzles are unknown.
      await expect(play(old, child, 'jigsaw', 9)).rejects.toThrow(
        /invalid_game_type/,
      )
      const before = await old.query(
        `select total_score, achievement_count, completed_game_types
         from public.player_stats where profile_id = $1`,
        [child.id],
      )
      await applyMigrations(old, {
        after: BEFORE_PUZZLES,
        upTo: PUZZLE_MIGRATION,
      })
      expect(
        await old.query(
          `select total_score, achievement_count, completed_game_types
           from public.player_stats where profile_id = $1`,
          [child.id],
        ),
      ).toEqual(before)
      expect(await play(old, child, 'jigsaw', 9)).toEqual({
        points: 3,
        new_badges: [],
      })
    } finally {
      await old.close()
    }
  })
})
