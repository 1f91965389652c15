import { describe, expect, it } from 'vitest'

import {
  afterDraw,
  afterMarking,
  EMPTY_REVIEW,
  reviewFromAnswers,
  reviewPlan,
  type ReviewState,
} from './review'

const any = () => true
const miss = (questionId: string) => ({ questionId, correct: false })
const right = (questionId: string) => ({ questionId, correct: true })

/** Draws a round of `ids` and records `marks` for it. */
const play = (
  state: ReviewState,
  ids: string[],
  marks: { questionId: string; correct: boolean }[],
) => afterMarking(afterDraw(state, ids), marks)

describe('review rounds', () => {
  it('a miss is not due in the round right after, then due', () => {
    const round1 = play(
      EMPTY_REVIEW,
      ['q-a', 'q-b'],
      [miss('q-a'), right('q-b')],
    )
    expect(reviewPlan(round1, any).review).toEqual([])
    expect(reviewPlan(round1, any).held).toEqual(['q-a'])
    const round2 = play(round1, ['q-c'], [right('q-c')])
    expect(reviewPlan(round2, any)).toEqual({
      review: ['q-a'],
      due: [],
      held: [],
    })
  })

  it('takes at most 3 of the band, oldest miss first, then by id', () => {
    let state = play(EMPTY_REVIEW, ['q-z', 'q-y'], [miss('q-z'), miss('q-y')])
    state = play(
      state,
      ['q-c', 'q-b', 'q-a', 'q-x'],
      [miss('q-c'), miss('q-b'), miss('q-a'), miss('q-x')],
    )
    state = afterDraw(state, ['q-n'])
    const plan = reviewPlan(state, (id) => id !== 'q-x')
    expect(plan.review).toEqual(['q-y', 'q-z', 'q-a'])
    expect(plan.due).toEqual(['q-b', 'q-c', 'q-x'])
  })

  it('a question asked as review is held from the next round', () => {
    let state = play(EMPTY_REVIEW, ['q-a'], [miss('q-a')])
    state = afterDraw(state, ['q-b'])
    expect(reviewPlan(state, any).review).toEqual(['q-a'])
    state = afterDraw(state, ['q-a'])
    expect(reviewPlan(state, any)).toEqual({
      review: [],
      due: [],
      held: ['q-a'],
    })
  })

  it('learnt after two right answers since the miss; a miss starts again', () => {
    let state = play(EMPTY_REVIEW, ['q-a'], [miss('q-a')])
    state = afterMarking(state, [right('q-a')])
    expect(state.items).toEqual([
      expect.objectContaining({ id: 'q-a', rights: 1 }),
    ])
    state = afterMarking(state, [miss('q-a')])
    expect(state.items).toEqual([
      expect.objectContaining({ id: 'q-a', rights: 0 }),
    ])
    state = afterMarking(state, [right('q-a')])
    state = afterMarking(state, [right('q-a')])
    expect(state.items).toEqual([])
  })

  it('a right answer to a question never missed changes nothing', () => {
    expect(afterMarking(EMPTY_REVIEW, [right('q-a')])).toEqual(EMPTY_REVIEW)
  })

  it('works out the review of answers kept before, due at once', () => {
    const state = reviewFromAnswers([
      miss('q-a'),
      right('q-a'),
      miss('q-b'),
      right('q-b'),
      right('q-b'),
      right('q-c'),
      miss('q-d'),
    ])
    expect(state.items).toEqual([
      { id: 'q-a', rights: 1, missedRound: -1, lastAsked: -1 },
      { id: 'q-d', rights: 0, missedRound: -1, lastAsked: -1 },
    ])
    expect(reviewPlan(state, any).review).toEqual(['q-a', 'q-d'])
  })
})
