import { whenBrowserIdle } from '@/lib/browserIdle'
import { withTeluguTwins } from '@/lib/i18n/edition'
import { getActiveLanguage } from '@/lib/i18n/language'

/** Each game's module, once loaded, by the language it was loaded for. */
const loadedModules = new Map<string, unknown>()

/**
 * A game's loader that remembers its module once it is in, with the Telugu
 * content of the language then active (`loadedGame`).
 */
function remembered<Module>(
  name: string,
  load: () => Promise<Module>,
): () => Promise<Module> {
  return () =>
    withTeluguTwins(load()).then((module) => {
      loadedModules.set(`${getActiveLanguage()}:${name}`, module)
      return module
    })
}

// Each game is its own chunk, so the menu loads fast; on a Telugu page its
// Telugu content comes with it (lib/i18n/edition.ts). The browser keeps a
// module once loaded, so calling a loader again costs nothing.
export const gameLoaders = {
  quiz: remembered('quiz', () => import('./quiz/QuizGame')),
  matching: remembered('matching', () => import('./matching/MatchingGame')),
  memory: remembered('memory', () => import('./memory/MemoryGame')),
  story: remembered('story', () => import('./storyBuilder/StoryBuilderGame')),
  jigsaw: remembered('jigsaw', () => import('./jigsaw/JigsawGame')),
  wordSearch: remembered(
    'wordSearch',
    () => import('./wordSearch/WordSearchGame'),
  ),
} as const

export type GameModuleName = keyof typeof gameLoaders
export type GameModule<Name extends GameModuleName> = Awaited<
  ReturnType<(typeof gameLoaders)[Name]>
>

/** Loads the game's module (with its Telugu content on a Telugu page). */
export function loadGame<Name extends GameModuleName>(
  name: Name,
): Promise<GameModule<Name>> {
  return gameLoaders[name]() as Promise<GameModule<Name>>
}

/**
 * The game's module if it has been loaded for the active language (its
 * Telugu content with it on a Telugu page), so it can be drawn at once.
 */
export function loadedGame<Name extends GameModuleName>(
  name: Name,
): GameModule<Name> | undefined {
  return loadedModules.get(`${getActiveLanguage()}:${name}`) as
    GameModule<Name> | undefined
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
