import { useEffect, useRef } from 'react'

import { ART } from '../faces/artColors'
import { pieceKeyframes, restingTransform, type Piece } from './celebration'
import type { Motion } from './motion'
import { animate } from './useMotion'

type BurstPieceProps = { piece: Piece; motion: Motion; durationMs: number }

/** The little drawing of a piece: a diya, a flower, a petal or a dot. */
function PieceShape({ piece }: { piece: Piece }) {
  switch (piece.shape) {
    case 'diya':
      return (
        <>
          <path d="M12 2 C15 6 15 9 12 11 C9 9 9 6 12 2 Z" fill={ART.gold400} />
          <path
            d="M3 12 H21 C20 18 16 21 12 21 C8 21 4 18 3 12 Z"
            fill={ART.saffron600}
          />
        </>
      )
    case 'flower':
      return (
        <>
          {[0, 72, 144, 216, 288].map((angle) => (
            <ellipse
              key={angle}
              cx="12"
              cy="6"
              rx="4"
              ry="6"
              fill={piece.colour}
              transform={`rotate(${angle} 12 12)`}
            />
          ))}
          <circle cx="12" cy="12" r="3.5" fill={ART.gold400} />
        </>
      )
    case 'petal':
      return <ellipse cx="12" cy="12" rx="5" ry="10" fill={piece.colour} />
    case 'dot':
      return (
        <rect x="6" y="6" width="12" height="12" rx="3" fill={piece.colour} />
      )
  }
}

/**
 * One piece of a celebration. Moving, it flies from the centre of the
 * screen; still (reduced motion), it is drawn where it would fly to.
 */
export function BurstPiece({ piece, motion, durationMs }: BurstPieceProps) {
  const ref = useRef<SVGSVGElement>(null)
  useEffect(() => {
    if (motion === 'still') return
    const animation = animate(ref.current, pieceKeyframes(piece), {
      duration: durationMs - piece.delayMs,
      delay: piece.delayMs,
      easing: 'cubic-bezier(0.15, 0.7, 0.3, 1)',
      fill: 'both',
    })
    return () => animation?.cancel()
  }, [piece, motion, durationMs])

  return (
    <svg
      ref={ref}
      viewBox="0 0 24 24"
      width={piece.size}
      height={piece.size}
      className="absolute top-[45%] left-1/2"
      style={{
        marginLeft: -piece.size / 2,
        marginTop: -piece.size / 2,
        transform: motion === 'still' ? restingTransform(piece) : 'scale(0)',
      }}
    >
      <PieceShape piece={piece} />
    </svg>
  )
}
