import { randomUUID } from 'node:crypto'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  ageSession,
  answersFor,
  applyMigrations,
  as,
  createChild,
  drawnQuestions,
  drawQuiz,
  openTestDatabase,
  player,
  type Child,
  type Db,
} from './harness'

/**
 * Fair rounds (decision 075): the attacks of the quiz's security review
 * (C3, C4, C5, C5b/C5c, B9), each shown succeeding on the schema before
 * 20261201130000_fair_rounds.sql, then refused once it is applied; and an
 * honest device that plays online, offline and both keeping every point.
 *
 * B9 needs real concurrency: on PostgreSQL 15 (DATABASE_URL) twenty
 * connections finish at once. PGlite has one connection, so there the
 * twenty finishes run one after another and cannot race: the cap holds on
 * both schemas, and the PostgreSQL 15 run is the proof.
 */

const BEFORE = '20261201129999'

let db: Db

beforeAll(async () => {
  db = await openTestDatabase({ upTo: BEFORE })
})
afterAll(async () => {
  await db.close()
})

type Outcome = { points: number; new_badges: string[] }
type Question = { id: string; band: string; correct: number }

/** 12 questions of `band` the server never drew for anyone. */
const bankQuestions = (band: string, offset = 0) =>
  db.query<Question>(
    `select id, band, correct from private.quiz_questions
     where band = $1 order by id limit 12 offset $2`,
    [band, offset],
  )

/** A quiz round played offline, sent by the device as it is synced. */
async function sendOffline(
  child: Child,
  questions: readonly Question[],
  right = 12,
  clientId: string = randomUUID(),
): Promise<Outcome> {
  const [row] = await as<Outcome>(
    db,
    player(child.family),
    `select points, new_badges from public.submit_offline_round(
       $1, $2, $3::jsonb, now() - interval '1 minute', 60000)`,
    [child.id, clientId, JSON.stringify(answersFor(questions, right))],
  )
  if (!row) throw new Error('no outcome')
  return row
}

/** finish_game with the answers of `questions`, `right` of them right. */
async function finishOnline(
  child: Child,
  session: string,
  questions: readonly Question[],
  right = 12,
): Promise<Outcome> {
  const [row] = await as<Outcome>(
    db,
    player(child.family),
    'select * from public.finish_game($1, $2::jsonb)',
    [session, JSON.stringify(answersFor(questions, right))],
  )
  if (!row) throw new Error('no outcome')
  return row
}

async function totalOf(child: Child): Promise<number> {
  const [row] = await db.query<{ total: number }>(
    `select coalesce(sum(score), 0)::int as total from public.game_scores
     where profile_id = $1`,
    [child.id],
  )
  return row?.total ?? 0
}

async function badgesOf(child: Child): Promise<string[]> {
  const rows = await db.query<{ achievement_id: string }>(
    `select achievement_id from public.user_achievements
     where profile_id = $1 order by achievement_id`,
    [child.id],
  )
  return rows.map((r) => r.achievement_id)
}

async function setAgeBand(child: Child, band: string) {
  await db.query(
    'update public.child_profiles set age_band = $2 where id = $1',
    [child.id, band],
  )
}

/** C3: 12 bank questions never drawn, all right. */
async function attackC3() {
  const child = await createChild(db)
  const outcome = await sendOffline(child, await bankQuestions('11-15'))
  return { outcome, total: await totalOf(child), badges: await badgesOf(child) }
}

/** C4: an 11-15 child sends a round of the 5-7 band (three options each). */
async function attackC4() {
  const child = await createChild(db)
  await setAgeBand(child, '11-15')
  const outcome = await sendOffline(child, await bankQuestions('5-7'))
  return { outcome, total: await totalOf(child), badges: await badgesOf(child) }
}

/** C5: one round drawn for the child, its answers sent five times. */
async function attackC5() {
  const child = await createChild(db)
  const { questions } = await drawQuiz(db, child)
  const points: number[] = []
  for (let i = 0; i < 5; i += 1) {
    points.push((await sendOffline(child, questions)).points)
  }
  return { points, total: await totalOf(child) }
}

/** C5b/C5c: a drawn round sent offline, finished online, sent offline again. */
async function attackC5c() {
  const child = await createChild(db)
  const { session, questions } = await drawQuiz(db, child)
  const offline = (await sendOffline(child, questions)).points
  const online = await finishOnline(child, session, questions).then(
    (outcome) => outcome.points,
    (error: Error) => error.message,
  )
  const again = (await sendOffline(child, questions)).points
  return { offline, online, again, total: await totalOf(child) }
}

/**
 * B9: a child with 195 results today and 20 quiz rounds drawn, finished
 * all at once (on PostgreSQL 15, twenty connections; see the file's
 * comment for PGlite). Each finish waits, before it commits, until all
 * twenty have answered or are waiting for a lock, so none commits before
 * another has counted the day: the race is forced, not hoped for.
 */
