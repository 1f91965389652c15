import { randomUUID } from 'node:crypto'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  addChild,
  answersFor,
  ANON,
  as,
  createChild,
  drawQuiz,
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

type Outcome = {
  points: number
  new_badges: string[]
  added_at: Date
  already_recorded: boolean
}

type Round = {
  clientId?: string | null
  gameType?: string
  value?: number | null
  /** How long ago the round ended, in seconds (negative: in the future). */
  agoSeconds?: number | null
  durationMs?: number | null
  /**
   * A quiz's questions: a round the server drew for the child (the default,
   * as a device plays the round it kept) or 12 of the 8-10 band never drawn.
   */
  drawn?: boolean
}

/**
 * submit_offline_round for `child`, as their parent, with sensible defaults
 * for each field. A quiz with a possible score (0-12) sends answers to the
 * 12 questions of a round the server drew for the child a minute ago (or,
 * `drawn: false`, to 12 questions of the 8-10 band never drawn), `value` of
 * them right, as the client does; any other quiz value goes through the
 * value-only form, which refuses it.
 */
async function submit(child: Child, round: Round = {}): Promise<Outcome> {
  const gameType = round.gameType ?? 'quiz'
  const value = round.value === undefined ? 7 : round.value
  const answered =
    gameType === 'quiz' && value !== null && value >= 0 && value <= 12
  const questions = !answered
    ? []
    : round.drawn === false
      ? await db.query<{ id: string; band: string; correct: number }>(
          `select id, band, correct from private.quiz_questions
           where band = '8-10' order by id limit 12`,
        )
      : (await drawQuiz(db, child)).questions
  const [row] = await as<Outcome>(
    db,
    player(child.family),
    `select * from public.submit_offline_round(
       $1, $2, ${answered ? '$3::jsonb' : '$3::text, $6::integer'},
       case when $4::float8 is null then null
         else now() - make_interval(secs => $4::float8) end,
       $5)`,
    [
      child.id,
      round.clientId === undefined ? randomUUID() : round.clientId,
      answered ? JSON.stringify(answersFor(questions, value)) : gameType,
      round.agoSeconds === undefined ? 3600 : round.agoSeconds,
      round.durationMs === undefined ? 60_000 : round.durationMs,
      ...(answered ? [] : [value]),
    ],
  )
  if (!row) throw new Error('no outcome')
  return row
}

async function stats(child: Child) {
  const [row] = await db.query(
    `select total_score, quiz_best, memory_best, games_completed,
       achievement_count, completed_game_types
     from public.player_stats where profile_id = $1`,
    [child.id],
  )
  return row
}

async function scoreRows(child: Child) {
  return db.query(
    `select game_type, score, moves from public.game_scores
     where profile_id = $1 order by id`,
    [child.id],
  )
}

describe('an offline round is scored exactly like an online one', () => {
  it.each([
    ['quiz', 0],
    ['quiz', 7],
    ['quiz', 12],
    ['memory', 8],
    ['memory', 20],
    ['memory', 999],
    ['festival_match', 1],
    ['hero_match', 1],
    ['story', 1],
  ])('%s with %i', async (game, value) => {
    const online = await createChild(db)
    const offline = await createChild(db)
    const played = await play(db, online, game, value)
    const submitted = await submit(offline, { gameType: game, value })
    expect(submitted).toMatchObject({ ...played, already_recorded: false })
    expect(await stats(offline)).toEqual(await stats(online))
    expect(await scoreRows(offline)).toEqual(await scoreRows(online))
  })

  it('awards every badge once, mixed with online rounds', async () => {
    const id = await createChild(db, 'OfflineOwl')
    expect(
      (await submit(id, { gameType: 'quiz', value: 12 })).new_badges,
    ).toEqual(['heritage_explorer', 'cultural_scholar'])
    await play(db, id, 'memory', 14)
    await submit(id, { gameType: 'festival_match', value: 1 })
    await play(db, id, 'hero_match', 1)
    expect(await submit(id, { gameType: 'story', value: 1 })).toMatchObject({
      points: 3,
      new_badges: ['heritage_master'],
    })
    expect(await stats(id)).toEqual({
      total_score: 12 + 10 + 4 + 4 + 3,
      quiz_best: 12,
      memory_best: 14,
      games_completed: 5,
      achievement_count: 3,
      completed_game_types: [
        'quiz',
        'memory',
        'festival_match',
        'hero_match',
        'story',
      ],
    })
  })

  it('says when it was added', async () => {
    const id = await createChild(db)
    const [before] = await db.query<{ now: Date }>('select now() as now')
    const outcome = await submit(id)
    expect(outcome.added_at).toBeInstanceOf(Date)
    expect(outcome.added_at.getTime()).toBeGreaterThanOrEqual(
      before!.now.getTime(),
    )
  })
})

