import { useMemo, useReducer, useState } from 'react'

import { gamesText } from '@/lib/i18n/games'

import { GameShell } from '../shared/GameShell'
import { useAgeBand } from '../shared/useAgeBand'
import { useGameRound } from '../shared/useGameRound'
import { useSoundedDispatch } from '../shared/useSoundedDispatch'
import { announceQuiz } from './announceQuiz'
import {
  createInitialState,
  reducer,
  selectAnswers,
  selectCurrentQuestion,
  selectFeedback,
  selectIsLastQuestion,
} from './logic'
import { QuizQuestionCard } from './QuizQuestionCard'
import { QuizResult } from './QuizResult'
import { quizSound } from './quizSound'
import { QuizStart } from './QuizStart'
import { useQuizRound } from './useQuizRound'
import { useSavedPlaces } from './useSavedPlaces'

type QuizGameProps = { onBack: () => void }

/**
 * The Cultural Quiz Challenge: a start screen with the questions' age band,
 * then 12 questions drawn from the bank for the child playing or the guest
 * (issue 36), in the page's edition, each with its explanation; Play Again
 * draws the next round of the same band.
 */
export function QuizGame({ onBack }: QuizGameProps) {
  const [state, dispatchQuietly] = useReducer(
    reducer,
    { questions: [] },
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
  const answers = useMemo(
    () => (finished ? selectAnswers(state) : undefined),
    [finished, state],
  )
  const session = useGameRound('quiz', finished, state.score, {
    beginOnOpen: false,
    answers,
  })
  const { band, childBand, choose } = useAgeBand()
  const drawQuizRound = useQuizRound(dispatchQuietly)
  const start = () => drawQuizRound(session.beginWith, band)
  const learnMore = useSavedPlaces()

  const playAgain = () => {
    start()
    setRound((r) => r + 1)
  }

  return (
    <GameShell
      title={gamesText('games.quiz.title')}
      time={gamesText('games.quiz.time')}
      announcement={announceQuiz(state)}
      round={round}
      celebration={session.celebration}
      onBack={onBack}
    >
      {state.phase === 'choosing' || state.phase === 'drawing' ? (
        <QuizStart
          childBand={childBand}
          band={band}
          onChoose={choose}
          drawing={state.phase === 'drawing'}
          onStart={start}
        />
      ) : finished ? (
        <QuizResult
          score={state.score}
          total={state.questions.length}
          feedback={selectFeedback(state)}
          result={session.lastResult}
          isRecording={session.isRecording}
          error={session.lastError}
          onPlayAgain={playAgain}
          questions={state.questions}
          learnMore={learnMore}
        />
      ) : (
        <>
          <p className="mb-4 font-display text-lg font-semibold text-maroon-700">
            {gamesText('games.quiz.progress', {
              number: state.index + 1,
              total: state.questions.length,
              score: state.score,
            })}
          </p>
          <QuizQuestionCard
            key={`${round}-${state.index}`}
            question={selectCurrentQuestion(state)}
            selected={state.selected}
            focusOnMount
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
