import { randomUUID } from 'node:crypto'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  ageSession,
  ANON,
  answersFor,
  as,
  createChild,
  createFamily,
  drawQuiz,
  openTestDatabase,
  player,
  type Child,
  type Db,
} from './harness'

/**
 * Retention (decision 075, 20261201140000_retention.sql): what
 * private.delete_expired(), the nightly pg_cron job on Supabase, deletes
 * and what it keeps. Neither PGlite nor the tests' PostgreSQL has pg_cron,
 * so the migration schedules nothing here and the tests call the function.
 */

let db: Db

beforeAll(async () => {
  db = await openTestDatabase()
})
afterAll(async () => {
  await db.close()
})

const DAY = 24 * 3600

const deleteExpired = async () => {
  const [row] = await db.query<{ deleted: Record<string, number> }>(
    'select private.delete_expired() as deleted',
  )
  return row?.deleted
}

async function startGame(child: Child, gameType: string) {
  const [row] = await as<{ id: string }>(
    db,
    player(child.family),
    'select public.start_game($1, $2) as id',
    [child.id, gameType],
  )
  return row!.id
}

async function finishStory(child: Child, session: string) {
  await ageSession(db, session, 10)
  await as(db, player(child.family), 'select public.finish_game($1, 1)', [
    session,
  ])
}

const sessionIds = async (child: Child) =>
  (
    await db.query<{ id: string }>(
      'select id from public.game_sessions where profile_id = $1',
      [child.id],
    )
  ).map((r) => r.id)

