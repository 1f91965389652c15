/**
 * What went wrong with this browser's storage during the visit, for the one
 * short notice the app shows (app/StorageNotice). Readers and writers of
 * stored data report here; nothing else changes for them.
 *
 * - `set-aside`: a saved value could not be read (corrupt, truncated, from an
 *   unknown version), or only partly; it was kept under its `:corrupt` key
 *   and the visit went on without it.
 * - `full`: a write did not fit; what was saved before is untouched.
 */
export const STORAGE_PROBLEMS = ['set-aside', 'full'] as const
export type StorageProblem = (typeof STORAGE_PROBLEMS)[number]

let reported: readonly StorageProblem[] = []
// Shown once a visit: a second corrupt key or failed write adds nothing.
const shown = new Set<StorageProblem>()
const listeners = new Set<() => void>()
let emitting = false

function emitSoon() {
  if (emitting) return
  emitting = true
  // Reads happen during render (useSyncExternalStore snapshots, reducer
  // initialisers): tell the listeners afterwards, never inside a render.
  queueMicrotask(() => {
    emitting = false
    for (const listener of listeners) listener()
  })
}

export function reportStorageProblem(problem: StorageProblem) {
  if (reported.includes(problem) || shown.has(problem)) return
  reported = [...reported, problem]
  emitSoon()
}

export function subscribeStorageProblems(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The problems reported and not shown yet, oldest first. */
export function getStorageProblems(): readonly StorageProblem[] {
  return reported
}

const NONE: readonly StorageProblem[] = []
/** Prerendered HTML never has a storage problem. */
export const getNoStorageProblems = () => NONE

/** The notice for `problem` has been shown; not again during this visit. */
export function acknowledgeStorageProblem(problem: StorageProblem) {
  shown.add(problem)
  if (!reported.includes(problem)) return
  reported = reported.filter((item) => item !== problem)
  emitSoon()
}

/** Tests start each case with a fresh visit. */
export function resetStorageProblems() {
  reported = []
  shown.clear()
}
