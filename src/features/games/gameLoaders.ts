import { whenBrowserIdle } from '@/lib/browserIdle'
import { withTeluguTwins } from '@/lib/i18n/edition'

// Each game is its own chunk, so the menu loads fast; on a Telugu page its
// Telugu content comes with it (lib/i18n/edition.ts). The browser keeps a
// module once loaded, so calling a loader again costs nothing.
export const gameLoaders = {
  quiz: () => withTeluguTwins(import('./quiz/QuizGame')),
  matching: () => withTeluguTwins(import('./matching/MatchingGame')),
  memory: () => withTeluguTwins(import('./memory/MemoryGame')),
  story: () => withTeluguTwins(import('./storyBuilder/StoryBuilderGame')),
  jigsaw: () => withTeluguTwins(import('./jigsaw/JigsawGame')),
  wordSearch: () => withTeluguTwins(import('./wordSearch/WordSearchGame')),
} as const

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
