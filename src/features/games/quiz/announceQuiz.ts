import { gamesText } from '@/lib/i18n/games'

import { selectCurrentQuestion, selectFeedback, type QuizState } from './logic'

/** What the game's live region says after each step of the quiz. */
export function announceQuiz(state: QuizState): string {
  const total = state.questions.length
  if (state.phase === 'choosing') return ''
  if (state.phase === 'drawing') return gamesText('games.quiz.drawing')
  if (state.phase === 'finished') {
    return `${gamesText('games.quiz.result', { score: state.score, total })}. ${gamesText(`games.quiz.feedback.${selectFeedback(state)}`)}`
  }
  const question = selectCurrentQuestion(state)
  if (state.phase === 'feedback') {
    const verdict =
      state.selected === question.correct
        ? gamesText('games.quiz.correct')
        : gamesText('games.quiz.wrong', {
            answer: question.options[question.correct],
          })
    return `${verdict} ${question.explanation}`
  }
  return state.index > 0
    ? gamesText('games.quiz.progress', {
        number: state.index + 1,
        total,
        score: state.score,
      })
    : ''
}
