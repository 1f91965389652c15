/**
 * After a new deploy an open tab may ask for a route chunk that no longer
 * exists; browsers word that failure differently.
 */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Failed to fetch/i.test(
    error.message,
  )
}
