import { speechText } from '@/lib/i18n/speech'

import { NarratedText } from './NarratedText'
import { SpeakItemButton } from './SpeakItemButton'
import { useInstructions } from './useInstructions'
import { useNarrateScreen } from './useNarrateScreen'

type GameHelpProps = {
  id?: string
  /** The instruction for a touch screen ("Tap a card…"). */
  tap: string
  /** The same for a mouse ("Click a card…"). */
  click: string
  /** How to play with keys, added where a keyboard is in use. */
  keys: string
}

/**
 * A game's instructions in the words of the player's device: taps on a
 * touch screen, clicks with a mouse, keys only where a keyboard is in use
 * (and always for screen readers on a computer). Read to me reads them
 * when the game opens, and a speaker reads them again.
 */
export function GameHelp({ id, tap, click, keys }: GameHelpProps) {
  const instructions = useInstructions()
  const item = {
    id: 'instructions',
    text: instructions.pointer === 'tap' ? tap : click,
  }
  useNarrateScreen('instructions', [item])
  return (
    <div className="mt-2 flex items-start gap-2">
      <p
        id={id}
        className="flex-1 text-ink-muted"
        data-pointer={instructions.pointer}
      >
        <NarratedText id={item.id} text={item.text} />
        {instructions.keys === 'shown' ? ` ${keys}` : null}
        {instructions.keys === 'screenReaderOnly' ? (
          <span className="sr-only"> {keys}</span>
        ) : null}
      </p>
      <SpeakItemButton
        item={item}
        name={speechText('speech.name.instructions')}
      />
    </div>
  )
}
