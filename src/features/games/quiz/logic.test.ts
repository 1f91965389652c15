import { describe, expect, it } from 'vitest'

import { quizQuestions } from '@/data/quiz'

import {
  createInitialState,
  quizFeedback,
  reducer,
  selectCurrentQuestion,
  selectFeedback,
  selectIsLastQuestion,
  selectIsLocked,
  selectLastAnswerCorrect,
  type QuizAction,
  type QuizState,
} from './logic'

const start = () => createInitialState({ questions: quizQuestions })

function play(actions: QuizAction[], state = start()): QuizState {
  return actions.reduce(reducer, state)
}

/** Answers every question, the first `correct` of them rightly. */
function finishWith(correct: number): QuizState {
  return quizQuestions.reduce((state, question, index) => {
    const option =
      index < correct ? question.correct : (question.correct + 1) % 4
    return play([{ type: 'answer', option }, { type: 'next' }], state)
  }, start())
}

describe('quiz engine', () => {
  it('starts at the first question, awaiting an answer', () => {
    expect(start()).toMatchObject({
      index: 0,
      score: 0,
      selected: null,
      phase: 'answering',
    })
    expect(selectIsLocked(start())).toBe(false)
  })

  it.each([
    ['a correct answer adds 1', 0, 1, true],
    ['a wrong answer adds nothing', 1, 0, false],
  ])('%s and locks the options', (_name, offset, score, correct) => {
    const question = selectCurrentQuestion(start())
    const option = (question.correct + offset) % 4
    const state = play([{ type: 'answer', option }])
    expect(state).toMatchObject({ score, selected: option, phase: 'feedback' })
    expect(selectIsLocked(state)).toBe(true)
    expect(selectLastAnswerCorrect(state)).toBe(correct)
  })

  it('ignores a second answer once the options are locked', () => {
    const { correct } = selectCurrentQuestion(start())
    const wrong = (correct + 1) % 4
    const once = play([{ type: 'answer', option: wrong }])
    expect(reducer(once, { type: 'answer', option: correct })).toBe(once)
  })

  it.each([
    ['an option below range', -1],
    ['an option above range', 4],
  ])('ignores %s', (_name, option) => {
    const state = start()
    expect(reducer(state, { type: 'answer', option })).toBe(state)
  })

  it('ignores "next" while awaiting an answer', () => {
    const state = start()
    expect(reducer(state, { type: 'next' })).toBe(state)
  })

  it('stays on the feedback until the player sends "next"', () => {
    const answered = play([{ type: 'answer', option: 0 }])
    // Only "next" moves on: another answer, or anything else, does not.
    expect(reducer(answered, { type: 'answer', option: 1 })).toBe(answered)
    expect(answered).toMatchObject({ index: 0, selected: 0, phase: 'feedback' })
    expect(selectIsLastQuestion(answered)).toBe(false)
  })

  it('moves to the next question on "next", clearing the pick', () => {
    const state = play([{ type: 'answer', option: 0 }, { type: 'next' }])
    expect(state).toMatchObject({
      index: 1,
      selected: null,
      phase: 'answering',
    })
    expect(selectCurrentQuestion(state)).toBe(quizQuestions[1])
  })

  it('finishes on "next" after the last question (its button shows the score)', () => {
    const lastAnswered = quizQuestions
      .slice(0, -1)
      .reduce(
        (state) =>
          play([{ type: 'answer', option: 0 }, { type: 'next' }], state),
        start(),
      )
    expect(selectIsLastQuestion(lastAnswered)).toBe(true)
    const answered = play([{ type: 'answer', option: 0 }], lastAnswered)
    expect(answered.phase).toBe('feedback')
    expect(play([{ type: 'next' }], answered).phase).toBe('finished')
    const state = finishWith(12)
    expect(state).toMatchObject({ phase: 'finished', index: 11, score: 12 })
    expect(reducer(state, { type: 'next' })).toBe(state)
    expect(reducer(state, { type: 'answer', option: 0 })).toBe(state)
  })

  it('restarts with index, score and selection reset', () => {
    const mid = play([{ type: 'answer', option: 0 }, { type: 'next' }])
    const midRestart = reducer(play([{ type: 'answer', option: 1 }], mid), {
      type: 'restart',
    })
    expect(midRestart).toEqual(start())
    expect(reducer(finishWith(7), { type: 'restart' })).toEqual(start())
  })

  it.each([
    [12, 'perfect'],
    [11, 'great'],
    [10, 'great'],
    [9, 'good'],
    [8, 'good'],
    [7, 'keepExploring'],
    [0, 'keepExploring'],
  ] as const)('%i of 12 correct gives "%s"', (correct, feedback) => {
    const state = finishWith(correct)
    expect(state.score).toBe(correct)
    expect(selectFeedback(state)).toBe(feedback)
    expect(quizFeedback(correct, 12)).toBe(feedback)
  })

  it.each([
    [5, 5, 'perfect'],
    [4, 5, 'great'],
    [3, 5, 'good'],
    [2, 5, 'keepExploring'],
  ] as const)(
    'puts the thresholds at exactly 80%% and 60%% (%i of %i)',
    (score, total, feedback) => {
      expect(quizFeedback(score, total)).toBe(feedback)
    },
  )
})
