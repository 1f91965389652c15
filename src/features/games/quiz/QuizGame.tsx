import { useReducer, useState } from 'react'

import * as quizModule from '@/data/quiz'
import type { QuizQuestion } from '@/data/quiz'
import { teluguTwin } from '@/lib/i18n/edition'
import { t } from '@/lib/i18n/games'

import { GameShell } from '../shared/GameShell'
import { useGameRound } from '../shared/useGameRound'
import { useSoundedDispatch } from '../shared/useSoundedDispatch'
import {
  createInitialState,
  reducer,
  selectCurrentQuestion,
  selectFeedback,
  selectIsLastQuestion,
  type QuizState,
} from './logic'
import { QuizQuestionCard } from './QuizQuestionCard'
import { QuizResult } from './QuizResult'
import { quizSound } from './quizSound'
import { useSavedPlaces } from './useSavedPlaces'

const quizContent = teluguTwin(quizModule, () => import('@/data/te/quiz'))

type QuizGameProps = {
  onBack: () => void
  questions?: readonly QuizQuestion[]
}

function announce(state: QuizState): string {
  const total = state.questions.length
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

export function QuizGame({
  onBack,
  questions = quizContent().quizQuestions,
}: QuizGameProps) {
  const [state, dispatchQuietly] = useReducer(
    reducer,
    { questions },
    createInitialState,
  )
  const dispatch = useSoundedDispatch(
    state,
    reducer,
    dispatchQuietly,
    quizSound,
  )
  const [round, setRound] = useState(0)
  const finished = state.phase === 'finished'
  const session = useGameRound('quiz', finished, state.score)
  const learnMore = useSavedPlaces(round)

  const playAgain = () => {
    session.begin()
    dispatchQuietly({ type: 'restart' })
    setRound((r) => r + 1)
  }

  return (
    <GameShell
      title={t('games.quiz.title')}
      time={t('games.quiz.time')}
      announcement={announce(state)}
      round={round}
      celebration={session.celebration}
      onBack={onBack}
    >
      {finished ? (
        <QuizResult
          score={state.score}
          total={state.questions.length}
          feedback={selectFeedback(state)}
          result={session.lastResult}
          isRecording={session.isRecording}
          error={session.lastError}
          onPlayAgain={playAgain}
          questions={state.questions}
          saved={learnMore.saved}
        />
      ) : (
        <>
          <p className="mb-4 font-display text-lg font-semibold text-maroon-700">
            {t('games.quiz.progress', {
              number: state.index + 1,
              total: state.questions.length,
              score: state.score,
            })}
          </p>
          <QuizQuestionCard
            key={state.index}
            question={selectCurrentQuestion(state)}
            selected={state.selected}
            focusOnMount={state.index > 0}
            isLast={selectIsLastQuestion(state)}
            onPick={(option) => dispatch({ type: 'answer', option })}
            onNext={() => dispatchQuietly({ type: 'next' })}
            learnMore={learnMore}
          />
        </>
      )}
    </GameShell>
  )
}