async function attackB9() {
  const child = await createChild(db)
  await db.query(
    `insert into public.game_scores (profile_id, game_type, score)
     select $1, 'story', 3 from generate_series(1, 195)`,
    [child.id],
  )
  const rounds: { session: string; answers: string }[] = []
  for (let i = 0; i < 20; i += 1) {
    const [started] = await as<{ id: string }>(
      db,
      player(child.family),
      `select public.start_game($1, 'quiz') as id`,
      [child.id],
    )
    const session = started!.id
    await ageSession(db, session, 60)
    rounds.push({
      session,
      answers: JSON.stringify(
        answersFor(await drawnQuestions(db, session), 12),
      ),
    })
  }
  const finish = 'select * from public.finish_game($1, $2::jsonb)'
  const claims = JSON.stringify({ role: 'authenticated', sub: child.family })
  const connections = await Promise.all(rounds.map(() => db.connect()))
  const accepted: number[] = []
  if (connections.every((c): c is Db => c !== null)) {
    const pids: number[] = []
    for (const c of connections) {
      const [row] = await c.query<{ pid: number }>(
        'select pg_backend_pid() as pid',
      )
      pids.push(row!.pid)
      await c.exec('begin')
      await c.query(`select set_config('request.jwt.claims', $1, true)`, [
        claims,
      ])
      await c.exec('set local role authenticated')
    }
    const answered = new Set<number>()
    const calls = connections.map((c, i) =>
      c
        .query<Outcome>(finish, [rounds[i]!.session, rounds[i]!.answers])
        .then(
          (rows) => ({ ok: true as const, points: rows[0]!.points }),
          (error: Error) => ({ ok: false as const, error: error.message }),
        )
        .finally(() => answered.add(i)),
    )
    // Every finish has answered or waits for a lock another one holds.
    for (;;) {
      const [row] = await db.query<{ waiting: number }>(
        `select count(*)::int as waiting from pg_stat_activity
         where wait_event_type = 'Lock' and pid = any($1)`,
        [pids],
      )
      if (answered.size + (row?.waiting ?? 0) >= connections.length) break
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    // Then each commits as soon as it has answered (a waiting one answers
    // once the lock it waits for is released by a commit).
    const open = new Set(connections.keys())
    while (open.size > 0) {
      const i = await Promise.race(
        [...open].map((j) => calls[j]!.then(() => j)),
      )
      open.delete(i)
      const result = await calls[i]!
      await connections[i]!.exec(result.ok ? 'commit' : 'rollback')
      if (result.ok) accepted.push(result.points)
      else expect(result.error).toMatch(/daily_limit_reached/)
    }
  } else {
    // PGlite: one connection, so the finishes run one after another.
    for (const round of rounds) {
      await as<Outcome>(db, player(child.family), finish, [
        round.session,
        round.answers,
      ]).then(
        ([row]) => accepted.push(row!.points),
        (error: Error) => expect(error.message).toMatch(/daily_limit_reached/),
      )
    }
  }
  const [count] = await db.query<{ n: number }>(
    `select count(*)::int as n from public.game_scores
     where profile_id = $1 and created_at > now() - interval '1 day'`,
    [child.id],
  )
  return { accepted: accepted.length, resultsToday: count?.n }
}

describe('before fair rounds (the schema up to 20261201120000)', () => {
  it('C3: a round of questions never drawn scores 12 and Cultural Scholar', async () => {
    const { outcome, total, badges } = await attackC3()
    expect(outcome.points).toBe(12)
    expect(total).toBe(12)
    expect(badges).toContain('cultural_scholar')
  })

  it('C4: a round of another band scores 12 and Cultural Scholar', async () => {
    const { outcome, badges } = await attackC4()
    expect(outcome.points).toBe(12)
    expect(badges).toContain('cultural_scholar')
  })

  it('C5: the same answers under new client ids score every time', async () => {
    expect(await attackC5()).toEqual({
      points: [12, 12, 12, 12, 12],
      total: 60,
    })
  })

  it('C5b/C5c: one drawn round scores offline, online and offline again', async () => {
    expect(await attackC5c()).toEqual({
      offline: 12,
      online: 12,
      again: 12,
      total: 36,
    })
  })

  it('B9: 20 finishes at once pass the 200-a-day cap (PostgreSQL 15)', async () => {
    const { accepted, resultsToday } = await attackB9()
    if (db.kind === 'postgres') {
      expect({ accepted, resultsToday }).toEqual({
        accepted: 20,
        resultsToday: 215,
      })
    } else {
      // Serial on PGlite: nothing races, so the cap holds (see above).
      expect({ accepted, resultsToday }).toEqual({
        accepted: 5,
        resultsToday: 200,
      })
    }
  })
})

describe('after fair rounds (20261201130000 and every later migration)', () => {
  beforeAll(async () => {
    await applyMigrations(db, { after: BEFORE })
  })

  it('C3: a round of questions never drawn scores nothing', async () => {
    const { outcome, total, badges } = await attackC3()
    expect(outcome).toEqual({ points: 0, new_badges: [] })
    expect(total).toBe(0)
    expect(badges).toEqual([])
  })

  it('C4: a round of another band scores nothing; a drawn round scores in the band chosen for it', async () => {
    const { outcome, total, badges } = await attackC4()
    expect(outcome).toEqual({ points: 0, new_badges: [] })
    expect(total).toBe(0)
    expect(badges).toEqual([])
    // The band chosen when the round was drawn is the round's band.
    const child = await createChild(db)
    await setAgeBand(child, '11-15')
    const { questions } = await drawQuiz(db, child, { band: '5-7' })
    expect(new Set(questions.map((q) => q.band))).toEqual(new Set(['5-7']))
    expect((await sendOffline(child, questions, 10)).points).toBe(10)
  })

  it('C5: the same answers under new client ids score once', async () => {
    expect(await attackC5()).toEqual({ points: [12, 0, 0, 0, 0], total: 12 })
  })

  it('C5b/C5c: a drawn round scores once, offline or online', async () => {
    expect(await attackC5c()).toEqual({
      offline: 12,
      online: 'session_already_finished',
      again: 0,
      total: 12,
    })
    // Online first: the offline copy then scores nothing.
    const child = await createChild(db)
    const { session, questions } = await drawQuiz(db, child)
    expect((await finishOnline(child, session, questions, 9)).points).toBe(9)
    expect((await sendOffline(child, questions, 12)).points).toBe(0)
    expect(await totalOf(child)).toBe(9)
  })

  it('B9: 20 finishes at once stop at the 200-a-day cap', async () => {
    expect(await attackB9()).toEqual({ accepted: 5, resultsToday: 200 })
  })

  it('a drawn round sent within 24 s of its draw waits (finished_too_soon), then scores', async () => {
    const child = await createChild(db)
    const { session, questions } = await drawQuiz(db, child, { seconds: 0 })
    await expect(sendOffline(child, questions)).rejects.toThrow(
      /finished_too_soon/,
    )
    await ageSession(db, session, 30)
    expect((await sendOffline(child, questions, 11)).points).toBe(11)
  })

  it('a drawn round plays offline for 7 days, not longer', async () => {
    const child = await createChild(db)
    const week = 7 * 24 * 3600
    const old = await drawQuiz(db, child, { seconds: week - 600 })
    expect((await sendOffline(child, old.questions, 8)).points).toBe(8)
    const older = await drawQuiz(db, child, { seconds: week + 60 })
    expect((await sendOffline(child, older.questions, 8)).points).toBe(0)
  })

  it('keeps the answers of a round not drawn for the grown-ups, with no game counted', async () => {
    const child = await createChild(db)
    await sendOffline(child, await bankQuestions('8-10'), 7)
    const [row] = await db.query<{ answers: number; right: number }>(
      `select count(*)::int as answers,
         (count(*) filter (where correct))::int as right
       from private.quiz_answers where profile_id = $1`,
      [child.id],
    )
    expect(row).toEqual({ answers: 12, right: 7 })
    const stats = await db.query(
      'select * from public.player_stats where profile_id = $1',
      [child.id],
    )
    expect(stats).toEqual([])
  })
})

// On the schema with fair rounds, applied by the describe above.
describe('an honest device keeps every point it earned', () => {
  it('online, offline (the kept drawn round) and both mixed', async () => {
    const child = await createChild(db)
    let expected = 0
    const online = async (right: number) => {
      const { session, questions } = await drawQuiz(db, child)
      expect(
        (await finishOnline(child, session, questions, right)).points,
      ).toBe(right)
      expected += right
    }
    // While online the device keeps one drawn round; offline it plays it.
    let kept = await drawQuiz(db, child)
    const offline = async (right: number) => {
      expect((await sendOffline(child, kept.questions, right)).points).toBe(
        right,
      )
      expected += right
    }
    // Online only.
    await online(9)
    await online(12)
    // Offline: the kept round, sent when the connection is back (twice:
    // the first answer was lost, so the device sends the same id again).
    const clientId = randomUUID()
    const first = await sendOffline(child, kept.questions, 10, clientId)
    const retry = await sendOffline(child, kept.questions, 10, clientId)
    expect([first.points, retry.points]).toEqual([10, 10])
    expected += 10
    // Mixed: online again keeps a new round, played offline after more
    // online rounds (drawn hours before, after the 2-hour online expiry).
    kept = await drawQuiz(db, child, { seconds: 5 * 3600 })
    await online(6)
    await offline(11)
    kept = await drawQuiz(db, child)
    await offline(12)
    await online(3)
    expect(await totalOf(child)).toBe(expected)
    expect(expected).toBe(9 + 12 + 10 + 6 + 11 + 12 + 3)
    // Every round drawn was finished, each once.
    const [open] = await db.query<{ n: number }>(
      `select count(*)::int as n from public.game_sessions
       where profile_id = $1 and finished_at is null`,
      [child.id],
    )
    expect(open?.n).toBe(0)
  })
})
