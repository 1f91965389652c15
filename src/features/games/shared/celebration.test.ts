import { describe, expect, it } from 'vitest'

import type { RecordedResult } from '@/lib/backend'

import {
  burstPieces,
  CELEBRATIONS,
  celebrationFor,
  pieceKeyframes,
  PIECE_COLOURS,
} from './celebration'

const result = (newBadges: RecordedResult['newBadges']): RecordedResult => ({
  points: 4,
  newBadges,
  savedTo: 'device',
})

/** A pinned random source cycling through a few values. */
function cycle(...values: number[]) {
  let i = 0
  return () => values[i++ % values.length] ?? 0
}

describe('celebrationFor', () => {
  it('celebrates nothing while the round is on', () => {
    expect(celebrationFor(false, undefined)).toBeNull()
    expect(celebrationFor(false, result(['heritage_explorer']))).toBeNull()
  })

  it('celebrates the end of a round at once, before the result is saved', () => {
    expect(celebrationFor(true, undefined)).toBe('round')
    expect(celebrationFor(true, result([]))).toBe('round')
  })

  it('celebrates bigger when the round earned a badge', () => {
    expect(celebrationFor(true, result(['cultural_scholar']))).toBe('badge')
  })
})

describe('burstPieces', () => {
  it('makes a bigger and longer burst for a badge, about 1.5 s for a round', () => {
    const round = burstPieces('round', cycle(0.5))
    const badge = burstPieces('badge', cycle(0.5))
    expect(badge.length).toBeGreaterThan(round.length)
    expect(CELEBRATIONS.round.durationMs).toBe(1500)
    expect(CELEBRATIONS.badge.durationMs).toBeGreaterThan(1500)
  })

  it('sends pieces all round the centre, diyas and flowers among them', () => {
    const pieces = burstPieces('round', cycle(0.1, 0.7, 0.4))
    expect(pieces.some((p) => p.x > 0 && p.y > 0)).toBe(true)
    expect(pieces.some((p) => p.x < 0 && p.y < 0)).toBe(true)
    expect(pieces.some((p) => p.shape === 'diya')).toBe(true)
    expect(pieces.some((p) => p.shape === 'flower')).toBe(true)
    for (const piece of pieces) {
      expect(PIECE_COLOURS).toContain(piece.colour)
      // On the screen: no farther than its reach from the centre.
      expect(Math.hypot(piece.x, piece.y)).toBeLessThanOrEqual(
        CELEBRATIONS.round.reach,
      )
      expect(piece.delayMs).toBeLessThan(CELEBRATIONS.round.durationMs / 4)
    }
  })

  it('is decided by the random source alone', () => {
    expect(burstPieces('badge', cycle(0.3, 0.9))).toEqual(
      burstPieces('badge', cycle(0.3, 0.9)),
    )
  })
})

describe('pieceKeyframes', () => {
  it('flies out, then drops and fades', () => {
    const [start, out, end] = pieceKeyframes({
      shape: 'dot',
      colour: '#ff9933',
      x: 0.2,
      y: -0.1,
      fall: 0.15,
      rotate: 90,
      delayMs: 0,
      size: 12,
    })
    expect(start?.opacity).toBe(1)
    expect(out?.transform).toContain('translate(20.0vw, -10.0vh)')
    expect(end?.transform).toContain('translate(20.0vw, 5.0vh)')
    expect(end?.opacity).toBe(0)
  })
})
