import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { HelmetProvider } from 'react-helmet-async'

import { ToastOutlet } from '@/components/ui/ToastOutlet'

type AppProvidersProps = { queryClient: QueryClient; children: ReactNode }

export function AppProviders({ queryClient, children }: AppProvidersProps) {
  return (
    <HelmetProvider>
      <QueryClientProvider client={queryClient}>
        {children}
        <ToastOutlet />
      </QueryClientProvider>
    </HelmetProvider>
  )
}
