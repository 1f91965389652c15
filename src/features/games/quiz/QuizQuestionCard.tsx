import type { QuizQuestion } from '@/data/quiz'
import { gamesText } from '@/lib/i18n/games'

import { NarratedText } from '../shared/NarratedText'
import { SpeakItemButton } from '../shared/SpeakItemButton'
import { useAutoFocus } from '../shared/useAutoFocus'
import { useNarrateScreen } from '../shared/useNarrateScreen'
import { QuizFeedback } from './QuizFeedback'
import {
  feedbackNarration,
  QUIZ_ITEM,
  questionNarration,
} from './quizNarration'
import { QuizOption, type QuizOptionMark } from './QuizOption'
import type { SavedPlaces } from './useSavedPlaces'

type QuizQuestionCardProps = {
  question: QuizQuestion
  selected: number | null
  /** Move focus to the question when it appears (not for the first one). */
  focusOnMount: boolean
  isLast: boolean
  onPick: (option: number) => void
  onNext: () => void
  /** "Learn more": the pages kept in the "To read" list. */
  learnMore: SavedPlaces
}

function markFor(
  index: number,
  question: QuizQuestion,
  selected: number | null,
): QuizOptionMark {
  if (selected === null) return 'none'
  if (index === question.correct) return 'right'
  return index === selected ? 'wrongPick' : 'none'
}

export function QuizQuestionCard({
  question,
  selected,
  focusOnMount,
  isLast,
  onPick,
  onNext,
  learnMore,
}: QuizQuestionCardProps) {
  const headingRef = useAutoFocus<HTMLHeadingElement>(focusOnMount)
  const answered = selected !== null
  const letters = gamesText('games.quiz.letters').split(',')
  // Read to me: the question and its options, then (once answered) the feedback.
  const items = answered
    ? feedbackNarration(question, selected)
    : questionNarration(question)
  useNarrateScreen(answered ? 'feedback' : 'question', items)
  return (
    <div>
      <div className="flex items-start gap-2">
        <h3 ref={headingRef} tabIndex={-1} className="flex-1 text-2xl">
          <NarratedText id={QUIZ_ITEM.question} text={question.question} />
        </h3>
        <SpeakItemButton
          item={{ id: QUIZ_ITEM.question, text: question.question }}
        />
      </div>
      <ul
        aria-label={gamesText('games.quiz.options')}
        className="mt-4 grid gap-3"
      >
        {question.options.map((option, index) => (
          <li key={option} className="flex items-center gap-2">
            <div className="min-w-0 flex-1">
              <QuizOption
                label={option}
                letter={letters[index] ?? ''}
                mark={markFor(index, question, selected)}
                locked={answered}
                onPick={() => onPick(index)}
                narrationId={QUIZ_ITEM.option(index)}
              />
            </div>
            <SpeakItemButton
              item={{ id: QUIZ_ITEM.option(index), text: option }}
            />
          </li>
        ))}
      </ul>
      {selected === null ? null : (
        <QuizFeedback
          question={question}
          selected={selected}
          isLast={isLast}
          onNext={onNext}
          source={question.source}
          saved={learnMore.saved.includes(question.source)}
          onSave={() => learnMore.save(question.source)}
          onRemove={() => learnMore.remove(question.source)}
        />
      )}
    </div>
  )
}
