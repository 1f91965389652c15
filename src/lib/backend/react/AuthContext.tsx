import { useQueryClient } from '@tanstack/react-query'
import {
  createContext,
  startTransition,
  use,
  useEffect,
  useState,
  type ReactNode,
} from 'react'

import type { AuthSession, AuthUser } from '../contract/types'
import { resetPlayerData } from './AppQueryClient'
import { useBackend } from './BackendContext'

/**
 * Who is signed in (spec section 4): loading, with no user or session, until
 * the first session lookup or auth event; then the session's user or null.
 */
export type AuthState = {
  loading: boolean
  user: AuthUser | null
  session: AuthSession | null
}

const LOADING: AuthState = { loading: true, user: null, session: null }

const AuthContext = createContext<AuthState | null>(null)

export function AuthProvider({ children }: { children: ReactNode }) {
  const backend = useBackend()
  const queryClient = useQueryClient()
  const [state, setState] = useState<AuthState>(LOADING)

  useEffect(() => {
    let active = true
    let heardEvent = false
    // A transition: the whole page reads this state, and an urgent update
    // would make React hydrate every part of a prerendered page that is not
    // live yet in one long, blocking pass (see components/HydrateInSlices).
    const settle = (session: AuthSession | null) => {
      if (!active) return
      startTransition(() => {
        setState({ loading: false, user: session?.user ?? null, session })
      })
    }
    const unsubscribe = backend.onAuthChange((event, session) => {
      heardEvent = true
      settle(session)
      if (event === 'SIGNED_IN' || event === 'SIGNED_OUT') {
        // Another player's progress and rank: fetch them afresh.
        resetPlayerData(queryClient, { signedOut: event === 'SIGNED_OUT' })
      }
    })
    backend.getSession().then(
      (session) => {
        if (!heardEvent) settle(session)
      },
      (error: unknown) => {
        console.error('Could not read the session:', error)
        if (!heardEvent) settle(null)
      },
    )
    return () => {
      active = false
      unsubscribe()
    }
  }, [backend, queryClient])

  return <AuthContext value={state}>{children}</AuthContext>
}

export function useAuth(): AuthState {
  const state = use(AuthContext)
  if (!state) throw new Error('useAuth needs an <AuthProvider>')
  return state
}
