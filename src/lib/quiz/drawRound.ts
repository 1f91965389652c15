import { shuffle } from '@/lib/random/shuffle'

import type { BankQuestion } from './bank'
import type { ReviewPlan } from './review'

/** Questions in a quiz round (issue 36). */
export const QUIZ_ROUND_SIZE = 12

type Drawable = Pick<BankQuestion, 'id' | 'topic'>

export type DrawRoundInput<Q extends Drawable> = {
  /** The questions of one band. */
  questions: readonly Q[]
  /** Ids the child has seen in the band's current cycle. */
  seen: readonly string[]
  /**
   * Review (decision 076, `reviewPlan`): the questions due that this round
   * takes, the others due, and those held back (asked in the round just
   * before). None of them is drawn as unseen.
   */
  review?: Pick<ReviewPlan, 'review' | 'due' | 'held'>
  size?: number
  random: () => number
}

export type DrawnRound<Q extends Drawable> = {
  round: Q[]
  /** The cycle's seen ids after this round (a new cycle's, if one began). */
  seen: string[]
}

/**
 * Draws a round: up to 3 questions due for review (given), then questions
 * the child has not seen in this cycle and that are not in review, so none
 * comes back before the rest of the band has been seen. When too few are
 * left, the round takes all of them and starts a new cycle for the rest
 * (leaving out those just taken and those in review; should a band be
 * almost all in review, the due ones beyond the round's, then any). Topics
 * are mixed: each pick comes from the topic with the most questions left in
 * the pool (then the fewest in the round so far, review questions counted,
 * then a random order), so the cycle stays even to its last round, and the
 * round is laid out round-robin over its topics. The server's start_game
 * draws the same way (supabase/migrations/20261201150000_review_rounds.sql).
 */
export function drawRound<Q extends Drawable>({
  questions,
  seen,
  review: plan = { review: [], due: [], held: [] },
  size = QUIZ_ROUND_SIZE,
  random,
}: DrawRoundInput<Q>): DrawnRound<Q> {
  const seenIds = new Set(seen)
  const byId = new Map(questions.map((q) => [q.id, q]))
  const review = plan.review.flatMap((id) => byId.get(id) ?? [])
  const reviewIds = new Set(review.map((q) => q.id))
  const inReview = new Set([...reviewIds, ...plan.due, ...plan.held])
  const inRound = new Map<string, number>()
  for (const q of review) inRound.set(q.topic, (inRound.get(q.topic) ?? 0) + 1)
  const wanted = size - review.length
  const unseen = questions.filter(
    (q) => !seenIds.has(q.id) && !inReview.has(q.id),
  )
  const newlySeen = review.filter((q) => !seenIds.has(q.id)).map((q) => q.id)
  if (unseen.length >= wanted) {
    const picked = pickMixed(unseen, wanted, inRound, random)
    return {
      round: interleave([...review, ...picked], random),
      seen: [...seen, ...picked.map((q) => q.id), ...newlySeen],
    }
  }
  // The end of a cycle: the rest of it, then a new cycle's first picks.
  const rest = pickMixed(unseen, unseen.length, inRound, random)
  const taken = new Set([...rest.map((q) => q.id), ...reviewIds])
  const left = wanted - rest.length
  const held = new Set(plan.held)
  const due = new Set(plan.due)
  const pools = [
    (q: Q) => !held.has(q.id) && !due.has(q.id),
    (q: Q) => !held.has(q.id),
    () => true,
  ].map((keep) => questions.filter((q) => !taken.has(q.id) && keep(q)))
  const pool = pools.find((p) => p.length >= left) ?? pools[2] ?? []
  const fresh = pickMixed(pool, left, inRound, random)
  return {
    round: interleave([...review, ...rest, ...fresh], random),
    seen: [...fresh.map((q) => q.id), ...review.map((q) => q.id)],
  }
}

/** `count` questions of `pool`, spreading them over the topics. */
function pickMixed<Q extends Drawable>(
  pool: readonly Q[],
  count: number,
  inRound: Map<string, number>,
  random: () => number,
): Q[] {
  const byTopic = groupByTopic(shuffle(pool, random))
  // A random order among topics otherwise equal.
  const tieOrder = shuffle([...byTopic.keys()], random)
  const picked: Q[] = []
  while (picked.length < count) {
    let best: string | undefined
    for (const topic of tieOrder) {
      const left = byTopic.get(topic)?.length ?? 0
      if (left === 0) continue
      if (best === undefined || better(topic, best)) best = topic
    }
    if (best === undefined) break
    const question = byTopic.get(best)?.pop()
    if (!question) break
    picked.push(question)
    inRound.set(best, (inRound.get(best) ?? 0) + 1)
  }
  return picked

  // The topic with the most questions left in the pool, which keeps the
  // rest of the cycle even (its last round then mixes too); then the one
  // with the fewest in the round so far.
  function better(topic: string, than: string): boolean {
    const left = byTopic.get(topic)?.length ?? 0
    const theirs = byTopic.get(than)?.length ?? 0
    if (left !== theirs) return left > theirs
    return (inRound.get(topic) ?? 0) < (inRound.get(than) ?? 0)
  }
}

/** Round-robin over the round's topics, in a random order. */
function interleave<Q extends Drawable>(
  round: readonly Q[],
  random: () => number,
): Q[] {
  const groups = shuffle(
    [...groupByTopic(shuffle(round, random)).values()],
    random,
  )
  const out: Q[] = []
  for (let turn = 0; out.length < round.length; turn += 1) {
    for (const group of groups) {
      const question = group[turn]
      if (question) out.push(question)
    }
  }
  return out
}

function groupByTopic<Q extends Drawable>(
  questions: readonly Q[],
): Map<string, Q[]> {
  const groups = new Map<string, Q[]>()
  for (const question of questions) {
    const group = groups.get(question.topic)
    if (group) group.push(question)
    else groups.set(question.topic, [question])
  }
  return groups
}
