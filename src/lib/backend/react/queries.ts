import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query'
import { useCallback } from 'react'

import type { QuestionBand } from '@/lib/quiz/bank'

import type { Backend } from '../contract/backend'
import {
  LEADERBOARD_SIZE,
  type GameResult,
  type GameType,
} from '../contract/types'
import { useBackend } from './BackendContext'
import { backendKeys } from './queryKeys'

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

/** Per child: the quiz's topics answered and right, the most missed. */
export function familyLearningQueryOptions(backend: Backend) {
  return queryOptions({
    queryKey: backendKeys.familyLearning(),
    queryFn: () => backend.familyLearning(),
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

/** Each child's report (badges with dates, totals, recent rounds). */
export function useFamilyReport() {
  return useQuery(familyReportQueryOptions(useBackend()))
}

/** What each child learnt in the quiz over the last 8 weeks. */
export function useFamilyLearning() {
  return useQuery(familyLearningQueryOptions(useBackend()))
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

/** The signed-in player's rounds played offline (none on other backends). */
export function useOfflineRounds({ enabled = true } = {}) {
  const backend = useBackend()
  return useQuery({
    ...offlineRoundsQueryOptions(backend),
    enabled: enabled && backend.kind === 'supabase',
  })
}

/** Opens a game session for a child (null for a guest's round). */
export function useStartGame() {
  const backend = useBackend()
  return useCallback(
    (profileId: string | null, gameType: GameType) =>
      backend.startGame(profileId, gameType),
    [backend],
  )
}

/** Draws a quiz round from the bank for a child (or the guest: null). */
export function useStartQuiz() {
  const backend = useBackend()
  return useCallback(
    (profileId: string | null, band: QuestionBand) =>
      backend.startQuiz(profileId, band),
    [backend],
  )
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
        backendKeys.familyLearning(),
        backendKeys.offlineRounds(),
      ]) {
        void queryClient.invalidateQueries({ queryKey })
      }
    },
  })
}
