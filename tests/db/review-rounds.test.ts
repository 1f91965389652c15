import { randomUUID } from 'node:crypto'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  addChild,
  ageSession,
  answersFor,
  as,
  createChild,
  drawnQuestions,
  openTestDatabase,
  player,
  type Child,
  type Db,
} from './harness'

/**
 * Review rounds (20261201150000_review_rounds.sql, decision 076): a missed
 * question comes back from the second round after the one it was missed
 * in, at most 3 a round, until it is answered right twice since the miss.
 */

let db: Db

beforeAll(async () => {
  db = await openTestDatabase()
})
afterAll(async () => {
  await db.close()
})

type Question = { id: string; band: string; topic: string; correct: number }

async function start(child: Child, band: string | null = null) {
  const [row] = await as<{ id: string }>(
    db,
    player(child.family),
    'select public.start_quiz($1, $2) as id',
    [child.id, band],
  )
  await ageSession(db, row!.id, 60)
  return row!.id
}

/** Finishes `session` with the questions of `missed` wrong, the rest right. */
async function finish(
  child: Child,
  session: string,
  questions: readonly Question[],
  missed: ReadonlySet<string> = new Set(),
) {
  const right = questions.filter((q) => !missed.has(q.id))
  const wrong = questions.filter((q) => missed.has(q.id))
  await as(
    db,
    player(child.family),
    'select * from public.finish_game($1, $2::jsonb)',
    [session, JSON.stringify(answersFor([...right, ...wrong], right.length))],
  )
}

/** Starts and finishes a round, missing those of `missing` it holds. */
async function round(
  child: Child,
  { band = '5-7', missing = new Set<string>() } = {},
): Promise<Question[]> {
  const session = await start(child, band)
  const drawn = await drawnQuestions(db, session)
  await finish(child, session, drawn, missing)
  return drawn
}

const idsOf = (questions: readonly Question[]) => questions.map((q) => q.id)

const inReview = async (child: Child) =>
  db.query<{ question_id: string; rights: number }>(
    `select question_id, rights from private.quiz_review
     where profile_id = $1 order by question_id`,
    [child.id],
  )

describe('a missed question comes back', () => {
  it('never in the round right after, then in the next round', async () => {
    const child = await createChild(db)
    const r1 = await start(child, '5-7')
    const q1 = await drawnQuestions(db, r1)
    const miss = new Set(idsOf(q1).slice(0, 2))
    await finish(child, r1, q1, miss)
    expect((await inReview(child)).map((r) => r.question_id)).toEqual(
      [...miss].sort(),
    )
    // Round 1 is the round just before round 2: what it asked is not due.
    const r2 = await round(child)
    expect(idsOf(r2).filter((id) => miss.has(id))).toEqual([])
    const r3 = await round(child)
    expect(
      idsOf(r3)
        .filter((id) => miss.has(id))
        .sort(),
    ).toEqual([...miss].sort())
    expect(r3).toHaveLength(12)
    expect(new Set(idsOf(r3)).size).toBe(12)
    expect(r3.every((q) => q.band === '5-7')).toBe(true)
  })

  it('never in the round after it was asked, even when a new cycle begins', async () => {
    for (let child = 0; child < 3; child += 1) {
      const kid = await createChild(db)
      // 8 rounds, each missing 2: the band's cycle of 33 restarts twice.
      let before: string[] = []
      for (let i = 0; i < 8; i += 1) {
        const session = await start(kid, '5-7')
        const drawn = await drawnQuestions(db, session)
        const ids = idsOf(drawn)
        expect(new Set(ids).size).toBe(12)
        const reviewBefore = new Set(
          (await inReview(kid)).map((r) => r.question_id),
        )
        // A question in review that the round just before asked is not here.
        expect(
          ids.filter((id) => reviewBefore.has(id) && before.includes(id)),
        ).toEqual([])
        const fresh = ids.filter((id) => !reviewBefore.has(id))
        await finish(kid, session, drawn, new Set(fresh.slice(0, 2)))
        before = ids
      }
    }
  })

  it('at most 3 a round, the oldest misses first, never twice in a row', async () => {
    const child = await createChild(db)
    const r1 = await start(child, '5-7')
    const q1 = await drawnQuestions(db, r1)
    await finish(child, r1, q1, new Set(idsOf(q1)))
    const missed = idsOf(q1).sort()
    expect(await inReview(child)).toHaveLength(12)
    const back: string[][] = []
    for (let i = 2; i <= 7; i += 1) {
      const due = new Set((await inReview(child)).map((r) => r.question_id))
      const ids = idsOf(await round(child))
      back.push(ids.filter((id) => due.has(id)).sort())
    }
    // All 12 were missed in round 1: taken in id order, three at a time,
    // each never in two rounds in a row, each learnt after two right (a
    // learnt one may come back with its cycle, not as review).
    expect(back).toEqual([
      [],
      missed.slice(0, 3),
      missed.slice(3, 6),
      missed.slice(0, 3),
      missed.slice(3, 6),
      missed.slice(6, 9),
    ])
    expect((await inReview(child)).map((r) => r.question_id)).toEqual(
      missed.slice(6),
    )
  })

  it('is learnt after two right answers since the miss; a new miss starts again', async () => {
    const child = await createChild(db)
    const first = await round(child)
    const q = first[0]!.id
    const session = await start(child, '5-7')
    const drawn = await drawnQuestions(db, session)
    await finish(child, session, drawn)
    // Missed as if in round 2's place: a round that holds it, marked wrong.
    await db.query(
      `insert into private.quiz_answers (profile_id, question_id, topic, correct)
       values ($1, $2, $3, false)`,
      [child.id, q, first[0]!.topic],
    )
    expect(await inReview(child)).toEqual([{ question_id: q, rights: 0 }])

    const asked: number[] = []
    for (let i = 1; i <= 6; i += 1) {
      const ids = idsOf(await round(child))
      if (ids.includes(q)) asked.push(i)
    }
    // Asked in round 2 and 4 of these (never twice in a row), right both
    // times: learnt, so it comes back no more until its cycle brings it.
    expect(asked.slice(0, 2)).toEqual([2, 4])
    expect(await inReview(child)).toEqual([])

    // Missed again: back in review with no right answer counted.
    await db.query(
      `insert into private.quiz_answers (profile_id, question_id, topic, correct)
       values ($1, $2, $3, true), ($1, $4, $5, false)`,
      [child.id, first[1]!.id, first[1]!.topic, q, first[0]!.topic],
    )
    expect(await inReview(child)).toEqual([{ question_id: q, rights: 0 }])
  })

  it('one right answer and then a miss counts from the miss again', async () => {
    const child = await createChild(db)
    const [q] = await round(child)
    const mark = (correct: boolean) =>
      db.query(
        `insert into private.quiz_answers (profile_id, question_id, topic, correct)
         values ($1, $2, $3, $4)`,
        [child.id, q!.id, q!.topic, correct],
      )
    await mark(false)
    await mark(true)
    expect(await inReview(child)).toEqual([{ question_id: q!.id, rights: 1 }])
    await mark(false)
    expect(await inReview(child)).toEqual([{ question_id: q!.id, rights: 0 }])
    await mark(true)
    await mark(true)
    expect(await inReview(child)).toEqual([])
  })
})

