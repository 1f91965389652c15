import { describe, expect, it } from 'vitest'

import { structureProblems } from '@/test/glossaryCheck'

import * as english from '../quiz'
import * as telugu from './quiz'

describe('te/quiz.ts', () => {
  it('has the 12 questions of the English quiz, with the same correct answers, in Telugu', () => {
    expect(telugu.quizQuestions).toHaveLength(12)
    expect(
      // The bank id, topic and source page are data: the same in both.
      structureProblems(english.quizQuestions, telugu.quizQuestions, [
        'id',
        'topic',
        'source',
      ]),
    ).toEqual([])
    expect(telugu.quizQuestions.map((q) => q.correct)).toEqual(
      english.quizQuestions.map((q) => q.correct),
    )
  })

  it('gives every question four different options', () => {
    for (const question of telugu.quizQuestions) {
      expect(new Set(question.options).size).toBe(4)
    }
  })

  it('keeps the corrected facts: Vasavi Jayanti on Vaishakha Shuddha Dashami, 102 gotras, no fast called ఉపవాసం', () => {
    const text = JSON.stringify(telugu.quizQuestions)
    expect(text).toContain('వైశాఖ శుద్ధ దశమి')
    expect(text).not.toMatch(/1066|తదియ|census/)
    // A political fast is నిరాహార దీక్ష, never ఉపవాసం (Telugu review 2026-12-01).
    expect(text).not.toContain('ఉపవాసం')
    expect(text).toContain('102 గోత్రాలు')
  })
})
