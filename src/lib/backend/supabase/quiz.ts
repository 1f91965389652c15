import type { QuestionBand } from '@/lib/quiz/bank'

import { toBackendError } from '../contract/errors'
import type { GameResult, QuizRound } from '../contract/types'
import { dropKeptRound, keepDrawnRound, keptRoundOf } from './outbox'
import { drawnRound } from './quizRows'
import type { SupabaseContext } from './supabaseContext'
import { parse } from './supabaseRows'

/**
 * The quiz on Supabase (decisions 056, 075 and 098): `start_quiz_round`
 * draws the round on the server and gives its session and ids;
 * `finish_game` takes the answers and marks them. While online the device keeps one more round
 * drawn for each child (in the outbox's data): the child's next quiz plays
 * it, online or not, and another is drawn ahead. Without a connection the
 * kept round is played and sent later, and only such a round scores; with
 * none kept the device draws a round itself for practice (no points).
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
  /** A drawn quiz round's band: the next round is drawn in it once this ends. */
  band?: QuestionBand
  /**
   * A quiz round the device drew itself, with no server: it is kept and
   * sent, but the server scores it nothing (decision 075).
   */
  practice?: boolean
}

export function createSupabaseQuiz(
  { client, now, guest, outbox, currentUserId, quiz }: SupabaseContext,
  roundStarts: Map<string, RoundStart>,
) {
  const { bandOf, drawKeptRound } = quiz
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

  /**
   * A round drawn on the server, its session and ids in one call (decision
   * 098); the ids added to seen.
   */
  async function draw(profileId: string, band: QuestionBand) {
    const started = await client.rpc('start_quiz_round', {
      profile_id: profileId,
      band,
    })
    if (started.error) throw toBackendError(started.error)
    const drawn = parse(drawnRound, started.data, 'quiz round')
    const seen = seenOf(profileId)
    seen.write([...new Set([...seen.read(), ...drawn.questions])])
    return { sessionId: drawn.session, questionIds: drawn.questions }
  }

  /** Best effort: a failed keeping changes nothing. */
  function updateOutbox(apply: Parameters<typeof outbox.update>[0]) {
    try {
      outbox.update(apply)
    } catch (error) {
      console.warn('Could not keep the drawn quiz round:', error)
    }
  }

  // The drawing ahead in progress: a start waits for it, so one child's
  // rounds are drawn and kept in order.
  let keeping: Promise<void> = Promise.resolve()

  /** Draws a round of `band` to keep for the child, unless one is kept. */
  function drawAhead(
    userId: string,
    profileId: string,
    band: QuestionBand,
  ): Promise<void> {
    keeping = keeping.then(async () => {
      const kept = keptRoundOf(outbox.read(), userId, profileId, now())
      if (kept?.band === band) return
      try {
        const drawn = await draw(profileId, band)
        updateOutbox((o) =>
          keepDrawnRound(o, {
            userId,
            profileId,
            band,
            ...drawn,
            drawnAt: now(),
          }),
        )
      } catch (error) {
        // Offline, or a flood limit: the next online start tries again.
        const mapped = toBackendError(error)
        if (mapped.kind !== 'network') {
          console.warn('Could not draw a quiz round ahead:', mapped)
        }
      }
    })
    return keeping
  }

  async function start(
    profileId: string | null,
    band: QuestionBand,
  ): Promise<QuizRound> {
    const userId = profileId === null ? null : await currentUserId()
    if (profileId === null || !userId) {
      return drawKeptRound(guest.guestSeen, band)
    }
    await keeping
    const startedAt = now()
    const kept = keptRoundOf(outbox.read(), userId, profileId, startedAt)
    if (kept && kept.band === band) {
      updateOutbox((o) => dropKeptRound(o, userId, profileId))
      roundStarts.set(kept.sessionId, {
        profileId,
        startedAt,
        questionIds: kept.questionIds,
        band,
      })
      return { sessionId: kept.sessionId, band, questionIds: kept.questionIds }
    }
    let drawn: Awaited<ReturnType<typeof draw>>
    try {
      drawn = await draw(profileId, band)
    } catch (error) {
      const mapped = toBackendError(error)
      if (mapped.kind !== 'network') throw mapped
      // No connection and no round kept: a round for practice, drawn here.
      const round = await drawKeptRound(seenOf(profileId), band)
      const id = `${OFFLINE_SESSION}${crypto.randomUUID()}`
      roundStarts.set(id, {
        profileId,
        startedAt,
        questionIds: round.questionIds,
        practice: true,
      })
      return { ...round, sessionId: id }
    }
    roundStarts.set(drawn.sessionId, {
      profileId,
      startedAt,
      questionIds: drawn.questionIds,
      band,
    })
    return {
      sessionId: drawn.sessionId,
      band: (await bandOf(drawn.questionIds)) ?? band,
      questionIds: drawn.questionIds,
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

  return { start, finish, drawAhead }
}
