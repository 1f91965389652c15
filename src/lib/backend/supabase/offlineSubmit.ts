import * as z from 'zod/mini'

import { BackendError, toBackendError } from '../contract/errors'
import { BADGE_IDS, type OfflineRound } from '../contract/types'
import type { SupabaseContext } from './supabaseContext'
import { parse } from './supabaseRows'

/**
 * Sends one round of the outbox through `submit_offline_round` (decision
 * 027). A quiz goes with its answers, the five-argument form, which marks
 * them against the bank (decision 056); a quiz queued with a value only (an
 * older client) is refused for good (`answers_required`).
 */

const offlineRows = z.array(
  z.object({
    points: z.number(),
    new_badges: z.array(z.enum(BADGE_IDS)),
    added_at: z.string(),
    already_recorded: z.boolean(),
  }),
)

export function createOfflineSubmit({ client, now }: SupabaseContext) {
  const call = (round: OfflineRound) => {
    const common = {
      profile_id: round.profileId,
      client_id: round.id,
      played_at: new Date(round.playedAt).toISOString(),
      duration_ms: Math.round(round.durationMs),
    }
    return round.gameType === 'quiz' && round.answers
      ? client.rpc('submit_offline_round', {
          ...common,
          answers: round.answers.map((a) => ({
            question: a.questionId,
            choice: a.choice,
          })),
        })
      : client.rpc('submit_offline_round', {
          ...common,
          game_type: round.gameType,
          value: round.value,
        })
  }

  return async function submitOfflineRound(round: OfflineRound) {
    const { data, error } = await call(round)
    if (error) throw toBackendError(error)
    const [row] = parse(offlineRows, data, 'offline round')
    if (!row) throw new BackendError('unknown', 'No outcome came back.')
    const addedAt = Date.parse(row.added_at)
    return {
      points: row.points,
      newBadges: row.new_badges,
      addedAt: Number.isNaN(addedAt) ? now() : addedAt,
    }
  }
}
