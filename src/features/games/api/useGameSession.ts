import { useCallback, useEffect, useRef, useState } from 'react'

import {
  toBackendError,
  usePlayer,
  useRecordGameResult,
  useStartGame,
  type BackendError,
  type GameType,
  type QuizAnswer,
} from '@/lib/backend'
import { openGameView, startGameRound } from '@/lib/gameActivity'

/**
 * One game's link to the backend: `begin()` when a round starts (on opening
 * the game and on Play Again), `finish(value)` when it ends. A signed-in
 * child's round is a game session of that child (decision 028), kept on the
 * device when the server cannot be reached (decision 027); a guest's result
 * stays on the device. Failures never interrupt play: the round's result
 * says what happened (`lastError`).
 *
 * From `begin()` to `finish()`, or until the game closes, the round counts
 * as in progress (`lib/gameActivity`), so nothing interrupts it.
 */
/** Opens a round's session for the child playing; its id, null for none. */
export type SessionOpener = (profileId: string | null) => Promise<string | null>

export function useGameSession(gameType: GameType) {
  const { mutateAsync: startGame } = useStartGame()
  const { player, loading } = usePlayer()
  const playerId = player?.id ?? null
  // Who plays, as of the last render; rounds begun before it is known (a
  // game opened while the family is still being read) wait for it.
  const known = useRef({ loading, playerId })
  const waiting = useRef<((id: string | null) => void)[]>([])
  const record = useRecordGameResult()
  const session = useRef<Promise<string | null> | null>(null)
  // Why this round's session could not start (the server refused it).
  const startProblem = useRef<BackendError | null>(null)
  const [startError, setStartError] = useState<BackendError | null>(null)
  // From the round's end until its result is sent: it is being saved.
  const [finishing, setFinishing] = useState(false)
  // Whether this game's round is in progress, and the mark that says so.
  const playing = useRef(false)
  const endRound = useRef<(() => void) | null>(null)
  const { mutate, reset } = record

  useEffect(() => {
    // StrictMode unmounts and remounts once: mark the open round again.
    if (playing.current) endRound.current ??= startGameRound()
    return () => {
      endRound.current?.()
      endRound.current = null
    }
  }, [])

  // The game is open, round or result, until it closes.
  useEffect(() => openGameView(), [])

  useEffect(() => {
    known.current = { loading, playerId }
    if (!loading)
      for (const resolve of waiting.current.splice(0)) resolve(playerId)
  }, [loading, playerId])

  /**
   * `open` opens the round's session for the child playing (null: a guest);
   * the quiz's draws its round (useQuizRound). Others: `start_game`.
   */
  const beginWith = useCallback(
    (open: SessionOpener | null) => {
      playing.current = true
      endRound.current ??= startGameRound()
      reset()
      setStartError(null)
      startProblem.current = null
      const { loading: unsure, playerId: id } = known.current
      const whoPlays = unsure
        ? new Promise<string | null>((resolve) => waiting.current.push(resolve))
        : Promise.resolve(id)
      // The round belongs to the child playing when it starts.
      session.current = whoPlays
        .then((profileId) =>
          open ? open(profileId) : startGame({ profileId, gameType }),
        )
        .catch((error: unknown) => {
          // Shown with the round's result; a refusal is not a fault.
          console.warn('Could not start a game session:', error)
          startProblem.current = toBackendError(error)
          return null
        })
    },
    [startGame, gameType, reset],
  )

  const begin = useCallback(() => beginWith(null), [beginWith])

  const finish = useCallback(
    async (value: number, answers?: readonly QuizAnswer[]) => {
      playing.current = false
      endRound.current?.()
      endRound.current = null
      setFinishing(true)
      const gameSessionId = await (session.current ?? Promise.resolve(null))
      session.current = null
      setFinishing(false)
      if (startProblem.current) {
        setStartError(startProblem.current)
        return
      }
      const result = answers
        ? { gameType, value, answers }
        : { gameType, value }
      mutate({ result, gameSessionId })
    },
    [gameType, mutate],
  )

  return {
    begin,
    beginWith,
    finish,
    /** Points and newly earned badges of the last finished round. */
    lastResult: record.data,
    isRecording: finishing || record.isPending,
    /** Why the last round could not be recorded, if it could not. */
    lastError:
      startError ?? (record.error ? toBackendError(record.error) : null),
  }
}
