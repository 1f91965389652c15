import {
  useLayoutEffect,
  useRef,
  useState,
  type Dispatch,
  type KeyboardEvent,
} from 'react'

import { isActivationKey, rovingIndexForKey } from '@/lib/rovingIndex'

import { isCloseToHome, type JigsawAction, type JigsawState } from './logic'

const STEPS: Record<string, { dx: number; dy: number }> = {
  ArrowLeft: { dx: -1, dy: 0 },
  ArrowRight: { dx: 1, dy: 0 },
  ArrowUp: { dx: 0, dy: -1 },
  ArrowDown: { dx: 0, dy: 1 },
}
/**
 * The time of a move, for the puzzle's clock. Read in event handlers only;
 * the React Compiler's purity check cannot tell these handlers from render
 * code because they are made per piece while rendering.
 */
export const moveTime = () => Date.now()
/** A key's own click follows within this time; it is not a second action. */
const KEY_CLICK_MS = 500

/**
 * The keyboard over the pieces still to place: one Tab stop, the arrow keys
 * go from piece to piece; Enter or Space picks one up, the arrow keys move
 * it a place at a time, Enter or Space puts it down, Escape puts it back.
 * A screen reader's click (no pointer, no key) picks up or puts down too.
 */
export function usePieceKeys(
  state: JigsawState,
  dispatch: Dispatch<JigsawAction>,
  isPointerClick: () => boolean,
) {
  const { size, held } = state
  const buttons = useRef(new Map<number, HTMLButtonElement>())
  const focusNext = useRef<number | null>(null)
  const keyAt = useRef(-Infinity)
  const [activeId, setActiveId] = useState<number | null>(null)
  const movable = state.pieces.filter((p) => p.spot.where !== 'placed')
  const tabbable = movable.some((p) => p.id === activeId)
    ? activeId
    : (movable[0]?.id ?? null)

  // A piece moving between tray and board is a new element: keep focus on it.
  useLayoutEffect(() => {
    if (focusNext.current === null) return
    buttons.current.get(focusNext.current)?.focus()
    focusNext.current = null
  })
  const focusPiece = (id: number | undefined) => {
    if (id === undefined) return
    focusNext.current = id
    setActiveId(id)
  }

  const pickUp = (id: number) => {
    if (held) dispatch({ type: 'cancelHeld' })
    dispatch({ type: 'pickUp', id, time: moveTime() })
    focusPiece(id)
  }
  const putDown = (id: number) => {
    const index = movable.findIndex((p) => p.id === id)
    const fits = held !== null && isCloseToHome(held.at, id, size)
    dispatch({ type: 'dropHeld', time: moveTime() })
    // A piece that fits is done: focus the next one still to place.
    focusPiece(fits ? (movable[index + 1] ?? movable[index - 1])?.id : id)
  }

  const onKeyDown = (id: number) => (event: KeyboardEvent) => {
    const step = STEPS[event.key]
    let handled = true
    if (held?.id === id && step) {
      dispatch({ type: 'moveHeld', ...step })
    } else if (held?.id === id && isActivationKey(event.key)) {
      putDown(id)
    } else if (held?.id === id && event.key === 'Escape') {
      dispatch({ type: 'cancelHeld' })
      focusPiece(id)
    } else if (isActivationKey(event.key)) {
      pickUp(id)
    } else {
      const from = movable.findIndex((p) => p.id === id)
      const to = rovingIndexForKey(event.key, from, movable.length)
      handled = to !== null
      if (to !== null) focusPiece(movable[to]?.id)
    }
    if (handled) {
      event.preventDefault()
      keyAt.current = performance.now()
    }
  }

  const onClick = (id: number) => () => {
    if (isPointerClick() || performance.now() - keyAt.current < KEY_CLICK_MS) {
      return
    }
    if (held?.id === id) putDown(id)
    else pickUp(id)
  }

  return {
    tabbable,
    onKeyDown,
    onClick,
    onFocus: (id: number) => () => setActiveId(id),
    buttonRef: (id: number) => (element: HTMLButtonElement | null) => {
      if (element) buttons.current.set(id, element)
      else buttons.current.delete(id)
    },
  }
}
