import type { SoundEvent } from '../shared/soundEffects'
import type { MatchingState } from './logic'

/**
 * The sound of a pick: a chime when it completes a pair, a soft "not
 * quite" when the two do not belong together, a tick otherwise. Nothing
 * for a tap on an item already matched.
 */
export function matchingSound(
  before: MatchingState,
  after: MatchingState,
): SoundEvent | null {
  if (after === before) return null
  if (after.lastOutcome === 'match') return 'match'
  if (after.lastOutcome === 'miss') return 'wrong'
  return 'flip'
}
