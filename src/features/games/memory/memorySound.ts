import type { SoundEvent } from '../shared/soundEffects'
import type { MemoryState } from './logic'

/**
 * The sound of a card turned over: a flip, then for the second card of a
 * turn a chime for a pair or a soft "not quite". Nothing for a tap that
 * changed nothing (a card already up, a third card while two are showing).
 */
export function memorySound(
  before: MemoryState,
  after: MemoryState,
): SoundEvent | null {
  if (after === before) return null
  if (after.matches > before.matches) return 'match'
  if (after.flipped.length <= before.flipped.length) return null
  return after.flipped.length < 2 ? 'flip' : 'wrong'
}
