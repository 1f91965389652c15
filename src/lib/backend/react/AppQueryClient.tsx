import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'

import { useBackend } from './BackendContext'
import { createQueryClient } from './queryClient'
import { backendKeys } from './queryKeys'

type AppQueryClientProps = {
  children: ReactNode
  /** Tests give theirs; otherwise one is made for the app's backend. */
  client?: QueryClient
}

/**
 * The app's one React Query client, provided once at the root (decision
 * 078): every read is a query and every write a mutation of it, on every
 * page, and a player's change reaches every read through it.
 */
export function AppQueryClient({ children, client }: AppQueryClientProps) {
  const backend = useBackend()
  const [own] = useState(
    () => client ?? createQueryClient({ backendKind: backend.kind }),
  )
  return <QueryClientProvider client={own}>{children}</QueryClientProvider>
}

/**
 * Another family signed in or out, or a family changed its children: their
 * progress, reports and ranks are fetched anew, and a family that left is
 * forgotten (the next sign-in reads its own afresh).
 */
export function resetPlayerData(
  client: QueryClient,
  { signedOut }: { signedOut: boolean },
): void {
  if (signedOut) client.removeQueries({ queryKey: backendKeys.familyOf() })
  void client.resetQueries({ queryKey: backendKeys.progress() })
  void client.resetQueries({ queryKey: backendKeys.offlineRounds() })
  void client.resetQueries({ queryKey: backendKeys.familyReport() })
  void client.resetQueries({ queryKey: backendKeys.familyLearning() })
  void client.invalidateQueries({ queryKey: backendKeys.leaderboard() })
}
