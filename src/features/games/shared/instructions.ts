/**
 * How the games' instructions speak to the player: "tap" on a touch screen,
 * "click" with a mouse, and the keys only where a keyboard is in use.
 */

export const COARSE_POINTER_QUERY = '(pointer: coarse)'
export const NO_HOVER_QUERY = '(hover: none)'

export type InputContext = {
  /** The main pointer is a finger (`pointer: coarse`). */
  coarsePointer: boolean
  /** The main pointer cannot hover (`hover: none`): a touch screen. */
  noHover: boolean
  /** A navigation key has been pressed on this page. */
  keyboardUsed: boolean
}

export type Instructions = {
  pointer: 'tap' | 'click'
  /**
   * `shown`: a keyboard is in use. `screenReaderOnly`: a computer with a
   * mouse, where a screen reader user browses by keyboard without the page
   * seeing every key. `none`: a touch screen with no keyboard seen.
   */
  keys: 'shown' | 'screenReaderOnly' | 'none'
}

export function chooseInstructions({
  coarsePointer,
  noHover,
  keyboardUsed,
}: InputContext): Instructions {
  const touch = coarsePointer || noHover
  const pointer = touch ? 'tap' : 'click'
  if (keyboardUsed) return { pointer, keys: 'shown' }
  return { pointer, keys: touch ? 'none' : 'screenReaderOnly' }
}
