import type { QueryClient } from '@tanstack/react-query'
import {
  createContext,
  use,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react'

import type { ChildProfile, Family } from '../contract/types'
import { useAuth } from './AuthContext'
import { useBackend } from './BackendContext'
import type { FamilyRead, FamilyWatch } from './familyQuery'

/**
 * Who plays on this device (decision 028): a guest, or a child of the
 * signed-in family chosen on "Who's playing?" and remembered on the device.
 * The family itself is React Query's (familyQuery.ts): one read per
 * sign-in, and again when a change invalidates `backendKeys.family()`.
 */
export type PlayerState = {
  /** Until the session, and for a family its profiles, are known. */
  loading: boolean
  /** The signed-in family; undefined for a guest or while loading. */
  family: Family | undefined
  /** The family could not be read (the UI offers "Try again"). */
  familyError: boolean
  /** Reads the family again (after a change); resolves when it is read. */
  refreshFamily: () => Promise<void>
  /** The child playing; null for a guest or before one is chosen. */
  player: ChildProfile | null
  /** Sets (or, with null, clears) the child playing on this device. */
  choosePlayer: (profileId: string | null) => void
}

type PlayerProviderProps = {
  children: ReactNode
  /** The query client holding the family; the app's own unless given. */
  queryClient?: QueryClient
}

/**
 * The family lives in React Query (familyQuery.ts), loaded with the first
 * family read, so guests never download it (decision 030); so does the
 * remembered choice of child (activeProfile.ts).
 */
const loadFamilyQuery = () => import('./familyQuery')
const loadActiveProfile = () => import('../device/activeProfile')

const PlayerContext = createContext<PlayerState | null>(null)

export function PlayerProvider({ children, queryClient }: PlayerProviderProps) {
  const backend = useBackend()
  const auth = useAuth()
  const userId = auth.user?.id ?? null
  const [read, setRead] = useState<FamilyRead | null>(null)
  const watch = useRef<FamilyWatch | null>(null)

  useEffect(() => {
    if (userId === null) return
    let active = true
    void loadFamilyQuery().then(({ watchFamily }) => {
      if (!active) return
      watch.current = watchFamily(
        { backend, userId, client: queryClient, storage: window.localStorage },
        setRead,
      )
    })
    return () => {
      active = false
      watch.current?.stop()
      watch.current = null
    }
  }, [backend, userId, queryClient])

  const refreshFamily = useCallback(
    () => watch.current?.refetch() ?? Promise.resolve(),
    [],
  )

  // A read of another account (before a sign-out or switch) does not count.
  const current = userId !== null && read?.userId === userId ? read : null
  const profiles = current?.family?.profiles

  const chosenId = current?.chosenId ?? null
  const player = useMemo(
    () => profiles?.find((profile) => profile.id === chosenId) ?? null,
    [profiles, chosenId],
  )

  const choosePlayer = useCallback(
    (profileId: string | null) => {
      if (userId === null) return
      setRead((last) =>
        last?.userId === userId ? { ...last, chosenId: profileId } : last,
      )
      void loadActiveProfile().then(({ writeActiveProfileId }) => {
        writeActiveProfileId(window.localStorage, userId, profileId)
      })
    },
    [userId],
  )

  const state = useMemo<PlayerState>(
    () => ({
      loading: auth.loading || (userId !== null && current === null),
      family: current?.family,
      familyError: current?.failed === true,
      refreshFamily,
      player,
      choosePlayer,
    }),
    [auth.loading, userId, current, refreshFamily, player, choosePlayer],
  )

  return <PlayerContext value={state}>{children}</PlayerContext>
}

export function usePlayer(): PlayerState {
  const state = use(PlayerContext)
  if (!state) throw new Error('usePlayer needs a <PlayerProvider>')
  return state
}
