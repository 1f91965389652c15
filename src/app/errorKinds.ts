/**
 * After a new deploy an open tab may ask for a route chunk that no longer
 * exists; browsers word that failure differently. The same failure happens
 * when there is no connection and the chunk is not in the offline copy.
 */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Failed to fetch/i.test(
    error.message,
  )
}

/**
 * What the error screen says (issue 33):
 * - `offline`: a part of the site could not load and the device is offline.
 *   Nothing was updated: "You are offline", never "a new version".
 * - `new-version`: online, a chunk is gone (a deploy replaced it).
 * - `other`: anything else.
 */
export type ErrorKind = 'offline' | 'new-version' | 'other'

export function errorKindOf(error: unknown, online: boolean): ErrorKind {
  if (!isChunkLoadError(error)) return 'other'
  return online ? 'new-version' : 'offline'
}
