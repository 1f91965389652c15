import {
  createContext,
  use,
  useCallback,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react'

import { useAuth } from './AuthContext'
import type { Backend } from './backend'
import { useBackend } from './BackendContext'
import type { ChildProfile, Family } from './types'

/**
 * Who plays on this device (decision 028): a guest, or a child of the
 * signed-in family chosen on "Who's playing?" and remembered on the device.
 * In the first load, so it reads the family without React Query (decision
 * 030): one read per sign-in, and again when the family changes.
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

/**
 * The last read of a family, kept with the account it belongs to, and the
 * child this device remembers for it (checked against its profiles).
 */
type FamilyRead = {
  userId: string
  family?: Family
  failed?: boolean
  chosenId?: string | null
}

/**
 * The remembered choice, checked and stored by activeProfile.ts; loaded
 * with the first family read, so guests never download it (decision 030).
 */
const loadActiveProfile = () => import('./activeProfile')

const PlayerContext = createContext<PlayerState | null>(null)

async function readFamily(
  backend: Backend,
  userId: string,
): Promise<FamilyRead> {
  try {
    const [family, { readActiveProfileId }] = await Promise.all([
      backend.getFamily(),
      loadActiveProfile(),
    ])
    const chosenId = readActiveProfileId(
      window.localStorage,
      userId,
      family.profiles,
    )
    return { userId, family, chosenId }
  } catch (error) {
    console.error('Could not read the family:', error)
    return { userId, failed: true }
  }
}

/** A failed read again does not hide a family already read. */
function keepReadable(last: FamilyRead | null, next: FamilyRead): FamilyRead {
  return next.failed && last?.userId === next.userId && last.family
    ? last
    : next
}

export function PlayerProvider({ children }: { children: ReactNode }) {
  const backend = useBackend()
  const auth = useAuth()
  const userId = auth.user?.id ?? null
  const [read, setRead] = useState<FamilyRead | null>(null)

  const refreshFamily = useCallback(async () => {
    if (userId === null) return
    const next = await readFamily(backend, userId)
    setRead((last) => keepReadable(last, next))
  }, [backend, userId])

  useEffect(() => {
    if (userId === null) return
    let active = true
    void readFamily(backend, userId).then((next) => {
      if (active) setRead((last) => keepReadable(last, next))
    })
    return () => {
      active = false
    }
  }, [backend, userId])

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
