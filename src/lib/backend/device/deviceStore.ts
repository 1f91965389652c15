import type { LoadQuestionBank } from '@/lib/quiz/bank'

import { BackendError } from '../contract/errors'
import {
  GROWN_UP_WINDOW_MS,
  type AuthListener,
  type ChildProfile,
  type GameType,
} from '../contract/types'
import { PBKDF2_ITERATIONS } from '../rules/passwords'
import { funNameKey, profileProblem } from '../rules/profileRules'
import { createQuizRounds } from '../rules/quizRounds'
import {
  readDeviceData,
  readDeviceSession,
  writeDeviceData,
  type DeviceData,
  type DeviceFamily,
  type DeviceProfile,
} from './deviceData'
import { createGuestStore, type GuestStore } from './guestStore'
import { expireDeviceData } from './retention'

/**
 * What the device backend's areas share (decisions 016 and 028): families
 * kept in this browser's storage (stored format: deviceData.ts), the
 * signed-in family, its open game sessions and the auth listeners. Each area
 * (auth.ts, profiles.ts, pin.ts, rounds.ts, leaderboard.ts) reads and writes
 * through it.
 */

export type DeviceBackendOptions = {
  storage: Storage
  /** The quiz's question bank, handed in by the app (lib never imports data). */
  loadBank: LoadQuestionBank
  /** PBKDF2 iterations for new passwords and PINs (tests use fewer). */
  iterations?: number
  now?: () => number
}

type OpenSession = {
  familyId: string
  profileId: string
  gameType: GameType
  /** A quiz's drawn questions, in order: only their answers are marked. */
  questionIds?: string[]
}

export const iso = (ms: number) => new Date(ms).toISOString()

export function toProfile(profile: DeviceProfile): ChildProfile {
  return {
    id: profile.id,
    funName: profile.funName,
    avatar: profile.avatar,
    ageBand: profile.ageBand,
    hiddenFromLeaderboard: profile.hidden,
    createdAt: iso(profile.createdAt),
  }
}

const notSignedIn = () =>
  new BackendError('not-signed-in', 'Please sign in first.')
const noProfile = () =>
  new BackendError('profile-not-found', 'This child profile is not here.')

// Runs `fn` as a promise, so a storage failure rejects instead of throwing.
export const later = <T>(fn: () => T): Promise<T> => Promise.resolve().then(fn)

export function createDeviceStore({
  storage,
  iterations = PBKDF2_ITERATIONS,
  now = Date.now,
  loadBank,
}: DeviceBackendOptions) {
  const guest: GuestStore = createGuestStore(storage)
  const listeners = new Set<AuthListener>()
  const sessions = new Map<string, OpenSession>()

  const read = () => readDeviceData(storage)
  const write = (data: DeviceData) => writeDeviceData(storage, data)

  // On start-up, what is kept no longer is deleted (decision 075).
  try {
    const stored = read()
    const kept = expireDeviceData(stored, now())
    if (kept !== stored) write(kept)
  } catch (error) {
    console.warn('Could not delete the expired data on this device:', error)
  }

  function currentFamily(data: DeviceData = read()): DeviceFamily | null {
    const id = readDeviceSession(storage)
    return data.families.find((family) => family.id === id) ?? null
  }

  function signedIn(data: DeviceData = read()): DeviceFamily {
    const family = currentFamily(data)
    if (!family) throw notSignedIn()
    return family
  }

  function profileOf(family: DeviceFamily, profileId: string): DeviceProfile {
    const profile = family.profiles.find((p) => p.id === profileId)
    if (!profile) throw noProfile()
    return profile
  }

  /** Applies `change` to the signed-in family, reading afresh, and saves. */
  function updateFamily(change: (family: DeviceFamily) => DeviceFamily) {
    const data = read()
    const family = signedIn(data)
    const updated = change(family)
    write({
      ...data,
      families: data.families.map((f) => (f.id === family.id ? updated : f)),
    })
    return updated
  }

  function takenNames(data: DeviceData, except?: string): Set<string> {
    return new Set(
      data.families
        .flatMap((family) => family.profiles)
        .filter((profile) => profile.id !== except)
        .map((profile) => funNameKey(profile.funName)),
    )
  }

  function checkProfile(
    data: DeviceData,
    input: Parameters<typeof profileProblem>[0],
    except?: string,
  ) {
    const problem = profileProblem(input)
    if (problem) {
      throw new BackendError('invalid-input', `This ${problem} is not allowed.`)
    }
    if (
      input.funName !== undefined &&
      takenNames(data, except).has(funNameKey(input.funName))
    ) {
      throw new BackendError('name-taken', 'This fun name is already taken.')
    }
  }

  /**
   * Changes to the family need the PIN once there is one: a right PIN (or
   * setting one) opens the grown-up window for `GROWN_UP_WINDOW_MS`, and a
   * change does not keep it open longer (decision 069).
   */
  function grownUpChange(family: DeviceFamily) {
    const open = family.pin === null || (family.grownUpUntil ?? 0) > now()
    if (!open) {
      throw new BackendError('wrong-pin', 'The parent PIN is needed again.')
    }
  }
  const openWindow = (f: DeviceFamily): DeviceFamily =>
    f.pin === null ? f : { ...f, grownUpUntil: now() + GROWN_UP_WINDOW_MS }

  return {
    storage,
    iterations,
    now,
    guest,
    quiz: createQuizRounds(loadBank),
    listeners,
    sessions,
    read,
    write,
    currentFamily,
    signedIn,
    profileOf,
    updateFamily,
    checkProfile,
    grownUpChange,
    openWindow,
  }
}

export type DeviceStore = ReturnType<typeof createDeviceStore>
