import type { QueryClient } from '@tanstack/react-query'
import type { ReactNode } from 'react'

import { ToastOutlet } from '@/components/ui/ToastOutlet'
import {
  AuthProvider,
  BackendProvider,
  PlayerProvider,
  type Backend,
} from '@/lib/backend'

type AppProvidersProps = {
  backend: Backend
  children: ReactNode
  /** Tests give theirs; the app's is made on first use (queryClient.ts). */
  queryClient?: QueryClient
}

/**
 * What every page needs. React Query is not here: the features that read
 * data bring it in a QueryLayer (decision 030). Nor is react-helmet-async's
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
      <AuthProvider>
        <PlayerProvider queryClient={queryClient}>
          {children}
          <ToastOutlet />
        </PlayerProvider>
      </AuthProvider>
    </BackendProvider>
  )
}
