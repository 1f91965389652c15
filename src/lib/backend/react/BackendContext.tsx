import { createContext, use, type ReactNode } from 'react'

import type { Backend } from '../contract/backend'

const BackendContext = createContext<Backend | null>(null)

type BackendProviderProps = { backend: Backend; children: ReactNode }

export function BackendProvider({ backend, children }: BackendProviderProps) {
  return <BackendContext value={backend}>{children}</BackendContext>
}

export function useBackend(): Backend {
  const backend = use(BackendContext)
  if (!backend) throw new Error('useBackend needs a <BackendProvider>')
  return backend
}
