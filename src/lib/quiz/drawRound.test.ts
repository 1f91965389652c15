import { describe, expect, it } from 'vitest'

import {
  QUESTION_BANDS,
  questionBank,
  type BankQuestion,
  type QuestionBand,
} from '@/data/questionBank'
import { seededRandom } from '@/lib/random/seededRandom'

import { drawRound } from './drawRound'
import {
  afterDraw,
  afterMarking,
  EMPTY_REVIEW,
  reviewPlan,
  type ReviewState,
} from './review'

const bandOf = (band: QuestionBand) =>
  questionBank.filter((q) => q.band === band)

/** `rounds` rounds in a row for one child, as the client would keep them. */
function play(questions: readonly BankQuestion[], rounds: number, seed = 1) {
  const random = seededRandom(seed)
  let seen: string[] = []
  const out: BankQuestion[][] = []
  for (let i = 0; i < rounds; i += 1) {
    const drawn = drawRound({ questions, seen, random })
    seen = drawn.seen
    out.push(drawn.round)
  }
  return out
}

describe('drawRound', () => {
  it.each(QUESTION_BANDS)(
    'band %s: 20 rounds of 12, no repeat until the band is exhausted',
    (band) => {
      const questions = bandOf(band)
      expect(questions.length).toBeGreaterThanOrEqual(50)
      const times = new Map(questions.map((q) => [q.id, 0]))
      for (const [i, round] of play(questions, 20).entries()) {
        expect(round).toHaveLength(12)
        expect(new Set(round.map((q) => q.id)).size).toBe(12)
        for (const q of round) {
          expect(q.band).toBe(band)
          times.set(q.id, (times.get(q.id) ?? 0) + 1)
        }
        // Every question seen `full` times, some once more: none comes back
        // before every other question of the band has been seen as often.
        const drawn = 12 * (i + 1)
        const full = Math.floor(drawn / questions.length)
        const counts = [...times.values()]
        expect(Math.min(...counts), `round ${i + 1}`).toBe(full)
        expect(Math.max(...counts), `round ${i + 1}`).toBeLessThanOrEqual(
          full + 1,
        )
        expect(counts.filter((n) => n > full)).toHaveLength(
          drawn - questions.length * full,
        )
      }
    },
  )

  it('covers every question exactly once a cycle (51 questions: 17 rounds are 4 cycles)', () => {
    const questions = bandOf('8-10')
    expect(questions).toHaveLength(51)
    const ids = play(questions, 17, 5)
      .flat()
      .map((q) => q.id)
    const times = new Map<string, number>()
    for (const id of ids) times.set(id, (times.get(id) ?? 0) + 1)
    expect(times.size).toBe(51)
    expect(new Set(times.values())).toEqual(new Set([4]))
  })

  it.each(QUESTION_BANDS)(
    'band %s: mixes the topics in every round',
    (band) => {
      const questions = bandOf(band)
      const topics = new Set(questions.map((q) => q.topic)).size
      expect(topics).toBe(7)
      // A cycle's last questions may lean to the band's largest topics, and
      // a small topic may be used up until the next cycle (11-15 has four
      // Telugu phrases): six topics at least, four of one at most.
      const limit = Math.ceil(12 / topics) + 2
      for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
        for (const round of play(questions, 20, seed)) {
          const perTopic = new Map<string, number>()
          for (const q of round) {
            perTopic.set(q.topic, (perTopic.get(q.topic) ?? 0) + 1)
          }
          expect(Math.max(...perTopic.values())).toBeLessThanOrEqual(limit)
          expect(perTopic.size).toBeGreaterThanOrEqual(topics - 1)
          // Laid out round-robin: the first questions are all different topics.
          const opening = round.slice(0, perTopic.size).map((q) => q.topic)
          expect(new Set(opening).size).toBe(perTopic.size)
        }
      }
    },
  )

  it('is the same for the same seed, and differs for another', () => {
    const questions = bandOf('11-15')
    const ids = (seed: number) =>
      play(questions, 5, seed).map((round) => round.map((q) => q.id))
    expect(ids(42)).toEqual(ids(42))
    expect(ids(42)).not.toEqual(ids(43))
  })

  it('starts a new cycle without the questions just taken', () => {
    const questions = bandOf('5-7')
    const seen = questions.slice(0, questions.length - 5).map((q) => q.id)
    const { round, seen: after } = drawRound({
      questions,
      seen,
      random: seededRandom(9),
    })
    const rest = questions.slice(questions.length - 5).map((q) => q.id)
    const ids = round.map((q) => q.id)
    expect(ids).toEqual(expect.arrayContaining(rest))
    expect(after).toHaveLength(7)
    expect(after.filter((id) => rest.includes(id))).toEqual([])
    expect(ids.filter((id) => !rest.includes(id)).sort()).toEqual(
      [...after].sort(),
    )
  })

  it('gives the whole band when it is smaller than a round', () => {
    const questions = bandOf('8-10').slice(0, 5)
    const { round } = drawRound({
      questions,
      seen: [],
      random: seededRandom(1),
    })
    expect(round.map((q) => q.id).sort()).toEqual(
      questions.map((q) => q.id).sort(),
    )
  })
})

