import { gamesText } from '@/lib/i18n/games'

import {
  selectPieceCount,
  selectPlacedCount,
  type JigsawPiece,
  type JigsawState,
  type Point,
} from './logic'

/** A piece's number: its place in the tray, counted from 1. */
export function pieceNumber(state: JigsawState, id: number): number {
  return state.pieces.findIndex((p) => p.id === id) + 1
}

const place = ({ x, y }: Point) => ({
  row: Math.round(y) + 1,
  column: Math.round(x) + 1,
})

/** The accessible name of a piece that can still be moved. */
export function pieceLabel(state: JigsawState, piece: JigsawPiece): string {
  const number = pieceNumber(state, piece.id)
  if (state.held?.id === piece.id) {
    return gamesText('games.jigsaw.pieceHeld', {
      number,
      ...place(state.held.at),
    })
  }
  if (piece.spot.where === 'board') {
    return gamesText('games.jigsaw.pieceLoose', {
      number,
      ...place(piece.spot.at),
    })
  }
  return gamesText('games.jigsaw.piece', { number })
}

/** The live region's text for the last thing that happened. */
export function announceJigsaw(state: JigsawState): string {
  const { last } = state
  switch (last.type) {
    case 'none':
      return ''
    case 'pickedUp':
      return gamesText('games.jigsaw.pickedUp', {
        number: pieceNumber(state, last.id),
        ...place(last.at),
      })
    case 'moved':
      return gamesText('games.jigsaw.moved', place(last.at))
    case 'placed':
      return gamesText('games.jigsaw.fits', {
        number: pieceNumber(state, last.id),
        placed: selectPlacedCount(state),
        total: selectPieceCount(state),
      })
    case 'loose':
      return gamesText('games.jigsaw.loose', {
        number: pieceNumber(state, last.id),
        ...place(last.at),
      })
    case 'backToTray':
      return gamesText('games.jigsaw.backToTray', {
        number: pieceNumber(state, last.id),
      })
    case 'putBack':
      return gamesText('games.jigsaw.putBack', {
        number: pieceNumber(state, last.id),
      })
  }
}
