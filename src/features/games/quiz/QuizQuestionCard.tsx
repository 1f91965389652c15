import type { QuizQuestion } from '@/data/quiz'
import { t } from '@/lib/i18n/games'

import { useAutoFocus } from '../shared/useAutoFocus'
import { QuizOption, type QuizOptionMark } from './QuizOption'

const LETTERS = ['A', 'B', 'C', 'D'] as const

type QuizQuestionCardProps = {
  question: QuizQuestion
  selected: number | null
  /** Move focus to the question when it appears (not for the first one). */
  focusOnMount: boolean
  onPick: (option: number) => void
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
  onPick,
}: QuizQuestionCardProps) {
  const headingRef = useAutoFocus<HTMLHeadingElement>(focusOnMount)
  const answered = selected !== null
  const isCorrect = selected === question.correct
  return (
    <div>
      <h3 ref={headingRef} tabIndex={-1} className="text-2xl">
        {question.question}
      </h3>
      <ul aria-label={t('games.quiz.options')} className="mt-4 grid gap-3">
        {question.options.map((option, index) => (
          <li key={option}>
            <QuizOption
              label={option}
              letter={LETTERS[index] ?? ''}
              mark={markFor(index, question, selected)}
              locked={answered}
              onPick={() => onPick(index)}
            />
          </li>
        ))}
      </ul>
      {answered ? (
        <div className="mt-5 rounded-2xl bg-cream-200 p-4">
          <p className="text-lg font-bold">
            {isCorrect
              ? t('games.quiz.correct')
              : t('games.quiz.wrong', {
                  answer: question.options[question.correct],
                })}
          </p>
          <p className="mt-1">{question.explanation}</p>
        </div>
      ) : null}
    </div>
  )
}
