import { getActiveLanguage } from './language'

/**
 * Telugu twins (decision 032). Each content module in `src/data` and each
 * dictionary in `src/lib/i18n/en` has a Telugu twin of the same shape
 * (decision 029). The code that shows one declares the twin next to it:
 *
 *     import * as quizData from '@/data/quiz'
 *     const quiz = teluguTwin(quizData, () => import('@/data/te/quiz'))
 *     // in render: const { quizQuestions } = quiz()
 *
 * `quiz()` is the English module on English pages and the Telugu one on
 * Telugu pages. The Telugu module is its own lazy chunk: English pages never
 * download it. A Telugu route loads every twin declared so far before it
 * renders (`loadTeluguTwins`, called by the router and, for code split off a
 * page, by `withTeluguTwins`), so a twin is always there when it is read.
 */

/**
 * A value's type with its strings, numbers and booleans widened: the type a
 * Telugu twin (other words, the same shape) must have to stand for English.
 * Functions keep their exact type.
 */
export type TwinOf<T> = T extends string
  ? string
  : T extends number
    ? number
    : T extends boolean
      ? boolean
      : T extends (...args: never[]) => unknown
        ? T
        : T extends readonly (infer Item)[]
          ? readonly TwinOf<Item>[]
          : T extends object
            ? { readonly [Key in keyof T]: TwinOf<T[Key]> }
            : T

type Twin = {
  load: () => Promise<object>
  telugu?: object
  loading?: Promise<void>
}

/** Every declared twin, by its English value (a module namespace or a dictionary). */
const twins = new Map<object, Twin>()
/** Twins read on a Telugu page before they were loaded (a wiring bug). */
const missed = new Set<object>()

/**
 * Declares that `english` has a Telugu twin, which `load` imports, and
 * returns a reader for the edition being shown.
 */
export function teluguTwin<T extends object>(
  english: T,
  load: () => Promise<TwinOf<T>>,
): () => T {
  if (!twins.has(english)) twins.set(english, { load })
  return () => inEdition(english)
}

/**
 * `english`, or its Telugu twin on a Telugu page. A twin that was not loaded
 * is a wiring bug: the page shows English, reports it, and the prerender
 * fails (`takeMissedTwins`).
 */
export function inEdition<T extends object>(english: T): T {
  if (getActiveLanguage() === 'en') return english
  const telugu = twins.get(english)?.telugu
  if (telugu) return telugu as T
  if (!missed.has(english)) {
    missed.add(english)
    console.error(
      `A Telugu twin was read before it was loaded (${Object.keys(english).slice(0, 3).join(', ')}…)`,
    )
  }
  return english
}

/** Loads every declared Telugu twin that is not loaded yet. */
export async function loadTeluguTwins(): Promise<void> {
  await Promise.all(
    [...twins.values()].map(async (twin) => {
      if (twin.telugu) return
      twin.loading ??= twin.load().then(
        (telugu) => {
          twin.telugu = telugu
        },
        (error: unknown) => {
          // A chunk that failed (offline) is tried again next time.
          twin.loading = undefined
          throw error
        },
      )
      await twin.loading
    }),
  )
}

/**
 * For code split off a page (a game, the colouring studio): once its module
 * has loaded, and so declared its twins, loads them when the page is Telugu.
 */
export async function withTeluguTwins<Module>(
  module: Promise<Module>,
): Promise<Module> {
  const loaded = await module
  if (getActiveLanguage() === 'te') await loadTeluguTwins()
  return loaded
}

/** How many twins were read before they were loaded since the last call. */
export function takeMissedTwins(): number {
  const count = missed.size
  missed.clear()
  return count
}

/**
 * Forgets every loaded Telugu twin (between tests, which share modules:
 * decision 040), so a test that reads a twin its code did not load still
 * fails even when an earlier test loaded it.
 */
export function forgetLoadedTwins(): void {
  for (const twin of twins.values()) {
    twin.telugu = undefined
    twin.loading = undefined
  }
  missed.clear()
}
