import type { Dispatch } from 'react'

import type { SoundEvent } from './soundEffects'
import { useSound } from './useSound'

/** Which sound a move makes, from the game's state before and after it. */
export type SoundFor<S> = (before: S, after: S) => SoundEvent | null

/**
 * A dispatch that plays the move's sound first. The sound starts inside the
 * tap or key press itself, which is when browsers allow audio to begin; the
 * reducer is pure, so working out the next state here changes nothing.
 */
export function useSoundedDispatch<S, A>(
  state: S,
  reducer: (state: S, action: A) => S,
  dispatch: Dispatch<A>,
  soundFor: SoundFor<S>,
): Dispatch<A> {
  const sound = useSound()
  return (action: A) => {
    const event = soundFor(state, reducer(state, action))
    if (event) sound.play(event)
    dispatch(action)
  }
}
