import { ArrowRight, Trophy } from '@/components/icons'
import { Button } from '@/components/ui/Button'
import type { QuizQuestion } from '@/data/quiz'
import { gamesText } from '@/lib/i18n/games'
import { speechText } from '@/lib/i18n/speech'

import { NarratedText } from '../shared/NarratedText'
import { SpeakItemButton } from '../shared/SpeakItemButton'
import { useAutoFocus } from '../shared/useAutoFocus'
import { LearnMoreSave } from './LearnMoreSave'
import { QUIZ_ITEM, quizVerdict } from './quizNarration'

type QuizFeedbackProps = {
  question: QuizQuestion
  selected: number
  /** The last question: the button shows the score instead. */
  isLast: boolean
  onNext: () => void
  /** The page the question came from (an English address with a section). */
  source: string
  /** Whether the player keeps that page in their "To read" list. */
  saved: boolean
  onSave: () => void
  onRemove: () => void
}

/**
 * Right or not, the right answer and the explanation, until the player
 * chooses to go on: no timer moves the quiz on. The button takes the focus,
 * so Enter or Space goes on once the reader is ready. "Learn more" keeps
 * the question's page in the "To read" list without leaving the round.
 */
export function QuizFeedback({
  question,
  selected,
  isLast,
  onNext,
  source,
  saved,
  onSave,
  onRemove,
}: QuizFeedbackProps) {
  const buttonRef = useAutoFocus<HTMLButtonElement>()
  const explanation = { id: QUIZ_ITEM.explanation, text: question.explanation }
  return (
    <div className="mt-5 rounded-2xl bg-cream-200 p-4 sm:p-5">
      <p className="text-xl font-bold">
        <NarratedText
          id={QUIZ_ITEM.verdict}
          text={quizVerdict(question, selected)}
        />
      </p>
      <div className="mt-2 flex items-start gap-2">
        {/* 18 px, and 20 px in Telugu, whose letters read smaller at a size. */}
        <p className="flex-1 text-lg [&:lang(te)]:text-xl">
          <NarratedText id={QUIZ_ITEM.explanation} text={explanation.text} />
        </p>
        <SpeakItemButton
          item={explanation}
          name={speechText('speech.name.explanation')}
        />
      </div>
      <LearnMoreSave
        source={source}
        saved={saved}
        onSave={onSave}
        onRemove={onRemove}
      />
      <Button
        ref={buttonRef}
        size="lg"
        className="mt-4 w-full sm:w-auto"
        onClick={onNext}
      >
        {isLast
          ? gamesText('games.quiz.seeScore')
          : gamesText('games.quiz.next')}
        {isLast ? (
          <Trophy aria-hidden="true" />
        ) : (
          <ArrowRight aria-hidden="true" />
        )}
      </Button>
    </div>
  )
}
