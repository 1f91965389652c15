import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query'

import type { QuestionBand } from '@/lib/quiz/bank'

import type { Backend } from '../contract/backend'
import type { GameResult, GameType } from '../contract/types'
import { useBackend } from './BackendContext'
import { usePlayer } from './PlayerContext'
import { backendKeys } from './queryKeys'

/**
 * A child's rounds: their progress (or the guest's), starting a game or a
 * quiz round, recording a result and the rounds kept offline, as queries
 * and mutations of the app's one client (decision 078).
 */

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

/** The progress of whoever plays on this device: the chosen child or a guest. */
export function useMyProgress() {
  const { loading, player } = usePlayer()
  return useQuery({
    ...progressQueryOptions(useBackend(), player?.id ?? null),
    enabled: !loading,
  })
}

/** Opens a game session for a child (null for a guest's round). */
export function useStartGame() {
  const backend = useBackend()
  return useMutation({
    mutationFn: ({ profileId, gameType }: StartGameVariables) =>
      backend.startGame(profileId, gameType),
  })
}

/** Draws a quiz round from the bank for a child (or the guest: null). */
export function useStartQuiz() {
  const backend = useBackend()
  return useMutation({
    mutationFn: ({ profileId, band }: StartQuizVariables) =>
      backend.startQuiz(profileId, band),
  })
}

type StartGameVariables = { profileId: string | null; gameType: GameType }
type StartQuizVariables = { profileId: string | null; band: QuestionBand }
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
