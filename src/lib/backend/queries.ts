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

export function progressQueryOptions(backend: Backend) {
  return queryOptions({
    queryKey: backendKeys.progress(),
    queryFn: () => backend.getMyProgress(),
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

export function myRankQueryOptions(backend: Backend) {
  return queryOptions({
    queryKey: backendKeys.myRank(),
    queryFn: () => backend.getMyRank(),
  })
}

export function useMyProgress() {
  return useQuery(progressQueryOptions(useBackend()))
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
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: backendKeys.leaderboard() }),
        queryClient.invalidateQueries({ queryKey: backendKeys.progress() }),
      ]),
  })
}
