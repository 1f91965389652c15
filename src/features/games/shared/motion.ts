/**
 * Movement in the games: celebrations, a shake for a wrong answer, a badge
 * that flies in. With `prefers-reduced-motion: reduce` nothing moves: every
 * one of them is replaced by a still highlight.
 */

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)'

export type Motion = 'move' | 'still'

export function chooseMotion(prefersReducedMotion: boolean): Motion {
  return prefersReducedMotion ? 'still' : 'move'
}

/** A gentle side-to-side shake, about 0.4 s. */
export const SHAKE_MS = 400
export const SHAKE_KEYFRAMES: Keyframe[] = [
  { transform: 'translateX(0)' },
  { transform: 'translateX(-6px)' },
  { transform: 'translateX(5px)' },
  { transform: 'translateX(-4px)' },
  { transform: 'translateX(3px)' },
  { transform: 'translateX(0)' },
]

/** A new badge flies up into its place, a little past it and back. */
export const FLY_IN_MS = 900
export const FLY_IN_KEYFRAMES: Keyframe[] = [
  { transform: 'translateY(50vh) scale(0.3) rotate(-12deg)', opacity: 0 },
  {
    transform: 'translateY(-10px) scale(1.08) rotate(3deg)',
    opacity: 1,
    offset: 0.75,
  },
  { transform: 'none', opacity: 1 },
]
