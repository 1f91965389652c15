import * as z from 'zod/mini'

import { QUESTION_TOPICS } from '@/lib/quiz/bank'

import type { ChildLearning, FamilyExport } from '../contract/types'
import { timestamp } from './supabaseRows'

/**
 * What the quiz rounds migration's functions send (decision 056), parsed at
 * the boundary: the drawn round, what was learnt, the answers kept.
 */

/** `start_quiz_round`: the round's game session and its ids, in order. */
export const drawnRound = z.object({
  session: z.string().check(z.minLength(1)),
  questions: z.array(z.string()),
})

const learningJson = z.object({
  topics: z.array(
    z.object({
      topic: z.enum(QUESTION_TOPICS),
      answered: z.number(),
      right: z.number(),
      seen: z.number(),
      learnt: z.number(),
    }),
  ),
  most_missed: z.array(z.object({ question: z.string(), missed: z.number() })),
})

export const familyLearningRows = z.array(
  z.extend(learningJson, { profile_id: z.string() }),
)

/** The quiz's part of `export_family_data`, per child in the same order. */
export const quizExport = z.object({
  children: z.array(
    z.object({
      learning: learningJson,
      quiz_answers: z.array(
        z.object({
          question: z.string(),
          topic: z.enum(QUESTION_TOPICS),
          correct: z.boolean(),
          answered_at: timestamp,
        }),
      ),
    }),
  ),
})

function toLearning(row: z.infer<typeof learningJson>) {
  return {
    topics: row.topics.map(({ topic, answered, right, seen, learnt }) => ({
      topic,
      answered,
      right,
      seen,
      learnt,
    })),
    mostMissed: row.most_missed.map(({ question, missed }) => ({
      questionId: question,
      missed,
    })),
  }
}

export function toFamilyLearning(
  rows: z.infer<typeof familyLearningRows>,
): ChildLearning[] {
  return rows.map((row) => ({ profileId: row.profile_id, ...toLearning(row) }))
}

export function toQuizExport(
  data: z.infer<typeof quizExport>,
): Pick<FamilyExport['children'][number], 'learning' | 'quizAnswers'>[] {
  return data.children.map((child) => ({
    learning: toLearning(child.learning),
    quizAnswers: child.quiz_answers.map((a) => ({
      questionId: a.question,
      topic: a.topic,
      correct: a.correct,
      answeredAt: a.answered_at,
    })),
  }))
}
