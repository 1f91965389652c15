import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
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
 * A cheaper quiz round (20261202090000_cheaper_quiz_round.sql, decision
 * 083): no foreign key from a child's quiz rows to the bank (a trigger on
 * the bank does what their on delete cascade did), and finish_game marks
 * the answers once. This file deletes from the bank: its own database.
 */

let db: Db

beforeAll(async () => {
  db = await openTestDatabase()
})
afterAll(async () => {
  await db.close()
})

type Question = { id: string; band: string; topic: string; correct: number }

async function start(child: Child) {
  const [row] = await as<{ id: string }>(
    db,
    player(child.family),
    `select public.start_quiz($1, '8-10') as id`,
    [child.id],
  )
  await ageSession(db, row!.id, 60)
  return row!.id
}

async function finish(child: Child, session: string, answers: unknown) {
  const [row] = await as<{ points: number }>(
    db,
    player(child.family),
    'select points from public.finish_game($1, $2::jsonb)',
    [session, JSON.stringify(answers)],
  )
  return row!.points
}

/** How many rows of each table point at `question`. */
async function pointingAt(question: string, child: Child) {
  const [row] = await db.query<Record<string, number>>(
    `select
       (select count(*)::int from private.quiz_seen
        where question_id = $1 and profile_id = $2) as seen,
       (select count(*)::int from private.quiz_session_questions q
        join public.game_sessions s on s.id = q.session_id
        where q.question_id = $1 and s.profile_id = $2) as asked,
       (select count(*)::int from private.quiz_review
        where question_id = $1 and profile_id = $2) as review,
       (select count(*)::int from private.quiz_answers
        where question_id = $1 and profile_id = $2) as answers`,
    [question, child.id],
  )
  return row!
}

describe('a round locks no row of the question bank', () => {
  it('has no foreign key to the bank: every id comes from it by construction', async () => {
    const keys = await db.query<{ name: string }>(
      `select conname as name from pg_constraint
       where contype = 'f' and confrelid = 'private.quiz_questions'::regclass`,
    )
    expect(keys).toEqual([])
  })
})

describe('a question leaving the bank', () => {
  it("takes its seen marks, round places and review marks with it (as the keys' cascade did); its answers stay", async () => {
    const child = await createChild(db)
    const first = await start(child)
    const drawn: Question[] = await drawnQuestions(db, first)
    // The last two are answered wrong: in review.
    expect(await finish(child, first, answersFor(drawn, 10))).toBe(10)
    const gone = drawn[11]!.id
    const kept = drawn[0]!.id
    // An open round that asks the question too.
    const open = await start(child)
    await db.query(
      `update private.quiz_session_questions set question_id = $2
       where session_id = $1 and position = 1`,
      [open, gone],
    )
    expect(await pointingAt(gone, child)).toEqual({
      seen: 1,
      asked: 2,
      review: 1,
      answers: 1,
    })

    await db.query('delete from private.quiz_questions where id = $1', [gone])
    expect(await pointingAt(gone, child)).toEqual({
      seen: 0,
      asked: 0,
      review: 0,
      answers: 1,
    })
    expect(await pointingAt(kept, child)).toEqual({
      seen: 1,
      asked: 1,
      review: 0,
      answers: 1,
    })
  })

  it('keeps its id: a new question is a new id; the bank is not emptied at once', async () => {
    const [question] = await db.query<{ id: string }>(
      'select id from private.quiz_questions order by id limit 1',
    )
    await expect(
      db.query(
        `update private.quiz_questions set id = id || '-new' where id = $1`,
        [question!.id],
      ),
    ).rejects.toThrow(/quiz_question_id_kept/)
    await expect(db.query('truncate private.quiz_questions')).rejects.toThrow(
      /quiz_question_id_kept/,
    )
    // Its other columns may change (the bank script's upsert does).
    await db.query(
      'update private.quiz_questions set correct = correct where id = $1',
      [question!.id],
    )
  })
})

describe('finish_game marks once', () => {
  it('scores and keeps the same marking: the points, the answers kept, the review', async () => {
    const child = await createChild(db)
    const session = await start(child)
    const drawn: Question[] = await drawnQuestions(db, session)
    // Answers in another order than drawn: 7 right, 5 wrong.
    const answers = answersFor(drawn, 7).reverse()
    expect(await finish(child, session, answers)).toBe(7)
    const kept = await db.query<{ question_id: string; correct: boolean }>(
      `select question_id, correct from private.quiz_answers
       where session_id = $1 order by question_id`,
      [session],
    )
    expect(kept).toEqual(
      drawn
        .map((q, i) => ({ question_id: q.id, correct: i < 7 }))
        .sort((a, b) => a.question_id.localeCompare(b.question_id)),
    )
    const review = await db.query<{ question_id: string }>(
      `select question_id from private.quiz_review where profile_id = $1
       order by question_id`,
      [child.id],
    )
    expect(review.map((r) => r.question_id)).toEqual(
      drawn
        .slice(7)
        .map((q) => q.id)
        .sort(),
    )
    const [scored] = await db.query<{ n: number }>(
      `select count(*)::int as n from public.game_scores
       where profile_id = $1 and game_type = 'quiz' and score = 7`,
      [child.id],
    )
    expect(scored!.n).toBe(1)
  })

  it('refuses answers that are not the drawn questions, and keeps nothing of them', async () => {
    const child = await createChild(db)
    const session = await start(child)
    const drawn: Question[] = await drawnQuestions(db, session)
    const [other] = await db.query<Question>(
      `select id, band, topic, correct from private.quiz_questions
       where band = '8-10' and not (id = any ($1)) limit 1`,
      [drawn.map((q) => q.id)],
    )
    const answers = answersFor([...drawn.slice(0, 11), other!], 12)
    await expect(finish(child, session, answers)).rejects.toThrow(
      /invalid_answers/,
    )
    const [left] = await db.query<{ n: number }>(
      `select (select count(*) from private.quiz_answers where session_id = $1)
         + (select count(*) from public.game_scores where profile_id = $2) as n`,
      [session, child.id],
    )
    expect(Number(left!.n)).toBe(0)
  })
})
