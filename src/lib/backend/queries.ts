import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query'

import type { Backend } from './backend'
import { useBackend } from './BackendContext'
import { backendKeys } from './queryKeys'
import { LEADERBOARD_SIZE, type GameResult } from './types'

/** A child's progress, or the guest's on this device (`profileId` null). */
export function progressQueryOptions(
  backend: Backend,
  profileId: string | null,
) {
  return queryOptions({
    queryKey: backendKeys.progress(profileId),
    queryFn: () => backend.getMyProgress(profileId),
  })
}

/** Per child: badges with dates, totals, the last weeks' rounds. */
export function familyReportQueryOptions(backend: Backend) {
  return queryOptions({
    queryKey: backendKeys.familyReport(),
    queryFn: () => backend.getFamilyReport(),
  })
}

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

export function offlineRoundsQueryOptions(backend: Backend) {
  return queryOptions({
    queryKey: backendKeys.offlineRounds(),
    queryFn: () => backend.getOfflineRounds(),
    // Read from this device: offline too, and never stale by itself.
    networkMode: 'always',
    staleTime: Infinity,
  })
}

/** The signed-in player's rounds played offline (none on other backends). */
export function useOfflineRounds({ enabled = true } = {}) {
  const backend = useBackend()
  return useQuery({
    ...offlineRoundsQueryOptions(backend),
    enabled: enabled && backend.kind === 'supabase',
  })
}

type RecordVariables = { result: GameResult; gameSessionId: string | null }

/** Records a finished game; the leaderboard and progress then refetch. */
export function useRecordGameResult() {
  const backend = useBackend()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ result, gameSessionId }: RecordVariables) =>
      backend.recordGameResult(result, gameSessionId),
    onError: (error) => {
      console.error('Could not record the game result:', error)
    },
    // Not awaited: offline, a refetch waits for the connection, and the
    // result (kept on the device) must show at once all the same.
    onSettled: () => {
      for (const queryKey of [
        backendKeys.leaderboard(),
        backendKeys.progress(),
        backendKeys.familyReport(),
        backendKeys.offlineRounds(),
      ]) {
        void queryClient.invalidateQueries({ queryKey })
      }
    },
  })
}
