import { describe, expect, it } from 'vitest'

import { hasTeluguScript, structureProblems } from '@/test/glossaryCheck'

import {
  OPTIONS_PER_BAND,
  QUESTION_BANDS,
  QUESTION_TOPICS,
  questionBank,
  type BankQuestion,
  type QuestionBand,
} from './questionBank'
import { quizQuestions } from './quiz'
import * as telugu from './te/questionBank'
import { quizQuestions as teluguQuiz } from './te/quiz'

/** The keys whose values are data, the same in both editions. */
const DATA_KEYS = ['id', 'band', 'topic', 'source'] as const

function inBand(band: QuestionBand, bank: readonly BankQuestion[]) {
  return bank.filter((question) => question.band === band)
}

/**
 * Sentences in an English text. A quoted phrase counts as one word, so the
 * full stop of “Bagunnanu.” does not end a sentence.
 */
function sentenceCount(text: string): number {
  return text
    .replace(/“[^”]*”|"[^"]*"/g, 'Q')
    .split(/(?<=[.!?])\s+/)
    .filter((sentence) => sentence.trim() !== '').length
}

function numbersIn(text: string): string[] {
  return [...text.matchAll(/\d+(?:[.,/]\d+)*/g)].map((match) => match[0])
}

/** Every string a reader sees: the question, its options and its explanation. */
function textsOf(question: BankQuestion): string[] {
  return [question.question, ...question.options, question.explanation]
}

