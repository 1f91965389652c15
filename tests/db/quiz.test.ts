import { randomUUID } from 'node:crypto'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { questionBank } from '../../src/data/questionBank'
import {
  addChild,
  ageSession,
  ANON,
  answersFor,
  as,
  createChild,
  drawQuiz,
  drawnQuestions,
  openTestDatabase,
  play,
  player,
  type Child,
  type Db,
} from './harness'

/**
 * Quiz rounds on the server (20261127120000_quiz_rounds.sql, decision 056):
 * drawn by start_game, given by quiz_round, marked by finish_game.
 */

let db: Db

beforeAll(async () => {
  db = await openTestDatabase()
})
afterAll(async () => {
  await db.close()
})

type Question = { id: string; band: string; topic: string; correct: number }
type Outcome = { points: number; new_badges: string[] }

async function startQuiz(child: Child, band?: string | null) {
  const [row] = await as<{ id: string }>(
    db,
    player(child.family),
    band === undefined
      ? `select public.start_game($1, 'quiz') as id`
      : `select public.start_quiz($1, $2) as id`,
    band === undefined ? [child.id] : [child.id, band],
  )
  await ageSession(db, row!.id, 60)
  return row!.id
}

const round = async (child: Child, session: string) => {
  const [row] = await as<{ ids: string[] }>(
    db,
    player(child.family),
    'select public.quiz_round($1) as ids',
    [session],
  )
  return row!.ids
}

const finish = (child: Child, session: string, answers: unknown) =>
  as<Outcome>(
    db,
    player(child.family),
    'select * from public.finish_game($1, $2::jsonb)',
    [session, JSON.stringify(answers)],
  )

const setBand = (child: Child, band: string | null) =>
  db.query('update public.child_profiles set age_band = $2 where id = $1', [
    child.id,
    band,
  ])

const scoreCount = async (child: Child) => {
  const [row] = await db.query<{ n: number }>(
    'select count(*)::int as n from public.game_scores where profile_id = $1',
    [child.id],
  )
  return row!.n
}

const bankOf = (band: string): Question[] =>
  questionBank
    .filter((q) => q.band === band)
    .map(({ id, band, topic, correct }) => ({ id, band, topic, correct }))

describe('the answer key', () => {
  it('is exactly the question bank: ids, bands, topics and right answers', async () => {
    const rows = await db.query<Question>(
      'select id, band, topic, correct from private.quiz_questions order by id',
    )
    const bank = questionBank
      .map(({ id, band, topic, correct }) => ({ id, band, topic, correct }))
      .sort((a, b) => (a.id < b.id ? -1 : 1))
    expect(rows).toEqual(bank)
  })

  it('no family can read it', async () => {
    const child = await createChild(db)
    await expect(
      as(db, player(child.family), 'select * from private.quiz_questions'),
    ).rejects.toThrow(/permission denied/)
  })
})

