import { Award } from '@/components/icons'
import { Badge } from '@/components/ui/Badge'
import { statsLocale, familyStatsText } from '@/lib/i18n/familyStats'

import { badgeLabel, formatDate } from './formatStats'
import type { StatsBadge } from './summarizeChild'

type ChildBadgeListProps = {
  /** In the order to show them (`summarizeChild` sorts by date earned). */
  badges: readonly StatsBadge[]
}

/** A child's badges, each with the day it was earned. */
export function ChildBadgeList({ badges }: ChildBadgeListProps) {
  if (badges.length === 0) {
    return (
      <p className="text-ink-muted">
        {familyStatsText('familyStats.noBadges')}
      </p>
    )
  }
  const locale = statsLocale()
  // The date goes where the dictionary puts `{date}`, inside a <time>.
  const [before = '', after = ''] = familyStatsText(
    'familyStats.badgeEarned',
  ).split('{date}')
  return (
    <ul className="flex flex-col gap-2">
      {badges.map((badge) => (
        <li key={badge.id} className="flex flex-wrap items-center gap-x-2">
          <Badge variant="gold">
            <Award aria-hidden="true" />
            {badgeLabel(badge.id)}
          </Badge>
          <span className="text-sm text-ink-muted">
            {before}
            <time dateTime={badge.earnedAt}>
              {formatDate(badge.earnedAt, locale)}
            </time>
            {after}
          </span>
        </li>
      ))}
    </ul>
  )
}