describe('the question bank', () => {
  it('holds at least 90 questions, at least 25 in each band', () => {
    expect(questionBank.length).toBeGreaterThanOrEqual(90)
    for (const band of QUESTION_BANDS) {
      expect(inBand(band, questionBank).length).toBeGreaterThanOrEqual(25)
    }
  })

  it('gives every question a unique, stable id', () => {
    const ids = questionBank.map((question) => question.id)
    expect(new Set(ids).size).toBe(ids.length)
    for (const id of ids) expect(id).toMatch(/^q-[a-z]+-\d{3}$/)
  })

  it('gives every question a band, a topic, its options, one right answer and an explanation', () => {
    for (const question of questionBank) {
      expect(QUESTION_BANDS).toContain(question.band)
      expect(QUESTION_TOPICS).toContain(question.topic)
      expect(question.question.trim()).not.toBe('')
      const { options } = question
      expect(options).toHaveLength(OPTIONS_PER_BAND[question.band])
      for (const option of options) expect(option.trim()).not.toBe('')
      expect(new Set(options.map((option) => option.trim())).size).toBe(
        options.length,
      )
      expect(Number.isInteger(question.correct)).toBe(true)
      expect(options[question.correct]).toBeDefined()
      expect(question.explanation.trim()).not.toBe('')
    }
  })

  it('explains every answer in one or two sentences', () => {
    const long = questionBank.filter((question) => {
      return sentenceCount(question.explanation) > 2
    })
    // The count itself: quoted phrases are one word, real sentences count.
    expect(sentenceCount('One. Two. Three.')).toBe(3)
    expect(sentenceCount('“Bagunnanu.” means “I am fine.”')).toBe(1)
    expect(long.map((question) => question.id)).toEqual([])
  })

  it('gives the 5–7 band three options and the older bands four', () => {
    expect(OPTIONS_PER_BAND).toEqual({ '5-7': 3, '8-10': 4, '11-15': 4 })
  })

  it('moves the right answer around: every place used, none far more than its share', () => {
    for (const band of QUESTION_BANDS) {
      const questions = inBand(band, questionBank)
      const places = OPTIONS_PER_BAND[band]
      const share = questions.length / places
      for (let place = 0; place < places; place += 1) {
        const count = questions.filter((q) => q.correct === place).length
        expect(count).toBeGreaterThanOrEqual(Math.floor(share * 0.6))
        expect(count).toBeLessThanOrEqual(Math.ceil(share * 1.4))
      }
    }
  })

  it('covers at least 5 of the 7 topics in every band, and every topic in the bank', () => {
    for (const band of QUESTION_BANDS) {
      const topics = new Set(inBand(band, questionBank).map((q) => q.topic))
      expect(topics.size).toBeGreaterThanOrEqual(5)
    }
    expect(new Set(questionBank.map((q) => q.topic))).toEqual(
      new Set(QUESTION_TOPICS),
    )
  })

  it('names a source page for every question, as an English site address', () => {
    for (const question of questionBank) {
      expect(question.source).toMatch(
        /^\/(?!te(?:\/|$|#|\?))[a-z0-9/-]*(\?version=grown-ups)?(#[a-z0-9-]+)?$/,
      )
    }
  })

  it('keeps the first quiz’s 12 questions in their own words and answers', () => {
    for (const [index, quiz] of quizQuestions.entries()) {
      const inBank = questionBank.find((q) => q.question === quiz.question)
      expect(inBank, `quiz question ${index}`).toMatchObject({
        options: quiz.options,
        correct: quiz.correct,
        explanation: quiz.explanation,
      })
    }
  })

  it('follows the content corrections', () => {
    const text = JSON.stringify(questionBank)
    expect(text).not.toMatch(/1066|Tritiya|60%|census of 1905|1905 census/i)
  })
})

describe('the Telugu twin of the question bank', () => {
  const english = questionBank
  const twin = telugu.questionBank

  it('has every question, in the same order, with the same id, band, topic, source and right answer', () => {
    expect(twin.map((q) => q.id)).toEqual(english.map((q) => q.id))
    expect(twin.map((q) => q.correct)).toEqual(english.map((q) => q.correct))
    expect(structureProblems(english, twin, DATA_KEYS)).toEqual([])
  })

  it('writes every question, option and explanation in Telugu script', () => {
    const notTelugu = twin.flatMap((question, index) =>
      textsOf(question)
        .filter((text, at) => {
          const englishText = textsOf(english[index] as BankQuestion)[at] ?? ''
          // A number ("102") stays as it is; anything with words is Telugu.
          return /[A-Za-z]/.test(englishText) && !hasTeluguScript(text)
        })
        .map((text) => `${question.id}: ${text}`),
    )
    expect(notTelugu).toEqual([])
  })

  it('gives every Telugu question distinct options', () => {
    for (const question of twin) {
      expect(new Set(question.options).size).toBe(question.options.length)
    }
  })

  it('keeps every number of the English text', () => {
    const missing = english.flatMap((question, index) => {
      const teluguTexts = textsOf(twin[index] as BankQuestion)
      return textsOf(question).flatMap((text, at) =>
        numbersIn(text)
          .filter(
            (number) => !numbersIn(teluguTexts[at] ?? '').includes(number),
          )
          .map((number) => `${question.id}: ${number}`),
      )
    })
    expect(missing).toEqual([])
  })

  it('keeps the first quiz’s Telugu words for its 12 questions', () => {
    for (const [index, quiz] of teluguQuiz.entries()) {
      const inBank = twin.find((q) => q.question === quiz.question)
      expect(inBank, `Telugu quiz question ${index}`).toMatchObject({
        options: quiz.options,
        correct: quiz.correct,
        explanation: quiz.explanation,
      })
    }
  })

  it('names every topic in Telugu', () => {
    for (const topic of QUESTION_TOPICS) {
      expect(hasTeluguScript(telugu.questionTopicLabels[topic])).toBe(true)
    }
  })

  it('asks each question in its own words, in each edition', () => {
    // A question shown is known by its words (the e2e tests find it so).
    for (const bank of [questionBank, telugu.questionBank]) {
      const texts = bank.map((q) => q.question)
      expect(texts.filter((t, i) => texts.indexOf(t) !== i)).toEqual([])
    }
  })
})
