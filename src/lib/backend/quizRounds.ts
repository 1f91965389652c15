import type { BankQuestion, QuestionBand } from '@/data/questionBankTypes'
import { drawRound } from '@/lib/quiz/drawRound'

import { BackendError } from './errors'
import type { QuizAnswer, QuizRound } from './types'

/**
 * The quiz's rounds on this device (issue 36, decision 056): drawing 12
 * questions of a band from a seen cycle, and marking a round's answers
 * against the bank, as the server does. The bank is loaded when a quiz
 * starts (its own chunk, which the quiz's view loads anyway).
 */

export const loadBank = (): Promise<readonly BankQuestion[]> =>
  import('@/data/questionBank').then((m) => m.questionBank)

/**
 * Draws a round of `band` for someone who has seen `seen` (ids of any band):
 * the round's ids and the seen list to keep (other bands' ids unchanged).
 */
export async function drawQuiz(
  seen: readonly string[],
  band: QuestionBand,
  random: () => number = Math.random,
): Promise<{ questionIds: string[]; seen: string[] }> {
  const questions = (await loadBank()).filter((q) => q.band === band)
  const inBand = new Set(questions.map((q) => q.id))
  const drawn = drawRound({
    questions,
    seen: seen.filter((id) => inBand.has(id)),
    random,
  })
  return {
    questionIds: drawn.round.map((q) => q.id),
    seen: [...seen.filter((id) => !inBand.has(id)), ...drawn.seen],
  }
}

/** The band of a drawn round (its questions are all of one band). */
export async function bandOf(
  questionIds: readonly string[],
): Promise<QuestionBand | null> {
  const bank = await loadBank()
  return bank.find((q) => q.id === questionIds[0])?.band ?? null
}

export type MarkedAnswer = Pick<BankQuestion, 'topic'> & {
  questionId: string
  correct: boolean
}

const refused = () =>
  new BackendError('invalid-input', 'These answers are not for this round.')

/**
 * Marks `answers` against the bank: exactly the `drawn` questions, each
 * once, each choice one of its options; anything else is refused
 * (`invalid-input`), as `finish_game` refuses it (`invalid_answers`).
 */
export async function markQuiz(
  drawn: readonly string[],
  answers: readonly QuizAnswer[] | undefined,
): Promise<MarkedAnswer[]> {
  if (!answers || answers.length !== drawn.length) throw refused()
  const bank = await loadBank()
  const asked = new Set(drawn)
  const marked: MarkedAnswer[] = []
  for (const { questionId, choice } of answers) {
    const question = bank.find((q) => q.id === questionId)
    if (
      !question ||
      !asked.delete(questionId) ||
      !Number.isInteger(choice) ||
      choice < 0 ||
      choice >= question.options.length
    ) {
      throw refused()
    }
    marked.push({
      questionId,
      topic: question.topic,
      correct: choice === question.correct,
    })
  }
  return marked
}

/** A round for `band` from a seen list kept in `seen`, with no session. */
export async function drawKeptRound(
  seen: { read: () => string[]; write: (ids: readonly string[]) => void },
  band: QuestionBand,
  random?: () => number,
): Promise<QuizRound> {
  const drawn = await drawQuiz(seen.read(), band, random)
  seen.write(drawn.seen)
  return { sessionId: null, band, questionIds: drawn.questionIds }
}
