/**
 * How a feature loads code it fetches on demand (a game's): set by the app
 * as it starts to `keepLoading` (./keepLoading.ts, decision 071), which
 * waits for the code when it cannot be fetched. Kept apart from
 * keepLoading, which is part of the page's first script, so that a
 * feature's chunk does not import from that script (the bundler then split
 * the first script's own modules into chunks of their own).
 */
type CodeLoader = <T>(load: () => Promise<T>) => Promise<T>

let loader: CodeLoader = (load) => load()

/** Sets how code is loaded from now on (src/boot.tsx). */
export function setCodeLoader(next: CodeLoader): void {
  loader = next
}

/** Loads code (`load`: an `import()`) the way the app has set. */
export function loadCode<T>(load: () => Promise<T>): Promise<T> {
  return loader(load)
}
