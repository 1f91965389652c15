import type { SoundEvent } from '../shared/soundEffects'
import type { JigsawState } from './logic'

/**
 * The sound of a jigsaw move: a tick as a piece is picked up, a chime as it
 * snaps into its place, a soft "not quite" when it is put down in a place
 * that is not its own. Nothing for a piece moved while held, put back, or a
 * move that changed nothing.
 */
export function jigsawSound(
  before: JigsawState,
  after: JigsawState,
): SoundEvent | null {
  if (after === before) return null
  switch (after.last.type) {
    case 'pickedUp':
      return 'flip'
    case 'placed':
      return 'match'
    case 'loose':
      return 'wrong'
    default:
      return null
  }
}