describe('start_game draws a round for the quiz', () => {
  it.each([
    ['5-7', '5-7'],
    ['8-10', '8-10'],
    ['11-15', '11-15'],
    [null, '8-10'],
  ])(
    'a child of age band %s gets 12 distinct questions of the %s band',
    async (ageBand, band) => {
      const child = await createChild(db)
      await setBand(child, ageBand)
      const session = await startQuiz(child)
      const ids = await round(child, session)
      expect(ids).toHaveLength(12)
      expect(new Set(ids).size).toBe(12)
      const bandIds = new Set(bankOf(band).map((q) => q.id))
      expect(ids.every((id) => bandIds.has(id))).toBe(true)
      expect((await drawnQuestions(db, session)).map((q) => q.id)).toEqual(ids)
    },
  )

  it('start_quiz takes the band chosen for the round, else the child’s own, else 8-10', async () => {
    const child = await createChild(db)
    const young = await round(child, await startQuiz(child, '5-7'))
    expect(young.every((id) => bankOf('5-7').some((q) => q.id === id))).toBe(
      true,
    )
    const unchosen = await round(child, await startQuiz(child, null))
    expect(
      unchosen.every((id) => bankOf('8-10').some((q) => q.id === id)),
    ).toBe(true)
    await setBand(child, '11-15')
    const own = await round(child, await startQuiz(child, null))
    expect(own.every((id) => bankOf('11-15').some((q) => q.id === id))).toBe(
      true,
    )
    // A child's band is the default, never a cage (decision 068).
    const easier = await round(child, await startQuiz(child, '8-10'))
    expect(easier.every((id) => bankOf('8-10').some((q) => q.id === id))).toBe(
      true,
    )
    await expect(startQuiz(child, '12-15')).rejects.toMatchObject({
      code: '22023',
      message: 'invalid_quiz_band',
    })
    await expect(startQuiz(child, '13-18')).rejects.toMatchObject({
      code: '22023',
      message: 'invalid_quiz_band',
    })
  })

  it('draws nothing for the other games', async () => {
    const child = await createChild(db)
    const [row] = await as<{ id: string }>(
      db,
      player(child.family),
      `select public.start_game($1, 'story') as id`,
      [child.id],
    )
    expect(await drawnQuestions(db, row!.id)).toEqual([])
    await expect(round(child, row!.id)).rejects.toThrow(/not_a_quiz/)
  })

  it('shows no question again until the child has seen the whole band, topics mixed', async () => {
    const child = await createChild(db)
    await setBand(child, '8-10')
    const band = bankOf('8-10')
    const topicOf = new Map(band.map((q) => [q.id, q.topic]))
    const times = new Map(band.map((q) => [q.id, 0]))
    // Rounds until every question was seen the same number of times: with
    // 51 questions, 17 rounds of 12 are 4 times through the band.
    const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b))
    const rounds = band.length / gcd(band.length, 12)
    const cycles = (12 * rounds) / band.length
    for (let i = 1; i <= rounds; i += 1) {
      const ids = await round(child, await startQuiz(child))
      expect(new Set(ids).size).toBe(12)
      for (const id of ids) times.set(id, (times.get(id) ?? 0) + 1)
      const full = Math.floor((12 * i) / band.length)
      const counts = [...times.values()]
      expect(Math.min(...counts), `round ${i}`).toBe(full)
      expect(Math.max(...counts), `round ${i}`).toBeLessThanOrEqual(full + 1)
      const perTopic = new Map<string, number>()
      for (const id of ids) {
        const topic = topicOf.get(id)!
        perTopic.set(topic, (perTopic.get(topic) ?? 0) + 1)
      }
      expect(Math.max(...perTopic.values())).toBeLessThanOrEqual(3)
      expect(perTopic.size).toBe(7)
    }
    expect(new Set(times.values())).toEqual(new Set([cycles]))
    // A sibling starts from the beginning of their own cycle.
    const sibling = await addChild(db, child.family)
    await setBand(sibling, '8-10')
    await startQuiz(sibling)
    const [seen] = await db.query<{ n: number }>(
      'select count(*)::int as n from private.quiz_seen where profile_id = $1',
      [sibling.id],
    )
    expect(seen!.n).toBe(12)
  })
})

describe('quiz_round', () => {
  it("gives nothing of another family's session, and nothing to anon", async () => {
    const child = await createChild(db)
    const stranger = await createChild(db)
    const session = await startQuiz(child)
    await expect(round(stranger, session)).rejects.toMatchObject({
      code: 'P0002',
      message: 'session_not_found',
    })
    await expect(
      as(db, ANON, 'select public.quiz_round($1)', [session]),
    ).rejects.toThrow(/permission denied/)
    await expect(
      as(
        db,
        player(child.family),
        'select * from private.quiz_session_questions',
      ),
    ).rejects.toThrow(/permission denied/)
  })
})

