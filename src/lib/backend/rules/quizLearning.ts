import { QUESTION_TOPICS } from '@/lib/quiz/bank'
import {
  isLearnt,
  reviewFromAnswers,
  type ReviewState,
} from '@/lib/quiz/review'

import {
  ACTIVITY_WEEKS,
  type ChildLearning,
  type KeptQuizAnswer,
  type MissedQuestion,
} from '../contract/types'

/**
 * What a child learnt in the quiz, worked out from the answers kept (the
 * device backend), as `get_family_learning()` works it out on the server:
 * over the last ACTIVITY_WEEKS weeks, per topic (in QUESTION_TOPICS order)
 * the answers and the right ones, the distinct questions answered and of
 * them those learnt (answered right at least once, and not in `review`:
 * decision 076), and the three questions most often missed (ties: the most
 * lately missed, then by id). `review` is the child's, else worked out from
 * the answers (oldest first). Pure: `now` is given.
 */

const WEEK_MS = 7 * 24 * 60 * 60 * 1000
export const MOST_MISSED = 3

export function childLearning(
  profileId: string,
  answers: readonly KeptQuizAnswer[],
  now: number,
  review: ReviewState = reviewFromAnswers(answers),
): ChildLearning {
  const everRight = new Set(
    answers.filter((a) => a.correct).map((a) => a.questionId),
  )
  const since = now - ACTIVITY_WEEKS * WEEK_MS
  const recent = answers.filter((a) => Date.parse(a.answeredAt) >= since)
  const topics = QUESTION_TOPICS.flatMap((topic) => {
    const mine = recent.filter((a) => a.topic === topic)
    if (mine.length === 0) return []
    const right = mine.filter((a) => a.correct).length
    const ids = [...new Set(mine.map((a) => a.questionId))]
    const learnt = ids.filter(
      (id) => everRight.has(id) && isLearnt(review, id),
    ).length
    return [{ topic, answered: mine.length, right, seen: ids.length, learnt }]
  })
  const missed = new Map<string, { missed: number; last: number }>()
  for (const a of recent) {
    if (a.correct) continue
    const at = Date.parse(a.answeredAt)
    const seen = missed.get(a.questionId) ?? { missed: 0, last: at }
    missed.set(a.questionId, {
      missed: seen.missed + 1,
      last: Math.max(seen.last, at),
    })
  }
  const mostMissed: MissedQuestion[] = [...missed]
    .sort(
      ([idA, a], [idB, b]) =>
        b.missed - a.missed ||
        b.last - a.last ||
        (idA < idB ? -1 : idA > idB ? 1 : 0),
    )
    .slice(0, MOST_MISSED)
    .map(([questionId, { missed: count }]) => ({ questionId, missed: count }))
  return { profileId, topics, mostMissed }
}
