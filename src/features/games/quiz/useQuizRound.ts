import { useCallback } from 'react'

import * as questionBankModule from '@/data/questionBank'
import type { QuestionBand } from '@/data/questionBank'
import { toQuizQuestion, type QuizQuestion } from '@/data/quiz'
import { useStartQuiz, type QuizRound } from '@/lib/backend'
import { teluguTwin } from '@/lib/i18n/edition'

import type { SessionOpener } from '../api/useGameSession'
import type { QuizAction } from './logic'

const bankContent = teluguTwin(
  questionBankModule,
  () => import('@/data/te/questionBank'),
)

/** A drawn round's questions from the bank of the page's edition. */
export function roundQuestions(round: QuizRound): QuizQuestion[] {
  const { questionBank } = bankContent()
  return round.questionIds.flatMap((id) => {
    const question = questionBank.find((q) => q.id === id)
    return question ? [toQuizQuestion(question)] : []
  })
}

/**
 * Starts a quiz round (issue 36): the backend draws 12 questions of `band`
 * for the child playing (their own band wins) or the guest, and the quiz
 * shows them in the drawn order. A round the server would not start is
 * drawn here as a guest's, so play goes on; its result then says why it was
 * not recorded (useGameSession).
 */
export function useQuizRound(dispatch: (action: QuizAction) => void) {
  const { mutateAsync: startQuiz } = useStartQuiz()
  return useCallback(
    (beginWith: (open: SessionOpener) => void, band: QuestionBand) => {
      dispatch({ type: 'draw' })
      const show = (round: QuizRound) =>
        dispatch({ type: 'start', questions: roundQuestions(round) })
      beginWith(async (profileId) => {
        try {
          const round = await startQuiz({ profileId, band })
          show(round)
          return round.sessionId
        } catch (error) {
          if (profileId !== null)
            show(await startQuiz({ profileId: null, band }))
          throw error
        }
      })
    },
    [dispatch, startQuiz],
  )
}
