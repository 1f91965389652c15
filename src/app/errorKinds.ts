import { isChunkLoadError } from '@/lib/codeLoading/loadWithRetries'

export { isChunkLoadError }

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
