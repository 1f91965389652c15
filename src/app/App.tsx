import { useState } from 'react'
import { RouterProvider, type createBrowserRouter } from 'react-router-dom'

import { createBrowserGuestBackend } from '@/lib/backend'

import { AppErrorBoundary } from './AppErrorBoundary'
import { AppProviders } from './AppProviders'
import { createQueryClient } from './queryClient'

type AppProps = { router: ReturnType<typeof createBrowserRouter> }

export function App({ router }: AppProps) {
  const [queryClient] = useState(createQueryClient)
  const [backend] = useState(createBrowserGuestBackend)
  return (
    <AppErrorBoundary>
      <AppProviders queryClient={queryClient} backend={backend}>
        <RouterProvider router={router} />
      </AppProviders>
    </AppErrorBoundary>
  )
}
