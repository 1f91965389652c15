import type { QueryClient } from '@tanstack/react-query'
import type { ReactNode } from 'react'

import { ToastOutlet } from '@/components/ui/ToastOutlet'
import {
  AppQueryClient,
  AuthProvider,
  BackendProvider,
  PlayerProvider,
  type Backend,
} from '@/lib/backend'

type AppProvidersProps = {
  backend: Backend
  children: ReactNode
  /** Tests give theirs; otherwise the app makes its one client. */
  queryClient?: QueryClient
}

/**
 * What every page needs: the backend, React Query's one client (every read
 * a query and every write a mutation, decision 078), who is signed in and
 * who plays. Not react-helmet-async's
 * HelmetProvider: with React 19 it renders only its children, and a page's
 * `<Seo>` (lib/seo) writes its head tags through React itself, so the
 * library loads with the pages that use it.
 */
export function AppProviders({
  backend,
  children,
  queryClient,
}: AppProvidersProps) {
  return (
    <BackendProvider backend={backend}>
      <AppQueryClient client={queryClient}>
        <AuthProvider>
          <PlayerProvider>
            {children}
            <ToastOutlet />
          </PlayerProvider>
        </AuthProvider>
      </AppQueryClient>
    </BackendProvider>
  )
}