describe('finish_game with answers', () => {
  it('scores 12 and awards Cultural Scholar when every drawn question is right', async () => {
    const child = await createChild(db)
    const session = await startQuiz(child)
    const drawn = await drawnQuestions(db, session)
    expect(await finish(child, session, answersFor(drawn, 12))).toEqual([
      { points: 12, new_badges: ['heritage_explorer', 'cultural_scholar'] },
    ])
    const [stats] = await db.query(
      'select quiz_best, total_score from public.player_stats where profile_id = $1',
      [child.id],
    )
    expect(stats).toEqual({ quiz_best: 12, total_score: 12 })
  })

  it('scores the number right, whatever order the answers come in', async () => {
    const child = await createChild(db)
    const session = await startQuiz(child)
    const answers = answersFor(await drawnQuestions(db, session), 5).reverse()
    expect(await finish(child, session, answers)).toEqual([
      { points: 5, new_badges: ['heritage_explorer'] },
    ])
    const kept = await db.query<{ right: number; n: number }>(
      `select count(*) filter (where correct)::int as right, count(*)::int as n
       from private.quiz_answers where session_id = $1`,
      [session],
    )
    expect(kept).toEqual([{ right: 5, n: 12 }])
  })

  const refusals: [string, (drawn: Question[]) => unknown][] = [
    [
      'a question that was not drawn for the session',
      (drawn) => {
        const other = bankOf(drawn[0]!.band).find(
          (q) => !drawn.some((d) => d.id === q.id),
        )!
        return answersFor([...drawn.slice(1), other], 12)
      },
    ],
    [
      "another band's question",
      (drawn) => [
        ...answersFor(drawn.slice(1), 11),
        { question: bankOf('11-15')[0]!.id, choice: 0 },
      ],
    ],
    ['11 answers', (drawn) => answersFor(drawn.slice(1), 11)],
    [
      'a question answered twice',
      (drawn) => answersFor([...drawn.slice(1), drawn[1]!], 12),
    ],
    [
      '13 answers',
      (drawn) => [
        ...answersFor(drawn, 12),
        { question: drawn[0]!.id, choice: 0 },
      ],
    ],
    [
      'a choice that is not an option',
      (drawn) =>
        answersFor(drawn, 12).map((a, i) =>
          i === 0 ? { ...a, choice: 4 } : a,
        ),
    ],
    [
      'a fractional choice',
      (drawn) =>
        answersFor(drawn, 12).map((a, i) =>
          i === 0 ? { ...a, choice: 0.5 } : a,
        ),
    ],
    [
      'a choice as text',
      (drawn) =>
        answersFor(drawn, 12).map((a, i) =>
          i === 0 ? { ...a, choice: '1' } : a,
        ),
    ],
    ['a score instead of answers', () => 12],
    ['no answers', () => null],
  ]

  it.each(refusals)('refuses %s, and records nothing', async (_name, make) => {
    const child = await createChild(db)
    const session = await startQuiz(child)
    const drawn = await drawnQuestions(db, session)
    await expect(finish(child, session, make(drawn))).rejects.toMatchObject({
      code: '22023',
      message: 'invalid_answers',
    })
    expect(await scoreCount(child)).toBe(0)
    // The session stays open: the right answers still finish it.
    await expect(finish(child, session, answersFor(drawn, 3))).resolves.toEqual(
      [{ points: 3, new_badges: ['heritage_explorer'] }],
    )
  })

  it('refuses answers for another game, and another family finishing the quiz', async () => {
    const child = await createChild(db)
    const [story] = await as<{ id: string }>(
      db,
      player(child.family),
      `select public.start_game($1, 'story') as id`,
      [child.id],
    )
    await ageSession(db, story!.id, 60)
    await expect(finish(child, story!.id, [])).rejects.toThrow(
      /answers_not_expected/,
    )
    const session = await startQuiz(child)
    const drawn = await drawnQuestions(db, session)
    const stranger = await createChild(db)
    await expect(
      finish(stranger, session, answersFor(drawn, 12)),
    ).rejects.toThrow(/session_not_found/)
    await expect(
      as(db, ANON, `select * from public.finish_game($1, '[]'::jsonb)`, [
        session,
      ]),
    ).rejects.toThrow(/permission denied/)
  })

  it('keeps the minimum play time and refuses a second finish', async () => {
    const child = await createChild(db)
    const [row] = await as<{ id: string }>(
      db,
      player(child.family),
      `select public.start_game($1, 'quiz') as id`,
      [child.id],
    )
    await ageSession(db, row!.id, 23)
    const answers = answersFor(await drawnQuestions(db, row!.id), 12)
    await expect(finish(child, row!.id, answers)).rejects.toThrow(
      /finished_too_soon/,
    )
    await ageSession(db, row!.id, 2)
    await finish(child, row!.id, answers)
    await expect(finish(child, row!.id, answers)).rejects.toThrow(
      /session_already_finished/,
    )
  })
})

