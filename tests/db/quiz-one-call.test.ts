import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  ageSession,
  ANON,
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
 * A quiz round in one call (20261203120000_a_quiz_round_in_one_call.sql,
 * decision 098): start_quiz_round draws the round and gives its session and
 * questions at once, what start_quiz then quiz_round gave in two calls.
 */

let db: Db

beforeAll(async () => {
  db = await openTestDatabase()
})
afterAll(async () => {
  await db.close()
})

type Drawn = { session: string; questions: string[] }

async function startRound(child: Child, band: string | null, caller = child) {
  const [row] = await as<{ round: Drawn }>(
    db,
    player(caller.family),
    'select public.start_quiz_round($1, $2) as round',
    [child.id, band],
  )
  return row!.round
}

const bandOf = async (ids: readonly string[]) =>
  (
    await db.query<{ band: string }>(
      'select distinct band from private.quiz_questions where id = any($1)',
      [ids],
    )
  ).map((row) => row.band)

describe('start_quiz_round', () => {
  it('gives the new session and its twelve questions in the order drawn', async () => {
    const child = await createChild(db)
    const round = await startRound(child, null)
    expect(round.questions).toHaveLength(12)
    expect(new Set(round.questions).size).toBe(12)
    expect((await drawnQuestions(db, round.session)).map((q) => q.id)).toEqual(
      round.questions,
    )
    // The same round quiz_round gives for the session.
    const [given] = await as<{ ids: string[] }>(
      db,
      player(child.family),
      'select public.quiz_round($1) as ids',
      [round.session],
    )
    expect(given!.ids).toEqual(round.questions)
    const [session] = await db.query<{ profile_id: string; game_type: string }>(
      'select profile_id, game_type from public.game_sessions where id = $1',
      [round.session],
    )
    expect(session).toEqual({ profile_id: child.id, game_type: 'quiz' })
  })

  it('draws in the band chosen, else 8-10, and refuses a band that is not one', async () => {
    const child = await createChild(db)
    expect(await bandOf((await startRound(child, '5-7')).questions)).toEqual([
      '5-7',
    ])
    expect(await bandOf((await startRound(child, null)).questions)).toEqual([
      '8-10',
    ])
    await expect(startRound(child, '12-15')).rejects.toMatchObject({
      code: '22023',
      message: 'invalid_quiz_band',
    })
  })

  it('draws unseen questions first, as start_quiz does', async () => {
    const child = await createChild(db)
    const first = await startRound(child, '8-10')
    const second = await startRound(child, '8-10')
    expect(
      second.questions.filter((id) => first.questions.includes(id)),
    ).toEqual([])
  })

  it('is a round finish_game marks', async () => {
    const child = await createChild(db)
    const round = await startRound(child, null)
    await ageSession(db, round.session, 60)
    const [result] = await as<{ points: number }>(
      db,
      player(child.family),
      'select points from public.finish_game($1, $2::jsonb)',
      [
        round.session,
        JSON.stringify(answersFor(await drawnQuestions(db, round.session), 9)),
      ],
    )
    expect(result!.points).toBeGreaterThan(0)
  })

  it("draws nothing for another family's child, and nothing for anon", async () => {
    const child = await createChild(db)
    const stranger = await createChild(db)
    await expect(startRound(child, null, stranger)).rejects.toThrow(
      /profile_not_found/,
    )
    await expect(
      as(db, ANON, 'select public.start_quiz_round($1, null)', [child.id]),
    ).rejects.toThrow(/permission denied/)
    const [sessions] = await db.query<{ n: number }>(
      'select count(*)::int as n from public.game_sessions where profile_id = $1',
      [child.id],
    )
    expect(sessions!.n).toBe(0)
  })
})
