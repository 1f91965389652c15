import { SpeakButton } from '@/components/speech/SpeakButton'
import { speechText } from '@/lib/i18n/speech'
import type { NarrationItem } from '@/lib/speech/narrationQueue'

import { useReadToMe } from './ReadToMe'

type SpeakItemButtonProps = {
  item: NarrationItem
  /** Names the item in the button's name when its text is long. */
  name?: string
  className?: string
}

/**
 * A speaker beside one thing in a game (a question, an option, a card):
 * reads it at once, a second tap stops it. Not there when nothing can be
 * heard (no voice for the page's language, or sound off).
 */
export function SpeakItemButton({
  item,
  name,
  className,
}: SpeakItemButtonProps) {
  const { canRead, speak, stop, place } = useReadToMe()
  if (!canRead) return null
  const speaking = place?.itemId === item.id
  return (
    <SpeakButton
      className={className}
      aria-label={speechText('speech.speakLabel', { text: name ?? item.text })}
      speaking={speaking}
      onClick={() => (speaking ? stop() : speak([item]))}
    />
  )
}
