import type { QuizQuestion } from '@/data/quiz'
import type { QuizAnswer } from '@/lib/backend'

/** 80% or more (but not all) is "Great job". */
export const QUIZ_GREAT_RATIO = 0.8
/** 60% to under 80% is "Good work"; under it, "Keep exploring". */
export const QUIZ_GOOD_RATIO = 0.6
export const POINTS_PER_CORRECT_ANSWER = 1

/**
 * `choosing`: the start screen, before a round; `drawing`: a round is being
 * drawn from the bank (issue 36); then the questions one by one.
 */
export type QuizPhase =
  'choosing' | 'drawing' | 'answering' | 'feedback' | 'finished'

export type QuizState = {
  questions: readonly QuizQuestion[]
  index: number
  score: number
  /** The option picked for the current question, or null before a pick. */
  selected: number | null
  /** The option picked for each question answered, in order. */
  choices: readonly number[]
  phase: QuizPhase
}

export type QuizAction =
  | { type: 'answer'; option: number }
  /**
   * The player chose "Next question" (or "See my score" after the last).
   * Nothing else moves the quiz on: the result and the explanation stay
   * until then, however long the reader needs (WCAG 2.2.1).
   */
  | { type: 'next' }
  | { type: 'restart' }
  /** A new round is being drawn (Start, Play Again). */
  | { type: 'draw' }
  /** The drawn round's questions, in their order. */
  | { type: 'start'; questions: readonly QuizQuestion[] }

/** No questions: the start screen, until a round is drawn. */
export type QuizDeps = { questions: readonly QuizQuestion[] }

export function createInitialState({ questions }: QuizDeps): QuizState {
  return {
    questions,
    index: 0,
    score: 0,
    selected: null,
    choices: [],
    phase: questions.length > 0 ? 'answering' : 'choosing',
  }
}

export function reducer(state: QuizState, action: QuizAction): QuizState {
  switch (action.type) {
    case 'answer': {
      const question = state.questions[state.index]
      // Options lock after the first pick.
      if (state.phase !== 'answering' || !question) return state
      if (action.option < 0 || action.option >= question.options.length) {
        return state
      }
      const isCorrect = action.option === question.correct
      return {
        ...state,
        selected: action.option,
        choices: [...state.choices, action.option],
        score: state.score + (isCorrect ? POINTS_PER_CORRECT_ANSWER : 0),
        phase: 'feedback',
      }
    }
    case 'next': {
      if (state.phase !== 'feedback') return state
      const isLast = state.index >= state.questions.length - 1
      if (isLast) return { ...state, phase: 'finished' }
      return {
        ...state,
        index: state.index + 1,
        selected: null,
        phase: 'answering',
      }
    }
    case 'restart':
      return createInitialState({ questions: state.questions })
    case 'draw':
      return state.phase === 'choosing' || state.phase === 'finished'
        ? { ...createInitialState({ questions: [] }), phase: 'drawing' }
        : state
    case 'start':
      return state.phase === 'drawing' && action.questions.length > 0
        ? createInitialState({ questions: action.questions })
        : state
  }
}

/** The round's answers, for the backend to mark (decision 056). */
export function selectAnswers(state: QuizState): QuizAnswer[] {
  return state.choices.flatMap((choice, index) => {
    const question = state.questions[index]
    return question ? [{ questionId: question.id, choice }] : []
  })
}

export function selectCurrentQuestion(state: QuizState): QuizQuestion {
  const question = state.questions[state.index]
  if (!question) throw new Error(`No quiz question at ${state.index}`)
  return question
}

/** Options are disabled once the player has answered this question. */
export function selectIsLocked(state: QuizState): boolean {
  return state.phase !== 'answering'
}

/** The current question is the last: its Next button shows the score. */
export function selectIsLastQuestion(state: QuizState): boolean {
  return state.index >= state.questions.length - 1
}

export function selectLastAnswerCorrect(state: QuizState): boolean | null {
  if (state.selected === null) return null
  return state.selected === selectCurrentQuestion(state).correct
}

export type QuizFeedback = 'perfect' | 'great' | 'good' | 'keepExploring'

/** The end-screen message for `score` correct answers out of `total`. */
export function quizFeedback(score: number, total: number): QuizFeedback {
  if (total > 0 && score >= total) return 'perfect'
  const ratio = total > 0 ? score / total : 0
  if (ratio >= QUIZ_GREAT_RATIO) return 'great'
  if (ratio >= QUIZ_GOOD_RATIO) return 'good'
  return 'keepExploring'
}

export function selectFeedback(state: QuizState): QuizFeedback {
  return quizFeedback(state.score, state.questions.length)
}
