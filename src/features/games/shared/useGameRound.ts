import { useDeferredValue, useEffect, useRef } from 'react'

import type { GameType, QuizAnswer } from '@/lib/backend'

import { useGameSession } from '../api/useGameSession'
import { celebrationFor } from './celebration'
import { useSound } from './useSound'

/**
 * Links one game to the backend: a round begins when the game opens (and on
 * Play Again, which calls `begin` itself) and its result is recorded once
 * when `finished` turns true. It also says how to celebrate the end of the
 * round (bigger once the result brings a badge) and plays its tune, and
 * when to show the round's result (`over`: `finished`, drawn after it).
 */
export function useGameRound(
  gameType: GameType,
  finished: boolean,
  value: number,
  {
    beginOnOpen = true,
    answers,
  }: {
    /** False: the game calls `begin` itself (the quiz, after its start screen). */
    beginOnOpen?: boolean
    /** The quiz's answers, sent with the result (decision 056). */
    answers?: readonly QuizAnswer[]
  } = {},
) {
  const session = useGameSession(gameType)
  const { begin, finish } = session
  const begun = useRef(!beginOnOpen)

  useEffect(() => {
    // A ref, not state: StrictMode's second effect run must not begin twice.
    if (begun.current) return
    begun.current = true
    begin()
  }, [begin])

  useEffect(() => {
    // `answers` keeps its identity once the round is over (useMemo).
    if (finished) void finish(value, answers)
  }, [finished, finish, value, answers])

  // The round's end as drawn: the tap that ends a round is answered with
  // what it did (the last pair, card, word or piece in place) in its own
  // frame; the result and the celebration follow in a render of their own
  // that yields to the browser, a frame or more later (decision 091). A new
  // round takes them away at once.
  const over = useDeferredValue(finished) && finished
  const celebration = celebrationFor(over, session.lastResult)
  const sound = useSound()
  useEffect(() => {
    if (celebration)
      sound.play(celebration === 'badge' ? 'badge' : 'roundComplete')
  }, [celebration, sound])

  return { ...session, celebration, over }
}
