import type { ComponentType } from 'react'

import type { GameType } from '@/lib/backend'
import { whenBrowserIdle } from '@/lib/browserIdle'
import { withTeluguTwins } from '@/lib/i18n/edition'
import { getActiveLanguage } from '@/lib/i18n/language'

import type { GameProps } from './gameEntry'
import { GAMES } from './registry'

/** Each game's component, once loaded, by the language it was loaded for. */
const loadedGames = new Map<string, ComponentType<GameProps>>()

const ENTRIES = new Map(GAMES.map((entry) => [entry.id, entry]))

// Each game is its own chunk (its entry's import()), so the menu loads
// fast; on a Telugu page its Telugu content comes with it
// (lib/i18n/edition.ts). The browser keeps a module once loaded, so
// loading a game again costs nothing.

/**
 * Loads the game's component (with its Telugu content on a Telugu page) and
 * remembers it for the language then active (`loadedGame`).
 */
export function loadGame(id: GameType): Promise<ComponentType<GameProps>> {
  const entry = ENTRIES.get(id)
  if (!entry) return Promise.reject(new Error(`No game ${id} in the registry`))
  return withTeluguTwins(entry.load()).then((Game) => {
    loadedGames.set(`${getActiveLanguage()}:${id}`, Game)
    return Game
  })
}

/** Every game's loader, in the menu's order. */
export const gameLoaders = GAMES.map(
  ({ id }) =>
    () =>
      loadGame(id),
)

/**
 * The game's component if it has been loaded for the active language (its
 * Telugu content with it on a Telugu page), so it can be drawn at once.
 */
export function loadedGame(id: GameType): ComponentType<GameProps> | undefined {
  return loadedGames.get(`${getActiveLanguage()}:${id}`)
}

export type WhenIdle = (run: () => void) => () => void

/**
 * Loads the games' code one after another, each in an idle moment of its
 * own, so a tap on Play finds its game ready instead of fetching it then
 * (decision 062). Returns a function that stops what has not started yet.
 * A load that fails is left for the tap, which shows its error.
 */
export function warmGames(
  loaders: readonly (() => Promise<unknown>)[],
  whenIdle: WhenIdle,
): () => void {
  let stopped = false
  let cancel = () => {}
  const next = (index: number) => {
    const load = loaders[index]
    if (stopped || load === undefined) return
    cancel = whenIdle(() => {
      void load()
        .catch(() => undefined)
        .then(() => next(index + 1))
    })
  }
  next(0)
  return () => {
    stopped = true
    cancel()
  }
}

/** The browser's idle callback, within two seconds. */
export const browserIdle: WhenIdle = (run) => whenBrowserIdle(run, 2000)
