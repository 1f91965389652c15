import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useRef } from 'react'

import type { OfflineSendReport } from '../contract/types'
import { useAuth } from './AuthContext'
import { useBackend } from './BackendContext'
import { backendKeys } from './queryKeys'
import { offlineRoundsQueryOptions } from './rounds'

/** The earliest time a waiting round may be sent; null when none waits. */
export function nextRetry(
  rounds: readonly { status: string; nextAttemptAt: number }[],
): number | null {
  const waiting = rounds.filter((round) => round.status === 'pending')
  return waiting.length === 0
    ? null
    : Math.min(...waiting.map((round) => round.nextAttemptAt))
}

/**
 * Sends the signed-in player's rounds played offline (decision 027): all
 * that wait when the app starts, the player signs in or the browser comes
 * back online; otherwise each when its back-off wait is over (a round just
 * kept is due at once). Sends run one after another. `onSent` hears each
 * sending that added or refused a round.
 */
export function useOfflineRoundsSync(
  onSent: (report: OfflineSendReport) => void,
) {
  const backend = useBackend()
  const queryClient = useQueryClient()
  const userId = useAuth().user?.id ?? null
  const active = userId !== null && backend.kind === 'supabase'
  const { data: rounds } = useQuery({
    ...offlineRoundsQueryOptions(backend),
    enabled: active,
  })
  const onSentRef = useRef(onSent)
  const queue = useRef<Promise<void>>(Promise.resolve())

  useEffect(() => {
    onSentRef.current = onSent
  }, [onSent])

  const send = useCallback(
    (ignoreBackoff: boolean) => {
      queue.current = queue.current.then(async () => {
        try {
          const report = await backend.sendOfflineRounds({ ignoreBackoff })
          if (report.added.length > 0 || report.refused.length > 0) {
            // Not awaited: a slow refetch must not hold the next sending.
            void queryClient.invalidateQueries({
              queryKey: backendKeys.progress(),
            })
            void queryClient.invalidateQueries({
              queryKey: backendKeys.leaderboard(),
            })
            onSentRef.current(report)
          }
        } catch (error) {
          console.warn('Could not send the rounds played offline:', error)
        }
        await queryClient.invalidateQueries({
          queryKey: backendKeys.offlineRounds(),
        })
      })
    },
    [backend, queryClient],
  )

  // App start, a player signing in, the connection coming back.
  useEffect(() => {
    if (!active) return
    send(true)
    const online = () => send(true)
    window.addEventListener('online', online)
    return () => window.removeEventListener('online', online)
  }, [active, userId, send])

  // A waiting round's turn.
  const retryAt = active && rounds ? nextRetry(rounds) : null
  useEffect(() => {
    if (retryAt === null) return
    const timer = window.setTimeout(
      () => {
        // Offline, trying only fails; the `online` event sends instead.
        if (navigator.onLine) send(false)
      },
      Math.max(0, retryAt - Date.now()),
    )
    return () => window.clearTimeout(timer)
  }, [retryAt, send])
}
