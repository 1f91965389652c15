import { Medal } from '@/components/icons'
import { cn } from '@/lib/cn'

import { medalLabel } from './leaderboardText'

const MEDAL_COLOURS: Record<number, string> = {
  1: 'bg-gold-300 text-gold-900',
  2: 'bg-cream-300 text-ink',
  3: 'bg-saffron-200 text-saffron-900',
}

/** A medal with its place as accessible name for ranks 1-3, else '#n'. */
export function RankBadge({ rank }: { rank: number }) {
  const label = medalLabel(rank)
  if (!label) {
    return <span className="font-display text-lg font-bold">#{rank}</span>
  }
  return (
    <span
      role="img"
      aria-label={label}
      className={cn(
        'inline-flex size-10 items-center justify-center rounded-full',
        MEDAL_COLOURS[rank],
      )}
    >
      <Medal aria-hidden="true" className="size-6" />
    </span>
  )
}
