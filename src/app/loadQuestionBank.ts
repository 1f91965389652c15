import type { LoadQuestionBank } from '@/lib/quiz/bank'

/**
 * The quiz's question bank, handed to the backend here, at the composition
 * root: lib never imports data (docs/architecture.md#import-rules). The
 * bank is its own chunk, loaded when a quiz starts.
 */
export const loadQuestionBank: LoadQuestionBank = () =>
  import('@/data/questionBank').then((m) => m.questionBank)
