/**
 * The Cultural Quiz Challenge: 12 questions about the community's history,
 * festivals, heroes, gotras and traditions (spec sections 3 and 9). They are
 * 12 questions of the question bank's 8–11 band (decision 053), named here by
 * id and kept in one place: the bank. Facts follow the site's content notes;
 * the correct option moves around so a child cannot guess it from its place.
 */

import type { BankQuestion, OlderBankQuestion } from '../lib/quiz/bank'
import { questionsAges8to10 } from './questionBank8to10'

/**
 * A question as the quiz shows it: any band's (3 options for 5–7, else 4),
 * with its bank id and source page. `options[correct]` is always there (the
 * bank's test checks it), which the type says.
 */
export type QuizQuestion = Pick<
  BankQuestion,
  'id' | 'topic' | 'question' | 'correct' | 'explanation' | 'source'
> & {
  options: readonly string[] & Readonly<Record<BankQuestion['correct'], string>>
}

/** A bank question as the quiz shows it. */
export function toQuizQuestion({
  id,
  topic,
  question,
  options,
  correct,
  explanation,
  source,
}: BankQuestion): QuizQuestion {
  // The right option's index is within the options (questionBank.test.ts).
  const all = options as QuizQuestion['options']
  return { id, topic, question, options: all, correct, explanation, source }
}

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
  const questions = QUIZ_QUESTION_IDS.map((id) => {
    const found = band.find((question) => question.id === id)
    if (!found) throw new Error(`The quiz's question ${id} is not in the bank`)
    return toQuizQuestion(found)
  })
  return questions as unknown as FirstQuiz
}

export const quizQuestions = firstQuiz(questionsAges8to10)
