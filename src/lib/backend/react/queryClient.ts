import { QueryClient, type NetworkMode } from '@tanstack/react-query'

import type { BackendKind } from '../contract/backend'

export const STALE_TIME_MS = 60_000

/**
 * React Query's default, `online`, pauses every query and mutation while the
 * browser is offline: a guest's progress would load forever and a finished
 * game's result would wait in memory, lost if the tab closes. The device
 * backend never needs the network (`always`); with Supabase a guest still
 * records to the device, so each request is tried once and only retries
 * wait for the connection (`offlineFirst`). Decision 020.
 */
export function networkModeFor(
  backendKind: BackendKind | undefined,
): NetworkMode {
  return backendKind === 'device' ? 'always' : 'offlineFirst'
}

type QueryClientOptions = {
  /** The app's backend (`backend.kind`); without it, `offlineFirst`. */
  backendKind?: BackendKind
}

export function createQueryClient({
  backendKind,
}: QueryClientOptions = {}): QueryClient {
  const networkMode = networkModeFor(backendKind)
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: STALE_TIME_MS,
        retry: 1,
        refetchOnWindowFocus: false,
        networkMode,
      },
      mutations: { networkMode },
    },
  })
}
