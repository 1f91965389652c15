import { describe, expect, it } from 'vitest'

import { quizQuestions } from './quiz'

describe('quiz questions', () => {
  it('has the 12 questions of the spec, each with four distinct options', () => {
    expect(quizQuestions).toHaveLength(12)
    for (const q of quizQuestions) {
      expect(new Set(q.options).size).toBe(4)
      expect(q.options[q.correct]).toBeTruthy()
      expect(q.explanation.length).toBeGreaterThan(20)
    }
  })

  it('puts the correct answer in every position, none more than 4 times', () => {
    const counts = [0, 1, 2, 3].map(
      (i) => quizQuestions.filter((q) => q.correct === i).length,
    )
    for (const count of counts) {
      expect(count).toBeGreaterThan(0)
      expect(count).toBeLessThanOrEqual(4)
    }
  })

  it('follows the content corrections', () => {
    const text = JSON.stringify(quizQuestions)
    expect(text).not.toMatch(/1066|Tritiya|60%|census/i)
    expect(text).toContain('Vaishakha Shukla Dashami')
  })
})
