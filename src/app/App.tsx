import { useState } from 'react'
import { RouterProvider, type createBrowserRouter } from 'react-router-dom'

import { AppErrorBoundary } from './AppErrorBoundary'
import { AppProviders } from './AppProviders'
import { createQueryClient } from './queryClient'

type AppProps = { router: ReturnType<typeof createBrowserRouter> }

export function App({ router }: AppProps) {
  const [queryClient] = useState(createQueryClient)
  return (
    <AppErrorBoundary>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </AppErrorBoundary>
  )
}
