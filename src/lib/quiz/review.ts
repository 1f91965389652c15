/**
 * Review rounds (issue 43 item 5, decision 076): a question a child missed
 * comes back, up to REVIEW_PER_ROUND a round, until it has been answered
 * right RIGHTS_TO_LEARN times since the miss. The same rule as the server's
 * (supabase/migrations/20261201150000_review_rounds.sql):
 *
 * - `rounds` counts the rounds drawn for the child; the round being drawn
 *   is `rounds + 1`.
 * - An item is a question missed and not yet learnt: `rights` since its
 *   last miss, `missedRound` (the round count when the miss was recorded)
 *   and `lastAsked` (the last round that asked it).
 * - Due: `lastAsked < rounds` (that is, before the round just before the
 *   one being drawn), so a question missed in round k, recorded when round k
 *   ended, is never in round k + 1 and is due from round k + 2 on.
 * - A round takes the band's due questions, oldest miss first, then by id.
 */

export const REVIEW_PER_ROUND = 3
export const RIGHTS_TO_LEARN = 2

export type ReviewItem = {
  id: string
  rights: number
  missedRound: number
  lastAsked: number
}

export type ReviewState = { rounds: number; items: ReviewItem[] }

export const EMPTY_REVIEW: ReviewState = { rounds: 0, items: [] }

export type Mark = { questionId: string; correct: boolean }

export type ReviewPlan = {
  /** Due questions of the band for this round, at most REVIEW_PER_ROUND. */
  review: string[]
  /** Other due questions (any band), oldest miss first. */
  due: string[]
  /** In review but asked in the round just before: not in this round. */
  held: string[]
}

const byMiss = (a: ReviewItem, b: ReviewItem) =>
  a.missedRound - b.missedRound || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)

/** What the next round (number `rounds + 1`) takes from review. */
export function reviewPlan(
  state: ReviewState,
  inBand: (id: string) => boolean,
): ReviewPlan {
  const held: string[] = []
  const due: ReviewItem[] = []
  for (const item of state.items) {
    if (item.lastAsked >= state.rounds) held.push(item.id)
    else due.push(item)
  }
  due.sort(byMiss)
  const review = due
    .filter((item) => inBand(item.id))
    .slice(0, REVIEW_PER_ROUND)
    .map((item) => item.id)
  return {
    review,
    due: due.map((item) => item.id).filter((id) => !review.includes(id)),
    held,
  }
}

/** A round drawn: counted, and its questions in review asked in it. */
export function afterDraw(
  state: ReviewState,
  roundIds: readonly string[],
): ReviewState {
  const rounds = state.rounds + 1
  const asked = new Set(roundIds)
  return {
    rounds,
    items: state.items.map((item) =>
      asked.has(item.id) ? { ...item, lastAsked: rounds } : item,
    ),
  }
}

/**
 * A round's answers recorded: a miss puts its question in review (again,
 * with no right answer counted); a right answer to a question in review
 * counts, and the RIGHTS_TO_LEARN-th takes it out (learnt).
 */
export function afterMarking(
  state: ReviewState,
  marks: readonly Mark[],
): ReviewState {
  const items = new Map(state.items.map((item) => [item.id, item]))
  for (const { questionId, correct } of marks) {
    const item = items.get(questionId)
    if (!correct) {
      items.set(questionId, {
        id: questionId,
        rights: 0,
        missedRound: state.rounds,
        lastAsked: Math.max(item?.lastAsked ?? state.rounds, state.rounds),
      })
    } else if (item) {
      if (item.rights + 1 >= RIGHTS_TO_LEARN) items.delete(questionId)
      else items.set(questionId, { ...item, rights: item.rights + 1 })
    }
  }
  return { rounds: state.rounds, items: [...items.values()] }
}

/**
 * The review of answers kept before review rounds existed, oldest first:
 * what is still to learn, due from the next round (as the migration does).
 */
export function reviewFromAnswers(answers: readonly Mark[]): ReviewState {
  const state = answers.reduce(
    (review, mark) => afterMarking(review, [mark]),
    EMPTY_REVIEW,
  )
  return {
    rounds: 0,
    items: state.items.map((item) => ({
      ...item,
      missedRound: -1,
      lastAsked: -1,
    })),
  }
}

/** Questions answered and not in review: learnt (the grown-ups' view). */
export function isLearnt(state: ReviewState, id: string): boolean {
  return !state.items.some((item) => item.id === id)
}
