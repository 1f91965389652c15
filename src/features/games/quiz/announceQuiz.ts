import { t } from '@/lib/i18n/games'

import { selectCurrentQuestion, selectFeedback, type QuizState } from './logic'

/** What the game's live region says after each step of the quiz. */
export function announceQuiz(state: QuizState): string {
  const total = state.questions.length
  if (state.phase === 'choosing') return ''
  if (state.phase === 'drawing') return t('games.quiz.drawing')
  if (state.phase === 'finished') {
    return `${t('games.quiz.result', { score: state.score, total })}. ${t(`games.quiz.feedback.${selectFeedback(state)}`)}`
  }
  const question = selectCurrentQuestion(state)
  if (state.phase === 'feedback') {
    const verdict =
      state.selected === question.correct
        ? t('games.quiz.correct')
        : t('games.quiz.wrong', { answer: question.options[question.correct] })
    return `${verdict} ${question.explanation}`
  }
  return state.index > 0
    ? t('games.quiz.progress', {
        number: state.index + 1,
        total,
        score: state.score,
      })
    : ''
}
