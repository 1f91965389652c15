import type { SoundEvent } from '../shared/soundEffects'
import type { WordSearchState } from './logic'

/**
 * The sound of a word-search move: a tick for a first letter chosen, a
 * chime for a word found, a soft "not quite" for a line that spells no
 * hidden word. Nothing for a choice taken back or a word found before.
 */
export function wordSearchSound(
  before: WordSearchState,
  after: WordSearchState,
): SoundEvent | null {
  if (after === before) return null
  switch (after.last.type) {
    case 'anchored':
      return 'flip'
    case 'found':
      return 'match'
    case 'miss':
      return 'wrong'
    default:
      return null
  }
}
