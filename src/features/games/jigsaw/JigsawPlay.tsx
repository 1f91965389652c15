import { useRef, type CSSProperties, type Dispatch } from 'react'

import { gamesText } from '@/lib/i18n/games'

import { pieceLabel } from './announceJigsaw'
import {
  homeOf,
  selectMisplacedPiece,
  type JigsawAction,
  type JigsawPiece,
  type JigsawState,
} from './logic'
import { boardPosition, pieceBackground } from './picture'
import { PuzzlePiece } from './PuzzlePiece'
import { usePieceDrag } from './usePieceDrag'
import { moveTime, usePieceKeys } from './usePieceKeys'

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
  const { drag, handlers, isPointerClick } = usePieceDrag(
    board,
    size,
    (id, at) => dispatch({ type: 'drop', id, at, time: moveTime() }),
  )
  const keys = usePieceKeys(state, dispatch, isPointerClick)
  const misplaced = selectMisplacedPiece(state)

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
      tabbable={keys.tabbable === id}
      held={held?.id === id}
      missed={misplaced === id}
      moves={state.moves}
      drag={drag}
      style={style}
      className={className}
      buttonRef={keys.buttonRef(id)}
      pointer={handlers(id)}
      onKeyDown={keys.onKeyDown(id)}
      onClick={keys.onClick(id)}
      onFocus={keys.onFocus(id)}
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
        aria-label={gamesText('games.jigsaw.board', { title })}
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
        aria-label={gamesText('games.jigsaw.tray')}
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
