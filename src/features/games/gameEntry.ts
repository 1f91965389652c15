import type { ComponentType } from 'react'

import type { LucideIcon } from '@/components/icons'
import type { GameType } from '@/lib/backend'

/** What the games menu gives an open game. */
export type GameProps = { onBack: () => void }

/**
 * What a game's folder declares for the registry (registry.ts): its id,
 * where the menu shows it, its card's picture and its code. Its name,
 * description and length are the catalogue's, under its id
 * (lib/i18n/{en,te}/gameCatalogue.ts); its scoring rule is
 * lib/games/gameRules.ts's, under the same id.
 */
export type GameEntry = {
  /** The SQL `game_type`: the one id of the game everywhere. */
  id: GameType
  /** The five games of the spec, or the puzzles (decision 034). */
  section: 'classic' | 'puzzle'
  icon: LucideIcon
  /** The game's component, its own chunk: import() it, never statically. */
  load: () => Promise<ComponentType<GameProps>>
}
