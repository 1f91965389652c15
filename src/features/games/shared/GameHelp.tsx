import { useInstructions } from './useInstructions'

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
 * (and always for screen readers on a computer).
 */
export function GameHelp({ id, tap, click, keys }: GameHelpProps) {
  const instructions = useInstructions()
  return (
    <p
      id={id}
      className="mt-2 text-ink-muted"
      data-pointer={instructions.pointer}
    >
      {instructions.pointer === 'tap' ? tap : click}
      {instructions.keys === 'shown' ? ` ${keys}` : null}
      {instructions.keys === 'screenReaderOnly' ? (
        <span className="sr-only"> {keys}</span>
      ) : null}
    </p>
  )
}
