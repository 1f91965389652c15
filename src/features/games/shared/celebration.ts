import type { RecordedResult } from '@/lib/backend'

import { ART } from '../faces/artColors'

/**
 * The celebration at the end of a round: a burst of diyas, flowers and
 * confetti from the middle of the screen (about 1.5 s), a bigger and longer
 * one when the round earned a badge. Pure: the view draws what this plans.
 */

export type CelebrationKind = 'round' | 'badge'

/** Which celebration a round calls for, if any. */
export function celebrationFor(
  finished: boolean,
  result: RecordedResult | undefined,
): CelebrationKind | null {
  if (!finished) return null
  return result && result.newBadges.length > 0 ? 'badge' : 'round'
}

export const CELEBRATIONS: Record<
  CelebrationKind,
  { pieces: number; durationMs: number; reach: number }
> = {
  round: { pieces: 24, durationMs: 1500, reach: 0.35 },
  badge: { pieces: 48, durationMs: 2400, reach: 0.5 },
}

export const PIECE_SHAPES = ['diya', 'flower', 'petal', 'dot'] as const
export type PieceShape = (typeof PIECE_SHAPES)[number]

/** Confetti and petal colours: saffron, marigold, maroon, leaf, gold, pink. */
export const PIECE_COLOURS = [
  ART.saffron400,
  ART.gold400,
  ART.maroon600,
  ART.leaf400,
  ART.gold500,
  ART.maroon300,
] as const

export type Piece = {
  shape: PieceShape
  colour: string
  /** Where it flies to, as fractions of the screen's width and height. */
  x: number
  y: number
  /** How far it drops after, as a fraction of the screen's height. */
  fall: number
  rotate: number
  delayMs: number
  /** Size in px. */
  size: number
}

const pick = <T>(items: readonly T[], random: () => number): T =>
  items[Math.floor(random() * items.length)] as T

/**
 * The pieces of a burst, spread evenly around the centre with a little
 * chance in each; `random` is injected so tests can pin it.
 */
export function burstPieces(
  kind: CelebrationKind,
  random: () => number,
): Piece[] {
  const { pieces, durationMs, reach } = CELEBRATIONS[kind]
  return Array.from({ length: pieces }, (_, index) => {
    const angle = ((index + random() * 0.8) / pieces) * 2 * Math.PI
    const distance = reach * (0.45 + 0.55 * random())
    // Every few pieces is a diya or a flower, the rest petals and confetti.
    const shape: PieceShape =
      index % 6 === 0
        ? 'diya'
        : index % 6 === 3
          ? 'flower'
          : pick(['petal', 'dot'], random)
    return {
      shape,
      colour: pick(PIECE_COLOURS, random),
      x: Math.cos(angle) * distance,
      y: Math.sin(angle) * distance * 0.8,
      fall: 0.1 + 0.15 * random(),
      rotate: Math.round((random() - 0.5) * 720),
      delayMs: Math.round(random() * durationMs * 0.15),
      size:
        shape === 'diya' || shape === 'flower'
          ? 28
          : 12 + Math.round(random() * 8),
    }
  })
}

const translate = (x: number, y: number) =>
  `translate(${(x * 100).toFixed(1)}vw, ${(y * 100).toFixed(1)}vh)`

/** Where a piece flies to: drawn there, still, when motion is reduced. */
export function restingTransform(piece: Piece): string {
  return `${translate(piece.x, piece.y)} scale(1) rotate(${piece.rotate / 2}deg)`
}

/** One piece's flight: out from the centre, then a drop as it fades. */
export function pieceKeyframes(piece: Piece): Keyframe[] {
  const down = translate(piece.x, piece.y + piece.fall)
  return [
    { transform: 'translate(0, 0) scale(0.3) rotate(0deg)', opacity: 1 },
    { transform: restingTransform(piece), opacity: 1, offset: 0.55 },
    { transform: `${down} scale(0.9) rotate(${piece.rotate}deg)`, opacity: 0 },
  ]
}