describe('a replayed client id', () => {
  it('is counted once and returns the earlier outcome', async () => {
    const id = await createChild(db)
    const clientId = randomUUID()
    const first = await submit(id, { clientId, gameType: 'quiz', value: 12 })
    const again = await submit(id, { clientId, gameType: 'quiz', value: 12 })
    expect(again).toEqual({ ...first, already_recorded: true })
    // The earlier outcome even when the retry differs or is now too old.
    const later = await submit(id, {
      clientId,
      gameType: 'story',
      value: 1,
      agoSeconds: 8 * 24 * 3600,
    })
    expect(later).toEqual({ ...first, already_recorded: true })
    expect(await stats(id)).toMatchObject({
      total_score: 12,
      games_completed: 1,
      achievement_count: 2,
    })
    expect(await scoreRows(id)).toHaveLength(1)
  })

  it("is another child's own round: ids are per child, siblings too", async () => {
    const alice = await createChild(db)
    const bob = await addChild(db, alice.family)
    const clientId = randomUUID()
    await submit(alice, { clientId, gameType: 'quiz', value: 9 })
    const bobs = await submit(bob, { clientId, gameType: 'story', value: 1 })
    expect(bobs).toMatchObject({ points: 3, already_recorded: false })
    expect(await stats(alice)).toMatchObject({ total_score: 9 })
    expect(await stats(bob)).toMatchObject({ total_score: 3 })
  })
})

