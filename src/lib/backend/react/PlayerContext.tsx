import { useQuery } from '@tanstack/react-query'
import {
  createContext,
  use,
  useCallback,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react'

import type { ChildProfile, Family } from '../contract/types'
import {
  readActiveProfileId,
  rememberShownPlayer,
  writeActiveProfileId,
} from '../device/activeProfile'
import { useAuth } from './AuthContext'
import { useBackend } from './BackendContext'
import { familyQueryOptions } from './family'

/**
 * Who plays on this device (decision 028): a guest, or a child of the
 * signed-in family chosen on "Who's playing?" and remembered on the device.
 * The family itself is a query of the app's one client (family.ts): one
 * read per sign-in, and again when a change invalidates
 * `backendKeys.family()`.
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

const PlayerContext = createContext<PlayerState | null>(null)

export function PlayerProvider({ children }: { children: ReactNode }) {
  const backend = useBackend()
  const auth = useAuth()
  const userId = auth.user?.id ?? null
  const familyRead = useQuery({
    ...familyQueryOptions(backend, userId ?? ''),
    enabled: userId !== null,
  })
  // A choice made here since the last read of the family; each read takes
  // the one this device remembers for the account (activeProfile.ts).
  const [choice, setChoice] = useState<{
    read: number
    userId: string
    id: string | null
  } | null>(null)

  const family = userId === null ? undefined : familyRead.data
  const profiles = family?.profiles
  const remembered = useMemo(
    () =>
      userId === null || !profiles
        ? null
        : readActiveProfileId(window.localStorage, userId, profiles),
    [userId, profiles],
  )
  const chosenId =
    choice?.userId === userId && choice.read === familyRead.dataUpdatedAt
      ? choice.id
      : remembered
  const player = useMemo(
    () => profiles?.find((profile) => profile.id === chosenId) ?? null,
    [profiles, chosenId],
  )

  const { dataUpdatedAt, refetch } = familyRead
  const choosePlayer = useCallback(
    (profileId: string | null) => {
      if (userId === null) return
      setChoice({ read: dataUpdatedAt, userId, id: profileId })
      writeActiveProfileId(window.localStorage, userId, profileId)
    },
    [userId, dataUpdatedAt],
  )
  const refreshFamily = useCallback(
    () => refetch().then(() => undefined),
    [refetch],
  )

  const loading = auth.loading || (userId !== null && familyRead.isPending)
  const familyError =
    userId !== null && family === undefined && familyRead.isError
  // Known, the child playing (or nobody) is kept for the next first paint.
  const shownName = player?.funName ?? null
  useEffect(() => {
    if (!loading && !familyError) {
      rememberShownPlayer(window.localStorage, shownName)
    }
  }, [loading, familyError, shownName])
  const state = useMemo<PlayerState>(
    () => ({
      loading,
      family,
      familyError,
      refreshFamily,
      player,
      choosePlayer,
    }),
    [loading, family, familyError, refreshFamily, player, choosePlayer],
  )

  return <PlayerContext value={state}>{children}</PlayerContext>
}

export function usePlayer(): PlayerState {
  const state = use(PlayerContext)
  if (!state) throw new Error('usePlayer needs a <PlayerProvider>')
  return state
}
