import { useQuery } from '@tanstack/react-query'
import {
  createContext,
  use,
  useCallback,
  useMemo,
  useState,
  type ReactNode,
} from 'react'

import { readActiveProfileId, writeActiveProfileId } from './activeProfile'
import { useAuth } from './AuthContext'
import { useBackend } from './BackendContext'
import { familyQueryOptions } from './queries'
import type { ChildProfile, Family } from './types'

/**
 * Who plays on this device (decision 028): a guest, or a child of the
 * signed-in family chosen on "Who's playing?" and remembered on the device.
 */
export type PlayerState = {
  /** Until the session, and for a family its profiles, are known. */
  loading: boolean
  /** The signed-in family; undefined for a guest or while loading. */
  family: Family | undefined
  /** The family could not be read (the UI offers "Try again"). */
  familyError: boolean
  retryFamily: () => void
  /** The child playing; null for a guest or before one is chosen. */
  player: ChildProfile | null
  /** Sets (or, with null, clears) the child playing on this device. */
  choosePlayer: (profileId: string | null) => void
}

const PlayerContext = createContext<PlayerState | null>(null)

export function PlayerProvider({ children }: { children: ReactNode }) {
  const backend = useBackend()
  const auth = useAuth()
  const userId = auth.user?.id ?? null
  const family = useQuery({
    ...familyQueryOptions(backend),
    enabled: userId !== null,
  })
  // Bumped after a choice is saved, so the saved choice is read again.
  const [saved, setSaved] = useState(0)
  const profiles = family.data?.profiles
  const { refetch } = family

  const player = useMemo(() => {
    void saved
    if (userId === null || !profiles) return null
    const id = readActiveProfileId(window.localStorage, userId, profiles)
    return profiles.find((profile) => profile.id === id) ?? null
  }, [userId, profiles, saved])

  const choosePlayer = useCallback(
    (profileId: string | null) => {
      if (userId === null) return
      writeActiveProfileId(window.localStorage, userId, profileId)
      setSaved((count) => count + 1)
    },
    [userId],
  )

  const state = useMemo<PlayerState>(
    () => ({
      loading: auth.loading || (userId !== null && family.isPending),
      family: userId === null ? undefined : family.data,
      familyError: family.isError,
      retryFamily: () => void refetch(),
      player,
      choosePlayer,
    }),
    [
      auth.loading,
      userId,
      family.isPending,
      family.data,
      family.isError,
      refetch,
      player,
      choosePlayer,
    ],
  )

  return <PlayerContext value={state}>{children}</PlayerContext>
}

export function usePlayer(): PlayerState {
  const state = use(PlayerContext)
  if (!state) throw new Error('usePlayer needs a <PlayerProvider>')
  return state
}