describe('submit_offline_round refuses, each with its own error', () => {
  it.each<[string, Round, RegExp]>([
    ['no client id', { clientId: null }, /invalid_client_id/],
    ['an unknown game', { gameType: 'chess', value: 1 }, /invalid_game_type/],
    [
      'a quiz score as a number, not answers',
      { gameType: 'quiz', value: 13 },
      /answers_required/,
    ],
    [
      'a negative quiz score as a number',
      { gameType: 'quiz', value: -1 },
      /answers_required/,
    ],
    [
      'a quiz with no answers',
      { gameType: 'quiz', value: null },
      /answers_required/,
    ],
    ['no value', { gameType: 'story', value: null }, /invalid_value/],
    ['too few memory moves', { gameType: 'memory', value: 7 }, /invalid_value/],
    ['an unfinished story', { gameType: 'story', value: 0 }, /invalid_value/],
    ['a round played in the future', { agoSeconds: -3600 }, /played_in_future/],
    ['a round with no time', { agoSeconds: null }, /invalid_played_at/],
    [
      'a round older than 7 days',
      { agoSeconds: 7 * 24 * 3600 + 60 },
      /played_too_long_ago/,
    ],
    ['a quiz faster than 24 s', { durationMs: 23_999 }, /played_too_fast/],
    [
      'a memory game faster than 8 s',
      { gameType: 'memory', value: 10, durationMs: 7_999 },
      /played_too_fast/,
    ],
    [
      'a story faster than 3 s',
      { gameType: 'story', value: 1, durationMs: 2_999 },
      /played_too_fast/,
    ],
    ['a round with no duration', { durationMs: null }, /played_too_fast/],
  ])('%s', async (_name, round, error) => {
    const id = await createChild(db)
    await expect(submit(id, round)).rejects.toThrow(error)
    expect(await scoreRows(id)).toEqual([])
  })

  it('accepts the edges: exactly the minimum time, 6 days ago, a clock a minute fast', async () => {
    const id = await createChild(db)
    await submit(id, { durationMs: 24_000 })
    await submit(id, { agoSeconds: 6 * 24 * 3600 })
    await submit(id, { agoSeconds: -60 })
    expect(await scoreRows(id)).toHaveLength(3)
  })

  it('does not record a refused id', async () => {
    const id = await createChild(db)
    const clientId = randomUUID()
    await expect(submit(id, { clientId, value: 13 })).rejects.toThrow(
      /answers_required/,
    )
    expect(await submit(id, { clientId, value: 5 })).toMatchObject({
      points: 5,
      already_recorded: false,
    })
  })

  it('more than 30 offline rounds played on one day', async () => {
    const id = await createChild(db)
    // Rounds played at noon UTC yesterday, a second apart.
    const noon = `date_trunc('day', now(), 'UTC') - interval '12 hours'`
    const at = async (second: number) =>
      as<Outcome>(
        db,
        player(id.family),
        `select * from public.submit_offline_round(
           $3, $1, 'story', 1, ${noon} + make_interval(secs => $2), 5000)`,
        [randomUUID(), second, id.id],
      )
    for (let i = 0; i < 30; i += 1) await at(i)
    const refused = at(30)
    await expect(refused).rejects.toThrow(/offline_daily_limit_reached/)
    await expect(at(31)).rejects.toMatchObject({ code: 'PT429' })
    // Another day of play has its own 30.
    await expect(
      submit(id, { gameType: 'story', value: 1, agoSeconds: 3 * 24 * 3600 }),
    ).resolves.toMatchObject({ points: 3 })
    // Online rounds are not offline rounds.
    await expect(play(db, id, 'story', 1)).resolves.toMatchObject({ points: 3 })
    expect(await stats(id)).toMatchObject({ games_completed: 32 })
  })

  it('more than 200 results a day, online and offline together', async () => {
    const id = await createChild(db)
    await db.query(
      `insert into public.game_scores (profile_id, game_type, score)
       select $1, 'story', 3 from generate_series(1, 200)`,
      [id.id],
    )
    await expect(submit(id)).rejects.toThrow(/daily_limit_reached/)
  })
})

describe('nobody can submit for another family', () => {
  it('anon cannot call it', async () => {
    await expect(
      as(
        db,
        ANON,
        `select * from public.submit_offline_round(gen_random_uuid(), gen_random_uuid(), 'quiz', 5, now(), 60000)`,
      ),
    ).rejects.toThrow(/permission denied/)
  })

  it("refuses another family's child and a deleted child, and records nothing", async () => {
    const alice = await createChild(db)
    const bob = await createChild(db)
    await expect(
      submit({ ...alice, family: bob.family }, { gameType: 'quiz', value: 11 }),
    ).rejects.toMatchObject({ code: 'VK002', message: 'profile_not_found' })
    await as(db, player(bob.family), 'select public.delete_child_profile($1)', [
      bob.id,
    ])
    await expect(submit(bob)).rejects.toMatchObject({ code: 'VK002' })
    expect(await stats(alice)).toBeUndefined()
    expect(await stats(bob)).toBeUndefined()
  })

  it('a family cannot read or write the recorded rounds', async () => {
    const id = await createChild(db)
    await submit(id)
    await expect(
      as(db, player(id.family), 'select * from private.offline_rounds'),
    ).rejects.toThrow(/permission denied/)
    await expect(
      as(db, player(id.family), 'delete from private.offline_rounds'),
    ).rejects.toThrow(/permission denied/)
    await expect(
      as(
        db,
        player(id.family),
        `select * from private.record_result($1, 'quiz', 12)`,
        [id.id],
      ),
    ).rejects.toThrow(/permission denied/)
  })
})