describe('review and bands', () => {
  it('brings a question back in the band chosen for the round, not another', async () => {
    const child = await createChild(db)
    await db.query(
      `update public.child_profiles set age_band = '11-15' where id = $1`,
      [child.id],
    )
    // An older child chooses an easier round and misses two.
    const easy = await start(child, '5-7')
    const easyQuestions = await drawnQuestions(db, easy)
    const missed = new Set(idsOf(easyQuestions).slice(0, 2))
    await finish(child, easy, easyQuestions, missed)
    // Their own band's rounds hold none of them.
    for (let i = 0; i < 3; i += 1) {
      const own = await round(child, { band: '11-15' })
      expect(own.every((q) => q.band === '11-15')).toBe(true)
    }
    // The next round of 5-7 brings them back (round 1 is not the one just
    // before it).
    const back = await round(child, { band: '5-7' })
    expect(
      idsOf(back)
        .filter((id) => missed.has(id))
        .sort(),
    ).toEqual([...missed].sort())
  })
})

describe('review of a round played offline', () => {
  it('is marked when its answers are recorded, and due after the next round', async () => {
    const child = await createChild(db)
    const bank = await db.query<Question>(
      `select id, band, topic, correct from private.quiz_questions
       where band = '5-7' order by id limit 12`,
    )
    await as(
      db,
      player(child.family),
      `select * from public.submit_offline_round($1, $2, $3::jsonb, now(), 120000)`,
      [child.id, randomUUID(), JSON.stringify(answersFor(bank, 11))],
    )
    const missed = bank[11]!.id
    expect(await inReview(child)).toEqual([{ question_id: missed, rights: 0 }])
    // The offline round was the round just before the next one.
    expect(idsOf(await round(child))).not.toContain(missed)
    const after = idsOf(await round(child))
    expect(after).toContain(missed)
  })
})

describe('what was learnt', () => {
  it('gives per topic the questions seen and those learnt', async () => {
    const child = await createChild(db)
    const sibling = await addChild(db, child.family)
    const first = await round(child)
    const missed = first[0]!
    await db.query(
      `insert into private.quiz_answers (profile_id, question_id, topic, correct)
       values ($1, $2, $3, false)`,
      [child.id, missed.id, missed.topic],
    )
    const [row] = await as<{
      l: {
        profile_id: string
        topics: { topic: string; seen: number; learnt: number }[]
      }[]
    }>(db, player(child.family), 'select public.get_family_learning() as l')
    const mine = row!.l.find((c) => c.profile_id === child.id)!
    const topic = mine.topics.find((t) => t.topic === missed.topic)!
    const inTopic = first.filter((q) => q.topic === missed.topic).length
    expect(topic.seen).toBe(inTopic)
    expect(topic.learnt).toBe(inTopic - 1)
    expect(mine.topics.reduce((n, t) => n + t.seen, 0)).toBe(12)
    expect(mine.topics.reduce((n, t) => n + t.learnt, 0)).toBe(11)
    expect(row!.l.find((c) => c.profile_id === sibling.id)!.topics).toEqual([])
  })

  it('keeps the review private', async () => {
    const child = await createChild(db)
    await expect(
      as(db, player(child.family), 'select * from private.quiz_review'),
    ).rejects.toThrow(/permission denied/)
  })
})
