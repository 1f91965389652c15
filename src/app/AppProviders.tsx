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
  backend: Backend
  children: ReactNode
}

/**
 * What every page needs. React Query is not here: the features that read
 * data bring it in a QueryLayer (decision 030).
 */
export function AppProviders({ backend, children }: AppProvidersProps) {
  return (
    <HelmetProvider>
      <BackendProvider backend={backend}>
        <AuthProvider>
          <PlayerProvider>
            {children}
            <ToastOutlet />
          </PlayerProvider>
        </AuthProvider>
      </BackendProvider>
    </HelmetProvider>
  )
}
