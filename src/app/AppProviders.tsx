import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { HelmetProvider } from 'react-helmet-async'

import { ToastOutlet } from '@/components/ui/ToastOutlet'
import {
  AuthProvider,
  BackendProvider,
  PlayerProvider,
  type Backend,
} from '@/lib/backend'

type AppProvidersProps = {
  queryClient: QueryClient
  backend: Backend
  children: ReactNode
}

export function AppProviders({
  queryClient,
  backend,
  children,
}: AppProvidersProps) {
  return (
    <HelmetProvider>
      <QueryClientProvider client={queryClient}>
        <BackendProvider backend={backend}>
          <AuthProvider>
            <PlayerProvider>
              {children}
              <ToastOutlet />
            </PlayerProvider>
          </AuthProvider>
        </BackendProvider>
      </QueryClientProvider>
    </HelmetProvider>
  )
}
