import type { LoadQuestionBank } from '@/lib/quiz/bank'

/**
 * The question bank the tests' backends are handed, as the app hands it
 * (app/loadQuestionBank.ts): the English bank, loaded when a quiz starts.
 */
export const loadTestBank: LoadQuestionBank = () =>
  import('@/data/questionBank').then((m) => m.questionBank)
