import { describe, expect, it } from 'vitest'

import type { QuizQuestion } from '@/data/quiz'

import { createInitialState, reducer, type QuizAction } from './logic'
import { quizSound } from './quizSound'

const questions: QuizQuestion[] = [
  {
    id: 'q-test-001',
    source: '/festivals',
    question: 'Which lamp is lit at Deepavali?',
    options: ['A diya', 'A torch', 'A candle', 'A bulb'],
    correct: 0,
    explanation: 'Families light rows of diyas.',
  },
]

function soundOf(before: QuizAction[], action: QuizAction) {
  const state = before.reduce(reducer, createInitialState({ questions }))
  return quizSound(state, reducer(state, action))
}

describe('quizSound', () => {
  it('plays the rising tune for a right answer', () => {
    expect(soundOf([], { type: 'answer', option: 0 })).toBe('right')
  })

  it('plays the soft low tune for a wrong answer', () => {
    expect(soundOf([], { type: 'answer', option: 2 })).toBe('wrong')
  })

  it('is silent for a second pick and for moving on', () => {
    const answered: QuizAction[] = [{ type: 'answer', option: 0 }]
    expect(soundOf(answered, { type: 'answer', option: 1 })).toBeNull()
    expect(soundOf(answered, { type: 'next' })).toBeNull()
  })
})