describe('a quiz played offline (submit_offline_round with answers)', () => {
  const submit = (
    child: Child,
    answers: unknown,
    clientId: string = randomUUID(),
  ) =>
    as<Outcome & { already_recorded: boolean }>(
      db,
      player(child.family),
      `select points, new_badges, already_recorded
       from public.submit_offline_round($1, $2, $3::jsonb,
         now() - interval '1 hour', 60000)`,
      [child.id, clientId, JSON.stringify(answers)],
    )

  it('is scored by the server when drawn for the child, kept as answers, and marked seen', async () => {
    const child = await createChild(db)
    // The round the device kept: drawn by the server, played offline.
    const { questions } = await drawQuiz(db, child, { band: '5-7' })
    const clientId = randomUUID()
    expect(await submit(child, answersFor(questions, 12), clientId)).toEqual([
      {
        points: 12,
        new_badges: ['heritage_explorer', 'cultural_scholar'],
        already_recorded: false,
      },
    ])
    // The same round again is the same round.
    expect(await submit(child, answersFor(questions, 0), clientId)).toEqual([
      {
        points: 12,
        new_badges: ['heritage_explorer', 'cultural_scholar'],
        already_recorded: true,
      },
    ])
    const [kept] = await db.query<{ n: number; seen: number }>(
      `select (select count(*)::int from private.quiz_answers where profile_id = $1) as n,
         (select count(*)::int from private.quiz_seen where profile_id = $1) as seen`,
      [child.id],
    )
    expect(kept).toEqual({ n: 12, seen: 12 })
    // Online, the next 5-7 round leaves them out.
    const next = await round(child, await startQuiz(child, '5-7'))
    expect(next.filter((id) => questions.some((q) => q.id === id))).toEqual([])
  })

  it.each<[string, () => unknown]>([
    [
      'questions of two bands',
      () => [
        ...answersFor(bankOf('5-7').slice(0, 11), 11),
        ...answersFor(bankOf('8-10').slice(0, 1), 1),
      ],
    ],
    ['11 questions', () => answersFor(bankOf('8-10').slice(0, 11), 11)],
    [
      'a question twice',
      () =>
        answersFor([...bankOf('8-10').slice(0, 11), bankOf('8-10')[0]!], 12),
    ],
    [
      'a question not in the bank',
      () => [
        ...answersFor(bankOf('8-10').slice(0, 11), 11),
        { question: 'q-made-up-001', choice: 0 },
      ],
    ],
    [
      'a young question with a fourth option',
      () =>
        answersFor(bankOf('5-7').slice(0, 12), 12).map((a, i) =>
          i === 0 ? { ...a, choice: 3 } : a,
        ),
    ],
  ])('refuses %s', async (_name, make) => {
    const child = await createChild(db)
    await expect(submit(child, make())).rejects.toMatchObject({
      code: '22023',
      message: 'invalid_answers',
    })
    expect(await scoreCount(child)).toBe(0)
  })

  it('the value-only form refuses the quiz, and anon may call neither', async () => {
    const child = await createChild(db)
    await expect(
      as(
        db,
        player(child.family),
        `select * from public.submit_offline_round($1, $2, 'quiz', 12,
           now() - interval '1 hour', 60000)`,
        [child.id, randomUUID()],
      ),
    ).rejects.toMatchObject({ code: '22023', message: 'answers_required' })
    await expect(
      as(
        db,
        ANON,
        `select * from public.submit_offline_round(gen_random_uuid(),
           gen_random_uuid(), '[]'::jsonb, now(), 60000)`,
      ),
    ).rejects.toThrow(/permission denied/)
  })
})

type Learning = {
  profile_id: string
  topics: {
    topic: string
    answered: number
    right: number
    share_right: number
  }[]
  most_missed: { question: string; missed: number }[]
}

