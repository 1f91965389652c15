import type {
  BankQuestion,
  LoadQuestionBank,
  QuestionBand,
} from '@/lib/quiz/bank'
import { drawRound } from '@/lib/quiz/drawRound'
import {
  afterDraw,
  afterMarking,
  EMPTY_REVIEW,
  reviewPlan,
  type ReviewState,
} from '@/lib/quiz/review'

import { BackendError } from '../contract/errors'
import type {
  GameResult,
  QuizAnswer,
  QuizRound,
  RecordedResult,
} from '../contract/types'

export type MarkedAnswer = Pick<BankQuestion, 'topic'> & {
  questionId: string
  correct: boolean
}

/** Where a round with no session keeps its seen list, and its review. */
export type KeptQuiz = {
  read: () => string[]
  write: (ids: readonly string[]) => void
  review?: {
    read: () => ReviewState
    write: (state: ReviewState) => void
  }
}

const refused = () =>
  new BackendError('invalid-input', 'These answers are not for this round.')

/**
 * The quiz's rounds on this device (issue 36, decision 056): drawing 12
 * questions of a band from a seen cycle, and marking a round's answers
 * against the bank, as the server does. The bank is content, so the app
 * hands its loader in (`loadBank`, called when a quiz starts: its own
 * chunk, which the quiz's view loads anyway); lib never imports data.
 */
export function createQuizRounds(loadBank: LoadQuestionBank) {
  /**
   * Draws a round of `band` for someone who has seen `seen` (ids of any band)
   * and has `review` to come back (decision 076): the round's ids, the seen
   * list to keep (other bands' ids unchanged) and the review after the draw.
   */
  async function drawQuiz(
    seen: readonly string[],
    band: QuestionBand,
    random: () => number = Math.random,
    review: ReviewState = EMPTY_REVIEW,
  ): Promise<{ questionIds: string[]; seen: string[]; review: ReviewState }> {
    const questions = (await loadBank()).filter((q) => q.band === band)
    const inBand = new Set(questions.map((q) => q.id))
    const drawn = drawRound({
      questions,
      seen: seen.filter((id) => inBand.has(id)),
      review: reviewPlan(review, (id) => inBand.has(id)),
      random,
    })
    const questionIds = drawn.round.map((q) => q.id)
    return {
      questionIds,
      seen: [...seen.filter((id) => !inBand.has(id)), ...drawn.seen],
      review: afterDraw(review, questionIds),
    }
  }

  /** The band of a drawn round (its questions are all of one band). */
  async function bandOf(
    questionIds: readonly string[],
  ): Promise<QuestionBand | null> {
    const bank = await loadBank()
    return bank.find((q) => q.id === questionIds[0])?.band ?? null
  }

  /**
   * Marks `answers` against the bank: exactly the `drawn` questions, each
   * once, each choice one of its options; anything else is refused
   * (`invalid-input`), as `finish_game` refuses it (`invalid_answers`).
   */
  async function markQuiz(
    drawn: readonly string[],
    answers: readonly QuizAnswer[] | undefined,
  ): Promise<MarkedAnswer[]> {
    if (!answers || answers.length !== drawn.length) throw refused()
    const bank = await loadBank()
    const asked = new Set(drawn)
    const marked: MarkedAnswer[] = []
    for (const { questionId, choice } of answers) {
      const question = bank.find((q) => q.id === questionId)
      if (
        !question ||
        !asked.delete(questionId) ||
        !Number.isInteger(choice) ||
        choice < 0 ||
        choice >= question.options.length
      ) {
        throw refused()
      }
      marked.push({
        questionId,
        topic: question.topic,
        correct: choice === question.correct,
      })
    }
    return marked
  }

  /** A round for `band` from a seen list kept in `seen`, with no session. */
  async function drawKeptRound(
    seen: KeptQuiz,
    band: QuestionBand,
    random?: () => number,
  ): Promise<QuizRound> {
    const drawn = await drawQuiz(seen.read(), band, random, seen.review?.read())
    seen.write(drawn.seen)
    seen.review?.write(drawn.review)
    return { sessionId: null, band, questionIds: drawn.questionIds }
  }

  /**
   * A round played with no session (a guest's): its answers marked against
   * the bank (12 distinct questions of one band, as a round is) and the
   * review kept. Answers that are not such a round change nothing.
   */
  async function markKeptRound(
    kept: KeptQuiz,
    answers: readonly QuizAnswer[] | undefined,
  ): Promise<void> {
    if (!kept.review || !answers) return
    const ids = answers.map((a) => a.questionId)
    const bank = await loadBank()
    const bands = new Set(ids.map((id) => bank.find((q) => q.id === id)?.band))
    if (bands.size !== 1 || bands.has(undefined)) return
    try {
      const marks = await markQuiz(ids, answers)
      kept.review.write(afterMarking(kept.review.read(), marks))
    } catch {
      // Not a round drawn here: nothing to review.
    }
  }

  /** A guest's result: a quiz's answers marked for review, then recorded. */
  async function recordGuestRound(
    guest: {
      guestSeen: KeptQuiz
      record: (result: GameResult) => RecordedResult
    },
    result: GameResult,
  ): Promise<RecordedResult> {
    if (result.gameType === 'quiz') {
      await markKeptRound(guest.guestSeen, result.answers)
    }
    return guest.record(result)
  }

  return {
    drawQuiz,
    bandOf,
    markQuiz,
    drawKeptRound,
    markKeptRound,
    recordGuestRound,
  }
}

/** The quiz's rounds over one bank (`createQuizRounds`). */
export type QuizRounds = ReturnType<typeof createQuizRounds>
