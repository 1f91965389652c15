export declare const EDITION_WORKER_FILE: string
export declare const EDITION_CACHE_PREFIX: string
/** The worker's global scope, as much of it as the script uses. */
export type EditionWorkerScope = {
  caches: CacheStorage
  clients: { matchAll(options: object): Promise<readonly { url: string }[]> }
  location: { origin: string }
  fetch(request: Request): Promise<Response>
  addEventListener(type: string, listener: (event: never) => void): void
}
export declare function editionWorker(
  worker: EditionWorkerScope,
  files: Record<string, readonly string[]>,
  cachePrefix: string,
): void
export declare function editionWorkerScript(
  files: Record<string, readonly string[]>,
): string
