/**
 * The Cultural Quiz Challenge: 12 questions about the community's history,
 * festivals, heroes, gotras and traditions (spec sections 3 and 9). They are
 * 12 questions of the question bank's 8–11 band (decision 053), named here by
 * id and kept in one place: the bank. Facts follow the site's content notes;
 * the correct option moves around so a child cannot guess it from its place.
 */

import { questionsAges8to11 } from './questionBank8to11'
import type { OlderBankQuestion } from './questionBankTypes'

export type QuizQuestion = Pick<
  OlderBankQuestion,
  'id' | 'topic' | 'question' | 'options' | 'correct' | 'explanation' | 'source'
>

/** The first quiz's questions, in its order. */
export const QUIZ_QUESTION_IDS = [
  'q-story-007',
  'q-hist-005',
  'q-story-008',
  'q-story-009',
  'q-fest-006',
  'q-fest-007',
  'q-fest-008',
  'q-hero-005',
  'q-hero-006',
  'q-gotra-006',
  'q-trad-006',
  'q-hist-006',
] as const

/** Never empty: the quiz starts with its first question. */
type FirstQuiz = readonly [QuizQuestion, ...QuizQuestion[]]

/** The first quiz's 12 questions out of a band's questions (either edition). */
export function firstQuiz(band: readonly OlderBankQuestion[]): FirstQuiz {
  const questions = QUIZ_QUESTION_IDS.map((wanted) => {
    const found = band.find((question) => question.id === wanted)
    if (!found)
      throw new Error(`The quiz's question ${wanted} is not in the bank`)
    const { id, topic, question, options, correct, explanation, source } = found
    return { id, topic, question, options, correct, explanation, source }
  })
  return questions as unknown as FirstQuiz
}

export const quizQuestions = firstQuiz(questionsAges8to11)
