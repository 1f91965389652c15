import { useState, type ReactNode } from 'react'

import { createAppBackend } from '@/lib/backend'
import { envResult, getSiteUrl } from '@/lib/env'

import { AppErrorBoundary } from './AppErrorBoundary'
import { AppProviders } from './AppProviders'
import { loadQuestionBank } from './loadQuestionBank'

type AppProps = {
  /** The router: RouterProvider in the browser, StaticRouterProvider when prerendering. */
  children: ReactNode
}

/**
 * Everything around the router, identical in the browser and in the
 * prerender (src/entry-server.tsx), so hydration sees the same tree.
 */
export function App({ children }: AppProps) {
  // Supabase when both variables are set, else the device backend (lib/env).
  // Created lazily: nothing here touches the network or browser storage
  // until an effect asks, so it is safe while prerendering.
  const [backend] = useState(() =>
    createAppBackend(
      envResult.ok ? envResult.env.backend : { kind: 'device' },
      getSiteUrl(),
      loadQuestionBank,
    ),
  )
  return (
    <AppErrorBoundary>
      <AppProviders backend={backend}>{children}</AppProviders>
    </AppErrorBoundary>
  )
}
