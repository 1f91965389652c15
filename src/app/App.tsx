import { useState } from 'react'
import { RouterProvider, type createBrowserRouter } from 'react-router-dom'

import { createAppBackend } from '@/lib/backend'
import { envResult, getSiteUrl } from '@/lib/env'

import { AppErrorBoundary } from './AppErrorBoundary'
import { AppProviders } from './AppProviders'
import { createQueryClient } from './queryClient'

type AppProps = { router: ReturnType<typeof createBrowserRouter> }

export function App({ router }: AppProps) {
  const [queryClient] = useState(createQueryClient)
  // Supabase when both variables are set, else the device backend (lib/env).
  const [backend] = useState(() =>
    createAppBackend(
      envResult.ok ? envResult.env.backend : { kind: 'device' },
      getSiteUrl(),
    ),
  )
  return (
    <AppErrorBoundary>
      <AppProviders queryClient={queryClient} backend={backend}>
        <RouterProvider router={router} />
      </AppProviders>
    </AppErrorBoundary>
  )
}
