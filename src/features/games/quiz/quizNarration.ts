import type { QuizQuestion } from '@/data/quiz'
import { gamesText } from '@/lib/i18n/games'
import type { NarrationItem } from '@/lib/speech/narrationQueue'

/** Ids of what a quiz screen reads, shared by the text and its speaker. */
export const QUIZ_ITEM = {
  question: 'question',
  option: (index: number) => `option-${index}`,
  verdict: 'verdict',
  explanation: 'explanation',
} as const

/** A question as it is read: the question, then each option in order. */
export function questionNarration(
  question: Pick<QuizQuestion, 'question' | 'options'>,
): NarrationItem[] {
  return [
    { id: QUIZ_ITEM.question, text: question.question },
    ...question.options.map((text, index) => ({
      id: QUIZ_ITEM.option(index),
      text,
    })),
  ]
}

/** "Right!" or the right answer, as the feedback shows it. */
export function quizVerdict(
  question: Pick<QuizQuestion, 'options' | 'correct'>,
  selected: number,
): string {
  return selected === question.correct
    ? gamesText('games.quiz.correct')
    : gamesText('games.quiz.wrong', {
        answer: question.options[question.correct],
      })
}

/** The feedback as it is read: right or not, then the explanation. */
export function feedbackNarration(
  question: Pick<QuizQuestion, 'options' | 'correct' | 'explanation'>,
  selected: number,
): NarrationItem[] {
  return [
    { id: QUIZ_ITEM.verdict, text: quizVerdict(question, selected) },
    { id: QUIZ_ITEM.explanation, text: question.explanation },
  ]
}