describe('private.delete_expired()', () => {
  it('deletes game sessions a day after they can no longer be finished, and keeps the rest', async () => {
    const child = await createChild(db)
    const finishedOld = await startGame(child, 'story')
    await finishStory(child, finishedOld)
    await ageSession(db, finishedOld, 2 * DAY)
    const finishedNew = await startGame(child, 'story')
    await finishStory(child, finishedNew)
    const openOld = await startGame(child, 'memory')
    await ageSession(db, openOld, DAY + 60)
    const openNew = await startGame(child, 'memory')
    await ageSession(db, openNew, DAY - 600)
    // A quiz round drawn for offline play is kept its 7 days and one more.
    const keptQuiz = (await drawQuiz(db, child, { seconds: 7 * DAY })).session
    const oldQuiz = (await drawQuiz(db, child, { seconds: 8 * DAY + 60 }))
      .session

    const deleted = await deleteExpired()
    expect(deleted).toMatchObject({ game_sessions: 3 })
    expect((await sessionIds(child)).sort()).toEqual(
      [finishedNew, openNew, keptQuiz].sort(),
    )
    // The drawn questions go with their session; the kept round's stay.
    const [drawn] = await db.query<{ kept: number; old: number }>(
      `select
         (select count(*)::int from private.quiz_session_questions where session_id = $1) as kept,
         (select count(*)::int from private.quiz_session_questions where session_id = $2) as old`,
      [keptQuiz, oldQuiz],
    )
    expect(drawn).toEqual({ kept: 12, old: 0 })
    // The results stay: the two finished stories.
    const [scores] = await db.query<{ n: number }>(
      'select count(*)::int as n from public.game_scores where profile_id = $1',
      [child.id],
    )
    expect(scores?.n).toBe(2)
  })

  it('deletes quiz answers older than 12 weeks, keeps younger ones (and their session gone)', async () => {
    const child = await createChild(db)
    const { session, questions } = await drawQuiz(db, child)
    await as(
      db,
      player(child.family),
      'select public.finish_game($1, $2::jsonb)',
      [session, JSON.stringify(answersFor(questions, 5))],
    )
    // Four answers 13 weeks old, four 11 weeks old, four of today.
    await db.query(
      `update private.quiz_answers a
       set answered_at = now() - case
         when q.position <= 4 then interval '13 weeks'
         when q.position <= 8 then interval '11 weeks'
         else interval '0'
       end
       from private.quiz_session_questions q
       where q.session_id = a.session_id and q.question_id = a.question_id
         and a.profile_id = $1`,
      [child.id],
    )
    await ageSession(db, session, 2 * DAY)
    const deleted = await deleteExpired()
    expect(deleted?.quiz_answers).toBeGreaterThanOrEqual(4)
    const rows = await db.query<{ old: boolean; session_id: string | null }>(
      `select answered_at < now() - interval '10 weeks' as old, session_id
       from private.quiz_answers where profile_id = $1`,
      [child.id],
    )
    expect(rows).toHaveLength(8)
    expect(rows.filter((r) => r.old)).toHaveLength(4)
    expect(rows.every((r) => r.session_id === null)).toBe(true)
    // What was learnt still reads the 8 weeks it shows.
    const [learning] = await as<{ l: { topics: { answered: number }[] }[] }>(
      db,
      player(child.family),
      'select public.get_family_learning() as l',
    )
    const answered = learning!.l[0]!.topics.reduce((n, t) => n + t.answered, 0)
    expect(answered).toBe(4)
  })

  it('forgets an offline round 8 days after it was played', async () => {
    const child = await createChild(db)
    for (const days of [9, 6]) {
      await db.query(
        `insert into private.offline_rounds (profile_id, client_id, game_type,
           value, played_at, duration_ms, points)
         values ($1, $2, 'story', 1, now() - make_interval(days => $3), 5000, 3)`,
        [child.id, randomUUID(), days],
      )
    }
    const deleted = await deleteExpired()
    expect(deleted?.offline_rounds).toBeGreaterThanOrEqual(1)
    const rows = await db.query<{ days: number }>(
      `select extract(day from now() - played_at)::int as days
       from private.offline_rounds where profile_id = $1`,
      [child.id],
    )
    expect(rows).toEqual([{ days: 6 }])
  })

  it('forgets the wrong PINs 30 days after the last one, unless a lock still runs', async () => {
    const pin = async (family: string, sql: string, params: unknown[]) =>
      as(db, player(family), sql, params)
    const families = [
      await createFamily(db),
      await createFamily(db),
      await createFamily(db),
      await createFamily(db),
    ]
    for (const family of families) {
      await pin(family, 'select public.set_parent_pin($1, null)', ['1234'])
    }
    const [quietLong, quietShort, stillLocked, neverMissed] = families as [
      string,
      string,
      string,
      string,
    ]
    for (const family of [quietLong, quietShort, stillLocked]) {
      await pin(family, 'select public.verify_parent_pin($1)', ['9999'])
      await pin(family, 'select public.verify_parent_pin($1)', ['9998'])
    }
    const state = async (family: string) => {
      const [row] = await db.query<{
        failed_attempts: number
        locks: number
        locked: boolean
        missed: boolean
      }>(
        `select failed_attempts, locks, locked_until is not null as locked,
           last_miss_at is not null as missed
         from private.family_pins where family_id = $1`,
        [family],
      )
      return row
    }
    // A wrong PIN is noted with its time.
    expect(await state(quietShort)).toEqual({
      failed_attempts: 2,
      locks: 0,
      locked: false,
      missed: true,
    })
    await db.query(
      `update private.family_pins set last_miss_at = now() - interval '31 days'
       where family_id = any($1)`,
      [[quietLong, stillLocked]],
    )
    await db.query(
      `update private.family_pins set last_miss_at = now() - interval '29 days'
       where family_id = $1`,
      [quietShort],
    )
    await db.query(
      `update private.family_pins
       set locks = 3, locked_until = now() + interval '1 hour'
       where family_id = $1`,
      [stillLocked],
    )
    await deleteExpired()
    expect(await state(quietLong)).toEqual({
      failed_attempts: 0,
      locks: 0,
      locked: false,
      missed: false,
    })
    expect(await state(quietShort)).toMatchObject({ failed_attempts: 2 })
    expect(await state(stillLocked)).toMatchObject({ locks: 3, locked: true })
    expect(await state(neverMissed)).toMatchObject({ missed: false })
    // A right PIN forgets the misses at once, as before.
    await pin(quietShort, 'select public.verify_parent_pin($1)', ['1234'])
    expect(await state(quietShort)).toEqual({
      failed_attempts: 0,
      locks: 0,
      locked: false,
      missed: false,
    })
  })

  it('is no API: neither a family nor anon may call it', async () => {
    const child = await createChild(db)
    for (const caller of [player(child.family), ANON]) {
      await expect(
        as(db, caller, 'select private.delete_expired()'),
      ).rejects.toThrow(/permission denied/)
    }
  })

  it('schedules nothing where pg_cron is absent (here), and the migration applies', async () => {
    const [row] = await db.query<{ cron: boolean }>(
      `select exists (select 1 from pg_namespace where nspname = 'cron') as cron`,
    )
    expect(row?.cron).toBe(false)
  })
})
