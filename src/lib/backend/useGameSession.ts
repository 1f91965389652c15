import { useCallback, useRef } from 'react'

import { useBackend } from './BackendContext'
import { useRecordGameResult } from './queries'
import type { GameType } from './types'

/**
 * One game's link to the backend: `begin()` when a round starts (on opening
 * the game and on Play Again), `finish(value)` when it ends. A signed-in
 * player's round is a server game session; a guest's result stays on the
 * device. Failures are logged and never interrupt play.
 */
export function useGameSession(gameType: GameType) {
  const backend = useBackend()
  const record = useRecordGameResult()
  const session = useRef<Promise<string | null> | null>(null)
  const { mutate, reset } = record

  const begin = useCallback(() => {
    reset()
    session.current = backend.startGame(gameType).catch((error: unknown) => {
      console.error('Could not start a game session:', error)
      return null
    })
  }, [backend, gameType, reset])

  const finish = useCallback(
    async (value: number) => {
      const gameSessionId = await (session.current ?? Promise.resolve(null))
      session.current = null
      mutate({ result: { gameType, value }, gameSessionId })
    },
    [gameType, mutate],
  )

  return {
    begin,
    finish,
    /** Points and newly earned badges of the last finished round. */
    lastResult: record.data,
    isRecording: record.isPending,
  }
}
