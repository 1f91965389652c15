import {
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type Dispatch,
  type KeyboardEvent,
} from 'react'

import { t } from '@/lib/i18n/games'
import { isActivationKey, rovingIndexForKey } from '@/lib/rovingIndex'

import { pieceLabel } from './announceJigsaw'
import {
  homeOf,
  isCloseToHome,
  type JigsawAction,
  type JigsawPiece,
  type JigsawState,
} from './logic'
import { boardPosition, pieceBackground } from './picture'
import { PuzzlePiece } from './PuzzlePiece'
import { usePieceDrag } from './usePieceDrag'

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
const moveTime = () => Date.now()
/** A key's own click follows within this time; it is not a second action. */
const KEY_CLICK_MS = 500

type JigsawPlayProps = {
  state: JigsawState
  dispatch: Dispatch<JigsawAction>
  title: string
  pictureUrl: string
  describedBy: string
}

/** The board and the tray of pieces, played by pointer or keyboard. */
export function JigsawPlay({
  state,
  dispatch,
  title,
  pictureUrl,
  describedBy,
}: JigsawPlayProps) {
  const { size, held } = state
  const board = useRef<HTMLDivElement>(null)
  const buttons = useRef(new Map<number, HTMLButtonElement>())
  const focusNext = useRef<number | null>(null)
  const keyAt = useRef(-Infinity)
  const [activeId, setActiveId] = useState<number | null>(null)
  const { drag, handlers, isPointerClick } = usePieceDrag(
    board,
    size,
    (id, at) => dispatch({ type: 'drop', id, at, time: moveTime() }),
  )
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
  // A click from a screen reader (not a pointer, not a key) picks up or
  // puts down, as Enter does.
  const onClick = (id: number) => () => {
    if (isPointerClick() || performance.now() - keyAt.current < KEY_CLICK_MS) {
      return
    }
    if (held?.id === id) putDown(id)
    else pickUp(id)
  }

  const piece = (
    { id, spot }: JigsawPiece,
    style: CSSProperties,
    className: string,
  ) => (
    <PuzzlePiece
      key={id}
      id={id}
      size={size}
      label={pieceLabel(state, { id, spot })}
      tabbable={tabbable === id}
      held={held?.id === id}
      drag={drag}
      style={style}
      className={className}
      buttonRef={(element) => {
        if (element) buttons.current.set(id, element)
        else buttons.current.delete(id)
      }}
      pointer={handlers(id)}
      onKeyDown={onKeyDown(id)}
      onClick={onClick(id)}
      onFocus={() => setActiveId(id)}
    />
  )

  return (
    <div
      className="mt-4 grid items-start gap-6 sm:grid-cols-2"
      style={{ '--jigsaw-picture': `url("${pictureUrl}")` } as CSSProperties}
    >
      <div
        ref={board}
        role="group"
        aria-label={t('games.jigsaw.board', { title })}
        aria-describedby={describedBy}
        className="relative mx-auto aspect-[4/5] w-full max-w-md rounded-xl border-2 border-dashed border-maroon-300 bg-cream-50"
      >
        <div
          aria-hidden="true"
          className="absolute inset-0 rounded-xl opacity-20"
          style={{
            backgroundImage: 'var(--jigsaw-picture)',
            backgroundSize: '100% 100%',
          }}
        />
        {state.pieces.map(({ id, spot }) => {
          if (spot.where !== 'placed') return null
          const home = homeOf(id, size)
          return (
            <div
              key={id}
              aria-hidden="true"
              className="absolute"
              style={{
                ...pieceBackground(id, size),
                ...boardPosition(home.x, home.y, size),
              }}
            />
          )
        })}
        {state.pieces.map((p) => {
          const at =
            held?.id === p.id
              ? held.at
              : p.spot.where === 'board'
                ? p.spot.at
                : null
          return at
            ? piece(p, boardPosition(at.x, at.y, size), 'absolute')
            : null
        })}
      </div>
      <div
        role="group"
        aria-label={t('games.jigsaw.tray')}
        className="mx-auto grid w-full max-w-md"
        style={{ gridTemplateColumns: `repeat(${size}, minmax(0, 1fr))` }}
      >
        {state.pieces.map((p) => (
          <div key={p.id} className="aspect-[4/5]">
            {p.spot.where === 'tray' && held?.id !== p.id
              ? piece(p, {}, 'relative size-full')
              : null}
          </div>
        ))}
      </div>
    </div>
  )
}
