import {
  QueryObserver,
  type QueryClient,
  type QueryObserverResult,
} from '@tanstack/react-query'

import type { Backend } from '../contract/backend'
import type { Family } from '../contract/types'
import { readActiveProfileId } from '../device/activeProfile'
import { sharedQueryClient } from './queryClient'
import { backendKeys } from './queryKeys'

/**
 * The signed-in family in React Query, watched by the PlayerProvider
 * (PlayerContext.tsx). The provider is in the first load and React Query is
 * not (decision 030): this module, and React Query with it, loads with the
 * first family read, so guests never download it. Changes to the family
 * invalidate `backendKeys.family()` (familyMutations.ts), which reads it
 * again here.
 */

/** A read of the family and the child this device remembers for it. */
export type FamilyRead = {
  userId: string
  family?: Family
  failed?: boolean
  chosenId?: string | null
}

type WatchOptions = {
  backend: Backend
  userId: string
  /** The app's one client unless given (tests give theirs). */
  client?: QueryClient
  storage: Storage
}

export type FamilyWatch = {
  stop: () => void
  /** Reads the family again; resolves when it is read. */
  refetch: () => Promise<void>
}

export function watchFamily(
  { backend, userId, client, storage }: WatchOptions,
  onRead: (read: FamilyRead) => void,
): FamilyWatch {
  const observer = new QueryObserver(
    client ?? sharedQueryClient(backend.kind),
    {
      queryKey: backendKeys.familyOf(userId),
      queryFn: () => backend.getFamily(),
      // One read per sign-in (each watch) and one per change, as before
      // React Query held it: getFamily answers offline from the copy kept
      // on this device.
      retry: false,
      networkMode: 'always',
      staleTime: Infinity,
      refetchOnMount: 'always',
    },
  )
  let last: Family | Error | null = null
  const heard = (result: QueryObserverResult<Family>) => {
    // A failed read again does not hide a family already read.
    if (result.data !== undefined) {
      if (result.data === last) return
      last = result.data
      const chosenId = readActiveProfileId(
        storage,
        userId,
        result.data.profiles,
      )
      onRead({ userId, family: result.data, chosenId })
    } else if (result.error && result.error !== last) {
      last = result.error
      console.error('Could not read the family:', result.error)
      onRead({ userId, failed: true })
    }
  }
  const stop = observer.subscribe(heard)
  heard(observer.getCurrentResult())
  return {
    stop,
    refetch: () => observer.refetch().then(() => undefined),
  }
}
