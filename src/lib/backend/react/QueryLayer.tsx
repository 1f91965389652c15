import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query'
import { use, type ComponentType, type ReactNode } from 'react'

import { useBackend } from './BackendContext'
import { sharedQueryClient } from './queryClient'

/**
 * React Query for the features that read data (progress, the leaderboard,
 * the coloring art), provided where they render instead of around the whole
 * app: content pages never download or run it (decision 030). Every layer
 * shares the page's one client; a client provided further up (tests) wins.
 */
export function QueryLayer({ children }: { children: ReactNode }) {
  const outer = use(QueryClientContext)
  const backend = useBackend()
  if (outer) return children
  return (
    <QueryClientProvider client={sharedQueryClient(backend.kind)}>
      {children}
    </QueryClientProvider>
  )
}

/** `Component` inside a QueryLayer. */
export function withQueryLayer<Props extends object>(
  Component: ComponentType<Props>,
): ComponentType<Props> {
  function WithQueryLayer(props: Props) {
    return (
      <QueryLayer>
        <Component {...props} />
      </QueryLayer>
    )
  }
  WithQueryLayer.displayName = `WithQueryLayer(${Component.displayName ?? Component.name})`
  return WithQueryLayer
}
