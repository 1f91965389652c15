import { Award } from '@/components/icons'
import type { BadgeId } from '@/lib/backend'
import { gamesText } from '@/lib/i18n/games'

import { badgeName } from './badgeName'
import { useFlyIn } from './useMotion'

/**
 * A badge the round just earned: it flies up into its place, and keeps a
 * golden ring (all that shows when motion is reduced). It takes no taps:
 * on its way up it passes over what is below it (a note's link), and a tap
 * aimed there reaches it.
 */
export function NewBadge({ badge }: { badge: BadgeId }) {
  const ref = useFlyIn<HTMLLIElement>()
  return (
    <li
      ref={ref}
      className="pointer-events-none flex items-center gap-2 rounded-2xl bg-gold-100 px-4 py-2 font-bold text-gold-900 ring-4 ring-gold-400"
    >
      <Award aria-hidden="true" className="size-6" />
      {gamesText('games.result.newBadge', { badge: badgeName(badge) })}
    </li>
  )
}