describe('what was learnt (get_family_learning)', () => {
  const learning = async (family: string) => {
    const [row] = await as<{ l: Learning[] }>(
      db,
      player(family),
      'select public.get_family_learning() as l',
    )
    return row!.l
  }

  it('gives per child and topic the answers and the share right, and the three most missed', async () => {
    const child = await createChild(db)
    const sibling = await addChild(db, child.family)
    // The children come in the order they were added; two inserts can share
    // a clock tick (PGlite's is in milliseconds), so the sibling is set later.
    await db.query(
      `update public.child_profiles set created_at = created_at + interval '1 second'
       where id = $1`,
      [sibling.id],
    )
    const missed: Question[][] = []
    const all: { q: Question; right: boolean }[] = []
    for (const right of [6, 9]) {
      const session = await startQuiz(child)
      const drawn = await drawnQuestions(db, session)
      await finish(child, session, answersFor(drawn, right))
      missed.push(drawn.slice(right))
      drawn.forEach((q, i) => all.push({ q, right: i < right }))
    }
    // An answer older than 8 weeks counts no more.
    const old = await createChild(db)
    await play(db, old, 'quiz', 0)
    await db.query(
      `update private.quiz_answers set answered_at = now() - interval '57 days'
       where profile_id = $1`,
      [old.id],
    )

    const report = await learning(child.family)
    expect(report.map((r) => r.profile_id)).toEqual([child.id, sibling.id])
    const expected = new Map<string, { answered: number; right: number }>()
    for (const { q, right } of all) {
      const t = expected.get(q.topic) ?? { answered: 0, right: 0 }
      expected.set(q.topic, {
        answered: t.answered + 1,
        right: t.right + (right ? 1 : 0),
      })
    }
    const mine = report[0]!
    expect(mine.topics.map((t) => t.topic).sort()).toEqual(
      [...expected.keys()].sort(),
    )
    for (const t of mine.topics) {
      const e = expected.get(t.topic)!
      expect(t).toEqual({
        topic: t.topic,
        answered: e.answered,
        right: e.right,
        share_right: Math.round((100 * e.right) / e.answered) / 100,
        // Each question once, so each seen once; learnt when right.
        seen: e.answered,
        learnt: e.right,
      })
    }
    expect(mine.topics.reduce((n, t) => n + t.answered, 0)).toBe(24)
    expect(mine.most_missed).toHaveLength(3)
    const missedIds = new Set(missed.flat().map((q) => q.id))
    for (const m of mine.most_missed) {
      expect(missedIds.has(m.question)).toBe(true)
      expect(m.missed).toBe(
        missed.flat().filter((q) => q.id === m.question).length,
      )
    }
    expect(mine.most_missed.map((m) => m.missed)).toEqual(
      [...mine.most_missed.map((m) => m.missed)].sort((a, b) => b - a),
    )
    expect(report[1]).toEqual({
      profile_id: sibling.id,
      topics: [],
      most_missed: [],
    })
    expect(await learning(old.family)).toEqual([
      { profile_id: old.id, topics: [], most_missed: [] },
    ])
  })

  it('puts the most missed first', async () => {
    const child = await createChild(db)
    await setBand(child, '5-7')
    // 3 rounds: 36 of a band of 33, so 3 questions come twice.
    const wrongTimes = new Map<string, number>()
    for (let i = 0; i < 3; i += 1) {
      const session = await startQuiz(child)
      const drawn = await drawnQuestions(db, session)
      await finish(child, session, answersFor(drawn, 0))
      for (const q of drawn)
        wrongTimes.set(q.id, (wrongTimes.get(q.id) ?? 0) + 1)
    }
    const twice = [...wrongTimes].filter(([, n]) => n === 2).map(([id]) => id)
    expect(twice).toHaveLength(3)
    const [mine] = await learning(child.family)
    expect(mine!.most_missed.map((m) => m.question).sort()).toEqual(
      twice.sort(),
    )
    expect(mine!.most_missed.map((m) => m.missed)).toEqual([2, 2, 2])
  })

  it("shows no other family's children, is in the data download, and anon may not call it", async () => {
    const child = await createChild(db)
    await play(db, child, 'quiz', 4)
    const stranger = await createChild(db)
    expect(await learning(stranger.family)).toEqual([
      { profile_id: stranger.id, topics: [], most_missed: [] },
    ])
    const [row] = await as<{
      d: {
        children: {
          learning: Omit<Learning, 'profile_id'>
          quiz_answers: { question: string; correct: boolean }[]
        }[]
      }
    }>(db, player(child.family), 'select public.export_family_data() as d')
    const exported = row!.d.children[0]!
    const [shown] = await learning(child.family)
    expect(exported.learning).toEqual({
      topics: shown!.topics,
      most_missed: shown!.most_missed,
    })
    expect(exported.quiz_answers).toHaveLength(12)
    expect(exported.quiz_answers.filter((a) => a.correct)).toHaveLength(4)
    await expect(
      as(db, ANON, 'select public.get_family_learning()'),
    ).rejects.toThrow(/permission denied/)
  })

  it('goes with the child: deleting a profile deletes their answers and seen questions', async () => {
    const child = await createChild(db)
    await play(db, child, 'quiz', 7)
    await as(
      db,
      player(child.family),
      'select public.delete_child_profile($1)',
      [child.id],
    )
    const [left] = await db.query<{ n: number }>(
      `select (select count(*) from private.quiz_answers where profile_id = $1)
         + (select count(*) from private.quiz_seen where profile_id = $1) as n`,
      [child.id],
    )
    expect(Number(left!.n)).toBe(0)
  })
})
