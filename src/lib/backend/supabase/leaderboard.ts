import type { LeaderboardBackend } from '../contract/backend'
import { toBackendError } from '../contract/errors'
import { clampLeaderboardLimit } from '../rules/ranking'
import type { SupabaseContext } from './supabaseContext'
import { leaderboardRows, parse, toEntry } from './supabaseRows'

/** The leaderboard from the server's get_leaderboard and get_my_rank. */
export function createSupabaseLeaderboard(
  context: SupabaseContext,
): LeaderboardBackend {
  const { client, currentUserId } = context

  return {
    async getLeaderboard(limit) {
      const { data, error } = await client.rpc('get_leaderboard', {
        row_limit: clampLeaderboardLimit(limit),
      })
      if (error) throw toBackendError(error)
      return parse(leaderboardRows, data, 'leaderboard').map(toEntry)
    },

    async getMyRank(profileId) {
      if (!(await currentUserId())) return null
      const { data, error } = await client.rpc('get_my_rank', {
        for_profile_id: profileId,
      })
      if (error) throw toBackendError(error)
      const [row] = parse(leaderboardRows, data, 'rank')
      return row ? toEntry(row) : null
    },
  }
}
