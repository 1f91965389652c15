import type { SoundEvent } from '../shared/soundEffects'
import type { QuizState } from './logic'

/** A rising tune for a right answer, a soft low one for a wrong answer. */
export function quizSound(
  before: QuizState,
  after: QuizState,
): SoundEvent | null {
  if (before.phase !== 'answering' || after.phase !== 'feedback') return null
  const question = after.questions[after.index]
  return after.selected === question?.correct ? 'right' : 'wrong'
}
