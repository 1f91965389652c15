import type { BadgeId } from '@/lib/backend'
import { t } from '@/lib/i18n/games'

export function badgeName(badge: BadgeId): string {
  return t(`games.badge.${badge}`)
}

export function badgeHow(badge: BadgeId): string {
  return t(`games.badge.${badge}.how`)
}
