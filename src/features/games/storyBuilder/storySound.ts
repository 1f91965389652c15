import type { SoundEvent } from '../shared/soundEffects'
import type { StoryState } from './logic'

/** A tick when a line is added to the story. */
export function storySound(
  before: StoryState,
  after: StoryState,
): SoundEvent | null {
  return after.choices.length > before.choices.length ? 'flip' : null
}
