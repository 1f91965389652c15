import { PartyPopper, Users } from '@/components/icons'

import type { GameEntry } from '../gameEntry'

export const festivalEntry: GameEntry = {
  id: 'festival_match',
  section: 'classic',
  icon: PartyPopper,
  load: () => import('./MatchingGame').then((m) => m.FestivalMatchingGame),
}

export const heroEntry: GameEntry = {
  id: 'hero_match',
  section: 'classic',
  icon: Users,
  load: () => import('./MatchingGame').then((m) => m.HeroMatchingGame),
}