/**
 * Rounds in a row for one child who misses `misses(round)` of each round's
 * questions not in review, and answers the review questions right.
 */
function playWithReview(
  questions: readonly BankQuestion[],
  rounds: number,
  misses: (ids: string[]) => string[],
  seed = 1,
) {
  const random = seededRandom(seed)
  let seen: string[] = []
  let review: ReviewState = EMPTY_REVIEW
  const inBand = new Set(questions.map((q) => q.id))
  const out: { ids: string[]; due: Set<string>; heldBack: string[] }[] = []
  for (let i = 0; i < rounds; i += 1) {
    const plan = reviewPlan(review, (id) => inBand.has(id))
    const drawn = drawRound({ questions, seen, review: plan, random })
    const ids = drawn.round.map((q) => q.id)
    seen = drawn.seen
    const inReview = new Set(review.items.map((item) => item.id))
    out.push({ ids, due: new Set(plan.review), heldBack: plan.held })
    review = afterDraw(review, ids)
    const missed = new Set(misses(ids.filter((id) => !inReview.has(id))))
    review = afterMarking(
      review,
      ids.map((questionId) => ({
        questionId,
        correct: !missed.has(questionId),
      })),
    )
  }
  return out
}

describe('drawRound with review (decision 076)', () => {
  it.each(QUESTION_BANDS)(
    'band %s: a miss comes back two rounds on, never in the next round',
    (band) => {
      const questions = bandOf(band)
      for (const seed of [1, 2, 3, 4, 5]) {
        // One new miss a round: with its second review, 2 due a round.
        const rounds = playWithReview(
          questions,
          12,
          (ids) => ids.slice(0, 1),
          seed,
        )
        for (const { ids, due, heldBack } of rounds) {
          expect(ids).toHaveLength(12)
          expect(new Set(ids).size).toBe(12)
          expect(due.size).toBeLessThanOrEqual(3)
          for (const id of heldBack) expect(ids).not.toContain(id)
        }
        // From the third round on: the question first missed two rounds
        // before is back, and was not in the round between.
        for (let i = 2; i < rounds.length; i += 1) {
          const before = rounds[i - 2]!
          const missed = before.ids.find((id) => !before.due.has(id))
          expect(rounds[i - 1]!.ids, `round ${i}, seed ${seed}`).not.toContain(
            missed,
          )
          expect(
            rounds[i]!.due.has(missed ?? ''),
            `round ${i + 1}, seed ${seed}`,
          ).toBe(true)
        }
      }
    },
  )

  it('takes at most 3, and mixes the round’s topics counting them', () => {
    const questions = bandOf('8-10')
    const rounds = playWithReview(questions, 10, (ids) => ids, 7)
    for (const { ids, due } of rounds.slice(2)) {
      expect(due.size).toBe(3)
      const perTopic = new Map<string, number>()
      for (const id of ids) {
        const topic = questions.find((q) => q.id === id)!.topic
        perTopic.set(topic, (perTopic.get(topic) ?? 0) + 1)
      }
      expect(Math.max(...perTopic.values())).toBeLessThanOrEqual(
        Math.ceil(12 / 7) + 1,
      )
    }
  })

  it('draws no question in review as an unseen one', () => {
    const questions = bandOf('5-7')
    const held = questions.slice(0, 5).map((q) => q.id)
    const due = questions.slice(5, 10).map((q) => q.id)
    const review = questions.slice(10, 12).map((q) => q.id)
    for (const seed of [1, 2, 3]) {
      // From the start of a cycle, and at its end (28 seen).
      for (const seen of [[], questions.slice(12, 40).map((q) => q.id)]) {
        const { round } = drawRound({
          questions,
          seen,
          review: { review, due, held },
          random: seededRandom(seed),
        })
        const ids = round.map((q) => q.id)
        expect(ids).toEqual(expect.arrayContaining(review))
        expect(
          ids.filter((id) => held.includes(id) || due.includes(id)),
        ).toEqual([])
      }
    }
  })
})
