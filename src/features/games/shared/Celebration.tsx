import { useEffect, useState } from 'react'

import { cn } from '@/lib/cn'

import { BurstPiece } from './BurstPiece'
import { burstPieces, CELEBRATIONS, type CelebrationKind } from './celebration'
import { useMotion } from './useMotion'

type CelebrationProps = {
  kind: CelebrationKind
  /** The burst's random source; tests pin it. */
  random?: () => number
}

/**
 * A burst of diyas, flowers and confetti over the screen at the end of a
 * round (bigger for a badge), then gone. With reduced motion nothing moves:
 * the pieces are drawn still, in a golden frame, for the same moment.
 * Decorative: the live region already says how the round went.
 */
export function Celebration({ kind, random = Math.random }: CelebrationProps) {
  const motion = useMotion()
  const [pieces] = useState(() => burstPieces(kind, random))
  const [over, setOver] = useState(false)
  const { durationMs } = CELEBRATIONS[kind]

  useEffect(() => {
    const timer = window.setTimeout(() => setOver(true), durationMs)
    return () => window.clearTimeout(timer)
  }, [durationMs])

  if (over) return null
  return (
    <div
      aria-hidden="true"
      data-testid="celebration"
      data-kind={kind}
      data-motion={motion}
      className={cn(
        'pointer-events-none fixed inset-0 z-[60] overflow-hidden',
        motion === 'still' && 'shadow-[inset_0_0_0_8px_#f7c948]',
      )}
    >
      {pieces.map((piece, index) => (
        <BurstPiece
          key={index}
          piece={piece}
          motion={motion}
          durationMs={durationMs}
        />
      ))}
    </div>
  )
}
