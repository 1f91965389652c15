import type { BadgeId } from '@/lib/backend'
import { gamesText } from '@/lib/i18n/games'

export function badgeName(badge: BadgeId): string {
  return gamesText(`games.badge.${badge}`)
}

export function badgeHow(badge: BadgeId): string {
  return gamesText(`games.badge.${badge}.how`)
}
