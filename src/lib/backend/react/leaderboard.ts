import { queryOptions, useQuery } from '@tanstack/react-query'

import type { Backend } from '../contract/backend'
import { LEADERBOARD_SIZE } from '../contract/types'
import { useBackend } from './BackendContext'
import { backendKeys } from './queryKeys'

/** The public leaderboard and a child's own rank, as queries. */

/** The top players; stale after the app's default minute. */
export function leaderboardQueryOptions(
  backend: Backend,
  limit = LEADERBOARD_SIZE,
) {
  return queryOptions({
    queryKey: backendKeys.leaderboard(limit),
    queryFn: async () => {
      try {
        return await backend.getLeaderboard(limit)
      } catch (error) {
        // The page shows a friendly error; the details go to the console.
        console.error('Could not load the leaderboard:', error)
        throw error
      }
    },
  })
}

export function myRankQueryOptions(backend: Backend, profileId: string) {
  return queryOptions({
    queryKey: backendKeys.myRank(profileId),
    queryFn: () => backend.getMyRank(profileId),
  })
}

/** The top players (LEADERBOARD_SIZE unless asked). */
export function useLeaderboard(limit?: number) {
  return useQuery(leaderboardQueryOptions(useBackend(), limit))
}

/** A child's own row (none asked while `profileId` is null). */
export function useMyRank(profileId: string | null, { enabled = true } = {}) {
  return useQuery({
    ...myRankQueryOptions(useBackend(), profileId ?? ''),
    enabled: enabled && profileId !== null,
  })
}
