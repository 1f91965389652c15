/**
 * Runs `run` in the browser's next idle moment, at the latest after
 * `timeoutMs` (a timer where the browser has no idle callback). Returns a
 * function that cancels it if it has not run yet.
 */
export function whenBrowserIdle(
  run: () => void,
  timeoutMs: number,
): () => void {
  if ('requestIdleCallback' in globalThis) {
    const handle = globalThis.requestIdleCallback(run, { timeout: timeoutMs })
    return () => globalThis.cancelIdleCallback(handle)
  }
  const handle = setTimeout(run, 0)
  return () => clearTimeout(handle)
}
