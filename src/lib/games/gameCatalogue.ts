import type { gameCatalogueMessages } from '@/lib/i18n/en/gameCatalogue'

import { GAME_TYPES, type GameType } from './gameRules'

type CatalogueKey = keyof typeof gameCatalogueMessages

type GameEntry = {
  titleKey: CatalogueKey
  descriptionKey: CatalogueKey
  /** How long a round takes. Display text only: nothing is timed. */
  timeKey: CatalogueKey
  playersKey: CatalogueKey
}

/** A game's name, description and length, under its id. */
export const catalogueEntry = (id: GameType): GameEntry => ({
  titleKey: `games.${id}.title`,
  descriptionKey: `games.${id}.description`,
  timeKey: `games.${id}.time`,
  playersKey: 'games.menu.players',
})

/**
 * Every game's name, description, length and players: the games menu, the
 * home page's Fun Zone, the family's summary and the offline rounds all read
 * them from here (their translators hold the catalogue's strings), so they
 * always agree.
 */
export const GAME_CATALOGUE = Object.fromEntries(
  GAME_TYPES.map((id) => [id, catalogueEntry(id)]),
) as Record<GameType, GameEntry>
