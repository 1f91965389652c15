import type { ChildLearning } from '@/lib/backend'
import type { BankQuestion, QuestionTopic } from '@/lib/quiz/bank'

/** One topic's line: how many questions were answered, and how many right. */
export type TopicRow = {
  topic: QuestionTopic
  name: string
  answered: number
  right: number
  /**
   * The share answered right, as a whole percent (0–100); null on fewer
   * than SHARE_FROM answers, which are shown as counts only.
   */
  percent: number | null
  /** Distinct questions answered, and of them those learnt (decision 076). */
  seen: number
  learnt: number
}

/** A question often missed, with what to talk about together. */
export type MissedRow = {
  questionId: string
  question: string
  rightAnswer: string
  explanation: string
  missed: number
}

export type ChildLearningView = {
  profileId: string
  /** Topics with at least one question answered, in the data's order. */
  topics: TopicRow[]
  /** At most three, most missed first; ids the bank no longer has are left out. */
  missed: MissedRow[]
}

/** What the view needs of an edition's bank. */
export type LearningBank = {
  questions: readonly BankQuestion[]
  topicNames: Readonly<Record<QuestionTopic, string>>
}

export const MOST_MISSED_SHOWN = 3
/** A share on fewer answers than this reads as counts, not a percent. */
export const SHARE_FROM = 3

/** `right` of `answered` as a whole percent, 0 when nothing was answered. */
export function wholePercent(right: number, answered: number): number {
  if (answered <= 0) return 0
  return Math.round((Math.min(right, answered) / answered) * 100)
}

/**
 * A child's quiz learning as the grown-ups' area shows it: each topic's
 * name (in the bank's edition), the questions learnt of those seen, the
 * share answered right (counts only on fewer than SHARE_FROM answers), and the questions
 * most often missed with their right answer and explanation.
 */
export function learningView(
  learning: ChildLearning,
  bank: LearningBank,
): ChildLearningView {
  const byId = new Map(
    bank.questions.map((question) => [question.id, question]),
  )
  const topics = learning.topics
    .filter((topic) => topic.answered > 0)
    .map((topic) => ({
      topic: topic.topic,
      name: bank.topicNames[topic.topic],
      answered: topic.answered,
      right: Math.min(topic.right, topic.answered),
      percent:
        topic.answered >= SHARE_FROM
          ? wholePercent(topic.right, topic.answered)
          : null,
      seen: topic.seen,
      learnt: Math.min(topic.learnt, topic.seen),
    }))
  const missed = learning.mostMissed.flatMap(({ questionId, missed }) => {
    const question = byId.get(questionId)
    if (!question) return []
    return [
      {
        questionId,
        question: question.question,
        rightAnswer: question.options[question.correct] ?? '',
        explanation: question.explanation,
        missed,
      },
    ]
  })
  return {
    profileId: learning.profileId,
    topics,
    missed: missed.slice(0, MOST_MISSED_SHOWN),
  }
}
