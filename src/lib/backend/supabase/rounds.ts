import type { RoundsBackend } from '../contract/backend'
import { BackendError, toBackendError } from '../contract/errors'
import type { GameResult, RecordedResult } from '../contract/types'
import { pointsFor } from '../rules/scoring'
import { sendDueRounds } from './offlineRounds'
import { createOfflineSubmit } from './offlineSubmit'
import { roundsOf } from './outbox'
import { createSupabaseQuiz, OFFLINE_SESSION, type RoundStart } from './quiz'
import { sessionId, type SupabaseContext } from './supabaseContext'
import {
  badgeRows,
  finishRows,
  parse,
  statsRow,
  toProgress,
} from './supabaseRows'

/**
 * Game rounds on Supabase: a child's round is a game session on the server
 * (start_game, finish_game); a round the server could not be reached for is
 * kept in the outbox and sent later (decision 027); a guest's stays here.
 */

export function createSupabaseRounds(context: SupabaseContext): RoundsBackend {
  const { client, now, guest, outbox, currentUserId } = context
  // Each open round's child and start, by session id: an offline round is
  // kept for that child with its duration.
  const roundStarts = new Map<string, RoundStart>()
  const submitOfflineRound = createOfflineSubmit(context)
  const quiz = createSupabaseQuiz(context, roundStarts)

  /** Keeps a signed-in player's round for later; throws when it cannot. */
  function keepForLater(
    userId: string,
    round: RoundStart,
    result: GameResult,
    id: string,
  ): RecordedResult {
    // A round the device drew itself scores nothing on the server: say so.
    const points = round.practice ? 0 : pointsFor(result)
    const playedAt = now()
    try {
      outbox.add({
        id,
        userId,
        profileId: round.profileId,
        gameType: result.gameType,
        value: result.value,
        ...(result.answers ? { answers: [...result.answers] } : {}),
        playedAt,
        durationMs: playedAt - round.startedAt,
      })
    } catch (error) {
      throw toBackendError(error)
    }
    return { points, newBadges: [], savedTo: 'outbox', offlineRoundId: id }
  }

  return {
    async startGame(profileId, gameType) {
      if (profileId === null || !(await currentUserId())) return null
      const startedAt = now()
      let id: string
      const { data, error } = await client.rpc('start_game', {
        profile_id: profileId,
        game_type: gameType,
      })
      if (error) {
        const mapped = toBackendError(error)
        // No connection: the round is played all the same, and kept.
        if (mapped.kind !== 'network') throw mapped
        id = `${OFFLINE_SESSION}${crypto.randomUUID()}`
      } else {
        id = parse(sessionId, data, 'game session')
      }
      roundStarts.set(id, { profileId, startedAt })
      return id
    },

    startQuiz: quiz.start,

    async recordGameResult(result, gameSessionId) {
      const userId = await currentUserId()
      if (!gameSessionId || !userId)
        return context.quiz.recordGuestRound(guest, result)
      const round = roundStarts.get(gameSessionId)
      roundStarts.delete(gameSessionId)
      if (gameSessionId.startsWith(OFFLINE_SESSION)) {
        if (!round) {
          throw new BackendError('unknown', 'The game session did not start.')
        }
        const id = gameSessionId.slice(OFFLINE_SESSION.length)
        return keepForLater(userId, round, result, id)
      }
      const { data, error } = await quiz.finish(gameSessionId, result)
      if (error) {
        const mapped = toBackendError(error)
        // The connection went during the round, or a kept drawn round is
        // past the 2 hours of an online finish: it goes through the outbox,
        // which the server takes for 7 days after the draw (decision 075).
        const expiredQuiz =
          result.gameType === 'quiz' && /session_expired/.test(mapped.message)
        if ((mapped.kind === 'network' || expiredQuiz) && round) {
          return keepForLater(userId, round, result, crypto.randomUUID())
        }
        throw mapped
      }
      const [row] = parse(finishRows, data, 'game result')
      if (!row) throw new BackendError('unknown', 'No game result came back.')
      // The next round is drawn once this one is marked, so a question
      // missed here can come back in the round after next (decision 076),
      // and kept for offline play (decision 075).
      if (round?.band) await quiz.drawAhead(userId, round.profileId, round.band)
      return {
        points: row.points,
        newBadges: row.new_badges,
        savedTo: 'account',
      }
    },

    async getOfflineRounds() {
      const userId = await currentUserId()
      return userId ? roundsOf(outbox.read(), userId) : []
    },

    async sendOfflineRounds({ ignoreBackoff = false } = {}) {
      const userId = await currentUserId()
      if (!userId) return { added: [], refused: [], retryAt: null }
      try {
        return await sendDueRounds({
          store: outbox,
          userId,
          submit: submitOfflineRound,
          toBackendError,
          now,
          ignoreBackoff,
        })
      } catch (error) {
        throw toBackendError(error)
      }
    },

    async getMyProgress(profileId) {
      if (profileId === null || !(await currentUserId())) {
        return guest.getProgress()
      }
      // Row-level security lets the family read its own children's rows.
      const [stats, badges] = await Promise.all([
        client
          .from('player_stats')
          .select('total_score, quiz_best, memory_best, completed_game_types')
          .eq('profile_id', profileId)
          .maybeSingle(),
        client
          .from('user_achievements')
          .select('achievement_id')
          .eq('profile_id', profileId),
      ])
      if (stats.error) throw toBackendError(stats.error)
      if (badges.error) throw toBackendError(badges.error)
      return toProgress(
        parse(statsRow, stats.data, 'progress'),
        parse(badgeRows, badges.data, 'badges').map((b) => b.achievement_id),
      )
    },
  }
}
