import { questionBank } from '@/data/questionBank'
import type { GameResult, QuizRound } from '@/lib/backend/contract/types'

/**
 * A finished quiz for a drawn round: the first `right` questions answered
 * right, the rest wrong (the next option along), as the quiz sends it.
 */
export function answered(
  round: Pick<QuizRound, 'questionIds'>,
  right: number,
): GameResult {
  const answers = round.questionIds.map((questionId, index) => {
    const question = questionBank.find((q) => q.id === questionId)
    if (!question) throw new Error(`${questionId} is not in the bank`)
    const choice =
      index < right
        ? question.correct
        : (question.correct + 1) % question.options.length
    return { questionId, choice }
  })
  return { gameType: 'quiz', value: right, answers }
}
