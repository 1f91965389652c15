import { useEffect, useRef } from 'react'

import type { GameType } from '@/lib/backend'

import { useGameSession } from '../api/useGameSession'
import { celebrationFor } from './celebration'
import { useSound } from './useSound'

/**
 * Links one game to the backend: a round begins when the game opens (and on
 * Play Again, which calls `begin` itself) and its result is recorded once
 * when `finished` turns true. It also says how to celebrate the end of the
 * round (bigger once the result brings a badge) and plays its tune.
 */
export function useGameRound(
  gameType: GameType,
  finished: boolean,
  value: number,
) {
  const session = useGameSession(gameType)
  const { begin, finish } = session
  const begun = useRef(false)

  useEffect(() => {
    // A ref, not state: StrictMode's second effect run must not begin twice.
    if (begun.current) return
    begun.current = true
    begin()
  }, [begin])

  useEffect(() => {
    if (finished) void finish(value)
  }, [finished, finish, value])

  const celebration = celebrationFor(finished, session.lastResult)
  const sound = useSound()
  useEffect(() => {
    if (celebration)
      sound.play(celebration === 'badge' ? 'badge' : 'roundComplete')
  }, [celebration, sound])

  return { ...session, celebration }
}
