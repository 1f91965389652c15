import { describe, expect, it } from 'vitest'

import { feedbackNarration, questionNarration } from './quizNarration'

const question = {
  question: 'Which festival starts the Telugu year?',
  options: ['Ugadi', 'Diwali', 'Sankranti', 'Dasara'] as const,
  correct: 0 as const,
  explanation: 'Ugadi is the Telugu New Year.',
}

describe('the quiz read aloud', () => {
  it('reads the question, then each option in order', () => {
    expect(questionNarration(question).map((item) => item.text)).toEqual([
      'Which festival starts the Telugu year?',
      'Ugadi',
      'Diwali',
      'Sankranti',
      'Dasara',
    ])
  })

  it('reads right or not, then the explanation', () => {
    expect(feedbackNarration(question, 0).map((item) => item.text)).toEqual([
      'Correct! Well done.',
      'Ugadi is the Telugu New Year.',
    ])
    expect(feedbackNarration(question, 2)[0]?.text).toBe(
      'Not quite. The right answer is: Ugadi.',
    )
  })
})
