/**
 * The Telugu twin of src/data/quiz.ts: the same 12 questions of the question
 * bank in the same order, with the same `correct` index, the words in Telugu.
 */

import {
  firstQuiz,
  QUIZ_QUESTION_IDS,
  toQuizQuestion,
  type QuizQuestion,
} from '../quiz'
import { questionsAges8to10 } from './questionBank8to10'

export type { QuizQuestion }
export { firstQuiz, QUIZ_QUESTION_IDS, toQuizQuestion }

export const quizQuestions = firstQuiz(questionsAges8to10)
