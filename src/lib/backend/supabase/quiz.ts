import type { QuestionBand } from '@/data/questionBankTypes'

import { toBackendError } from '../errors'
import { bandOf, drawKeptRound } from '../quizRounds'
import { questionIds } from '../quizRows'
import { parse } from '../supabaseRows'
import type { GameResult, QuizRound } from '../types'
import { sessionId, type SupabaseContext } from './supabaseContext'

/**
 * The quiz on Supabase (decision 056): `start_quiz` draws the round on the
 * server and `quiz_round` gives its ids; `finish_game` takes the answers
 * and marks them. Without a connection the device draws the round itself
 * from the child's seen list kept here (every round drawn, online too, is
 * added to it), and the outbox sends its answers later.
 */

/**
 * A game session id that never reached the server: start_game could not be
 * reached, so the round's result goes to the outbox (decision 027).
 */
export const OFFLINE_SESSION = 'offline:'

/** An open round: whose, since when, and a quiz's questions. */
export type RoundStart = {
  profileId: string
  startedAt: number
  questionIds?: string[]
}

export function createSupabaseQuiz(
  { client, now, guest, currentUserId }: SupabaseContext,
  roundStarts: Map<string, RoundStart>,
) {
  /** The seen list kept on this device for a child; best effort online. */
  const seenOf = (profileId: string) => ({
    read: () => guest.quizSeen.read(profileId),
    write: (ids: readonly string[]) => {
      try {
        guest.quizSeen.write(profileId, ids)
      } catch (error) {
        console.warn('Could not keep the quiz round seen:', error)
      }
    },
  })

  async function start(
    profileId: string | null,
    band: QuestionBand,
  ): Promise<QuizRound> {
    if (profileId === null || !(await currentUserId())) {
      return drawKeptRound(guest.guestSeen, band)
    }
    const startedAt = now()
    const seen = seenOf(profileId)
    const started = await client.rpc('start_quiz', {
      profile_id: profileId,
      band,
    })
    if (started.error) {
      const mapped = toBackendError(started.error)
      // No connection: the round is drawn here, played, and kept.
      if (mapped.kind !== 'network') throw mapped
      const round = await drawKeptRound(seen, band)
      const id = `${OFFLINE_SESSION}${crypto.randomUUID()}`
      roundStarts.set(id, {
        profileId,
        startedAt,
        questionIds: round.questionIds,
      })
      return { ...round, sessionId: id }
    }
    const id = parse(sessionId, started.data, 'game session')
    const drawn = await client.rpc('quiz_round', { session_id: id })
    if (drawn.error) throw toBackendError(drawn.error)
    const ids = parse(questionIds, drawn.data, 'quiz round')
    seen.write([...new Set([...seen.read(), ...ids])])
    roundStarts.set(id, { profileId, startedAt, questionIds: ids })
    return {
      sessionId: id,
      band: (await bandOf(ids)) ?? band,
      questionIds: ids,
    }
  }

  /** finish_game: a quiz with its answers, any other game with its value. */
  function finish(gameSessionId: string, result: GameResult) {
    return result.gameType === 'quiz' && result.answers
      ? client.rpc('finish_game', {
          session_id: gameSessionId,
          answers: result.answers.map((a) => ({
            question: a.questionId,
            choice: a.choice,
          })),
        })
      : client.rpc('finish_game', {
          session_id: gameSessionId,
          value: result.value,
        })
  }

  return { start, finish }
}
