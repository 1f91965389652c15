import { writeActiveProfileId } from './activeProfile'
import { NOTHING_TO_SEND, type Backend } from './backend'
import {
  forgetDeviceSession,
  readDeviceData,
  readDeviceSession,
  writeDeviceData,
  writeDeviceSession,
  type DeviceData,
  type DeviceFamily,
  type DeviceProfile,
} from './deviceData'
import { BackendError } from './errors'
import { childReport, earnedBadges, playedRounds } from './familyReport'
import { createGuestStore, progressFrom } from './guestStore'
import { hashPassword, PBKDF2_ITERATIONS, verifyPassword } from './passwords'
import {
  canAddProfile,
  funNameKey,
  isValidPin,
  profileProblem,
} from './profileRules'
import {
  clampLeaderboardLimit,
  rankPlayers,
  type RankablePlayer,
} from './ranking'
import { addResult, isValidResult, newBadges, pointsFor } from './scoring'
import {
  GROWN_UP_WINDOW_MS,
  PIN_LOCK_MS,
  PIN_MAX_MISSES,
  PIN_RESET_WINDOW_MS,
  type AuthListener,
  type AuthSession,
  type ChildProfile,
  type GameType,
  type LeaderboardEntry,
} from './types'

export { DEVICE_ACCOUNTS_KEY, DEVICE_SESSION_KEY } from './deviceData'
export { PIN_LOCK_MS, PIN_MAX_MISSES } from './types'

/**
 * The embedded backend used when no Supabase project is configured
 * (decisions 016 and 028): families kept in this browser's localStorage,
 * the parent's password and PIN hashed with PBKDF2, the same scoring and
 * badge rules as the server, and a leaderboard of the children of this
 * device. Guests' results stay in the guest store until the first child
 * profile of a family takes them over. Stored format: deviceData.ts.
 */

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

type DeviceBackendOptions = {
  storage: Storage
  /** PBKDF2 iterations for new passwords and PINs (tests use fewer). */
  iterations?: number
  now?: () => number
}

type OpenSession = { familyId: string; profileId: string; gameType: GameType }

const iso = (ms: number) => new Date(ms).toISOString()

function toProfile(profile: DeviceProfile): ChildProfile {
  return {
    id: profile.id,
    funName: profile.funName,
    avatar: profile.avatar,
    ageBand: profile.ageBand,
    hiddenFromLeaderboard: profile.hidden,
    createdAt: iso(profile.createdAt),
  }
}

function rankable(profile: DeviceProfile): RankablePlayer {
  const valid = profile.results.filter(isValidResult)
  // When the total last changed: the last result that scored.
  const scoring = valid.filter((result) => pointsFor(result) > 0)
  return {
    profileId: profile.id,
    funName: profile.funName,
    avatar: profile.avatar,
    progress: progressFrom(valid),
    reachedAt: scoring.at(-1)?.at ?? profile.createdAt,
  }
}

const notSignedIn = () =>
  new BackendError('not-signed-in', 'Please sign in first.')
const noProfile = () =>
  new BackendError('profile-not-found', 'This child profile is not here.')

export function createDeviceBackend({
  storage,
  iterations = PBKDF2_ITERATIONS,
  now = Date.now,
}: DeviceBackendOptions): Backend {
  const guest = createGuestStore(storage)
  const listeners = new Set<AuthListener>()
  const sessions = new Map<string, OpenSession>()

  const read = () => readDeviceData(storage)
  const write = (data: DeviceData) => writeDeviceData(storage, data)

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

  const sessionOf = (family: DeviceFamily): AuthSession => ({
    user: { id: family.id, email: family.email },
    expiresAt: null,
  })

  function emit(
    event: 'SIGNED_IN' | 'SIGNED_OUT',
    session: AuthSession | null,
  ) {
    for (const listener of listeners) listener(event, session)
  }

  function signInAs(family: DeviceFamily): AuthSession {
    writeDeviceSession(storage, family.id)
    updateFamily((f) => ({ ...f, signedInAt: now() }))
    const session = sessionOf(family)
    emit('SIGNED_IN', session)
    return session
  }

  function signOutHere() {
    sessions.clear()
    forgetDeviceSession(storage)
    emit('SIGNED_OUT', null)
  }

  /** Every child on this device who may be listed (has results, not hidden). */
  function board(data: DeviceData, alsoShow?: string): LeaderboardEntry[] {
    const players = data.families
      .flatMap((family) => family.profiles)
      .filter((p) => p.results.length > 0 && (!p.hidden || p.id === alsoShow))
      .map(rankable)
    return rankPlayers(players)
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
   * setting one) within the grown-up window, which each change extends.
   */
  function grownUpChange(family: DeviceFamily) {
    const open = family.pin === null || (family.grownUpUntil ?? 0) > now()
    if (!open) {
      throw new BackendError('wrong-pin', 'The parent PIN is needed again.')
    }
  }
  const extendWindow = (f: DeviceFamily): DeviceFamily =>
    f.pin === null ? f : { ...f, grownUpUntil: now() + GROWN_UP_WINDOW_MS }

  // Runs `fn` as a promise, so a storage failure rejects instead of throwing.
  const later = <T>(fn: () => T): Promise<T> => Promise.resolve().then(fn)

  return {
    kind: 'device',

    getSession: () =>
      later(() => {
        const family = currentFamily()
        return family ? sessionOf(family) : null
      }),

    onAuthChange(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },

    async signUp({ email, password, parentConsent, policyVersion }) {
      const address = email.trim().toLowerCase()
      if (!EMAIL.test(address)) {
        throw new BackendError('invalid-input', 'Invalid email address')
      }
      if (password.length < 6) {
        throw new BackendError(
          'invalid-input',
          'Password must be at least 6 characters',
        )
      }
      // The type says `true`; a caller outside TypeScript could send less.
      if ((parentConsent as boolean) !== true || policyVersion === '') {
        throw new BackendError(
          'invalid-input',
          'A parent or guardian must confirm they are 18 or older.',
        )
      }
      if (read().families.some((family) => family.email === address)) {
        throw new BackendError('already-registered', 'User already registered')
      }
      const stored = await hashPassword(password, iterations)
      const at = now()
      const family: DeviceFamily = {
        id: crypto.randomUUID(),
        email: address,
        password: stored,
        createdAt: at,
        consentedAt: at,
        policyVersion,
        pin: null,
        pinMisses: 0,
        pinLockedUntil: 0,
        profiles: [],
      }
      // Read again: another tab may have written while we hashed.
      const latest = read()
      if (latest.families.some((f) => f.email === address)) {
        throw new BackendError('already-registered', 'User already registered')
      }
      write({ ...latest, families: [...latest.families, family] })
      return signInAs(family)
    },

    async signIn({ email, password }) {
      const address = email.trim().toLowerCase()
      const family = read().families.find((f) => f.email === address)
      const ok = family
        ? await verifyPassword(password, family.password)
        : false
      if (!family || !ok) {
        throw new BackendError(
          'invalid-credentials',
          'Invalid login credentials',
        )
      }
      return signInAs(family)
    },

    signInWithGoogle: () =>
      Promise.reject(
        new BackendError(
          'unknown',
          'Google sign-in needs a Supabase project. In this demo, sign up with your email instead.',
        ),
      ),

    signOut: () => later(signOutHere),

    giveParentConsent: (policyVersion) =>
      later(() => {
        if (policyVersion === '') {
          throw new BackendError('invalid-input', 'Which policy version?')
        }
        updateFamily((f) => ({ ...f, consentedAt: now(), policyVersion }))
      }),

    async changePassword({ currentPassword, newPassword }) {
      const family = signedIn()
      if (!(await verifyPassword(currentPassword, family.password))) {
        throw new BackendError(
          'invalid-credentials',
          'Invalid login credentials',
        )
      }
      if (newPassword.length < 6) {
        throw new BackendError(
          'invalid-input',
          'Password must be at least 6 characters',
        )
      }
      const password = await hashPassword(newPassword, iterations)
      updateFamily((f) => ({ ...f, password }))
    },

    deleteAccount: () =>
      later(() => {
        const data = read()
        const family = signedIn(data)
        grownUpChange(family)
        write({
          ...data,
          families: data.families.filter((f) => f.id !== family.id),
        })
        writeActiveProfileId(storage, family.id, null)
        signOutHere()
      }),

    getFamily: () =>
      later(() => {
        const family = signedIn()
        return {
          parentEmail: family.email,
          consentedAt:
            family.consentedAt === null ? null : iso(family.consentedAt),
          policyVersion: family.policyVersion,
          hasPin: family.pin !== null,
          profiles: family.profiles.map(toProfile),
        }
      }),

    addProfile: (input) =>
      later(() => {
        const data = read()
        const family = signedIn(data)
        if (family.consentedAt === null) {
          throw new BackendError(
            'invalid-input',
            'A parent or guardian must confirm they are 18 or older first.',
          )
        }
        grownUpChange(family)
        if (!canAddProfile(family.profiles.length)) {
          throw new BackendError(
            'profile-limit',
            'A family has 6 profiles at most.',
          )
        }
        checkProfile(data, input)
        // A guest who signed up brings their results to the first child.
        const taken = family.profiles.length === 0 ? guest.results() : []
        const at = now()
        const profile: DeviceProfile = {
          id: crypto.randomUUID(),
          funName: input.funName,
          avatar: input.avatar,
          ageBand: input.ageBand ?? null,
          hidden: false,
          createdAt: at,
          results: taken.map((result) => ({ ...result, at })),
        }
        updateFamily((f) =>
          extendWindow({ ...f, profiles: [...f.profiles, profile] }),
        )
        if (taken.length > 0) guest.clear()
        return toProfile(profile)
      }),

    updateProfile: (profileId, changes) =>
      later(() => {
        const data = read()
        const family = signedIn(data)
        const profile = profileOf(family, profileId)
        grownUpChange(family)
        checkProfile(data, changes, profileId)
        const updated: DeviceProfile = {
          ...profile,
          funName: changes.funName ?? profile.funName,
          avatar: changes.avatar ?? profile.avatar,
          ageBand:
            changes.ageBand === undefined ? profile.ageBand : changes.ageBand,
          hidden: changes.hiddenFromLeaderboard ?? profile.hidden,
        }
        updateFamily((f) =>
          extendWindow({
            ...f,
            profiles: f.profiles.map((p) => (p.id === profileId ? updated : p)),
          }),
        )
        return toProfile(updated)
      }),

    deleteProfile: (profileId) =>
      later(() => {
        const family = signedIn()
        profileOf(family, profileId)
        grownUpChange(family)
        updateFamily((f) =>
          extendWindow({
            ...f,
            profiles: f.profiles.filter((p) => p.id !== profileId),
          }),
        )
        for (const [id, open] of sessions) {
          if (open.profileId === profileId) sessions.delete(id)
        }
      }),

    async setParentPin({ pin, currentPin }) {
      const family = signedIn()
      if (!isValidPin(pin)) {
        throw new BackendError('invalid-input', 'The PIN must be 4 digits.')
      }
      if (family.pin !== null) {
        const ok =
          currentPin !== undefined &&
          (await verifyPassword(currentPin, family.pin))
        if (!ok) throw new BackendError('wrong-pin', 'That is not the PIN.')
      }
      const stored = await hashPassword(pin, iterations)
      updateFamily((f) =>
        extendWindow({ ...f, pin: stored, pinMisses: 0, pinLockedUntil: 0 }),
      )
    },

    async resetParentPin(pin) {
      const family = signedIn()
      if (!isValidPin(pin)) {
        throw new BackendError('invalid-input', 'The PIN must be 4 digits.')
      }
      if ((family.signedInAt ?? 0) + PIN_RESET_WINDOW_MS < now()) {
        throw new BackendError(
          'wrong-pin',
          'Sign in again with the password to replace a forgotten PIN.',
        )
      }
      const stored = await hashPassword(pin, iterations)
      updateFamily((f) =>
        extendWindow({ ...f, pin: stored, pinMisses: 0, pinLockedUntil: 0 }),
      )
    },

    async verifyParentPin(pin) {
      const family = signedIn()
      if (family.pin === null) return false
      if (family.pinLockedUntil > now()) {
        throw new BackendError(
          'rate-limited',
          'Too many wrong PINs. Please wait a minute.',
        )
      }
      const ok = isValidPin(pin) && (await verifyPassword(pin, family.pin))
      updateFamily((f) => {
        if (ok) return extendWindow({ ...f, pinMisses: 0 })
        const misses = f.pinMisses + 1
        return misses >= PIN_MAX_MISSES
          ? { ...f, pinMisses: 0, pinLockedUntil: now() + PIN_LOCK_MS }
          : { ...f, pinMisses: misses }
      })
      return ok
    },

    getFamilyReport: () =>
      later(() => {
        const at = now()
        return signedIn().profiles.map((profile) =>
          childReport(toProfile(profile), profile.results, at),
        )
      }),

    exportFamilyData: () =>
      later(() => {
        const family = signedIn()
        return {
          format: 'vasavi-kids-family-export' as const,
          version: 1 as const,
          exportedAt: iso(now()),
          parent: {
            email: family.email,
            createdAt: iso(family.createdAt),
            consentedAt:
              family.consentedAt === null ? null : iso(family.consentedAt),
            policyVersion: family.policyVersion,
            hasPin: family.pin !== null,
          },
          children: family.profiles.map((profile) => ({
            profile: toProfile(profile),
            badges: earnedBadges(profile.results),
            rounds: playedRounds(profile.results),
          })),
        }
      }),

    startGame: (profileId, gameType) =>
      later(() => {
        const family = currentFamily()
        if (!family || profileId === null) return null
        profileOf(family, profileId)
        const id = crypto.randomUUID()
        sessions.set(id, { familyId: family.id, profileId, gameType })
        return id
      }),

    recordGameResult: (result, gameSessionId) =>
      later(() => {
        if (gameSessionId === null) return guest.record(result)
        const open = sessions.get(gameSessionId)
        sessions.delete(gameSessionId)
        const family = currentFamily()
        if (
          !open ||
          open.gameType !== result.gameType ||
          family?.id !== open.familyId
        ) {
          throw new BackendError('unknown', 'The game session did not start.')
        }
        const profile = profileOf(family, open.profileId)
        const points = pointsFor(result)
        const before = progressFrom(profile.results.filter(isValidResult))
        const after = addResult(before, result)
        const stored = { ...result, at: now() }
        updateFamily((f) => ({
          ...f,
          profiles: f.profiles.map((p) =>
            p.id === profile.id ? { ...p, results: [...p.results, stored] } : p,
          ),
        }))
        return {
          points,
          newBadges: newBadges(before, after),
          savedTo: 'account' as const,
        }
      }),

    getMyProgress: (profileId) =>
      later(() => {
        if (profileId === null) return guest.getProgress()
        const profile = profileOf(signedIn(), profileId)
        return progressFrom(profile.results.filter(isValidResult))
      }),

    // Device accounts keep every result in this browser, offline or not.
    getOfflineRounds: () => Promise.resolve([]),
    sendOfflineRounds: () => Promise.resolve(NOTHING_TO_SEND),

    getLeaderboard: (limit) =>
      later(() => board(read()).slice(0, clampLeaderboardLimit(limit))),

    getMyRank: (profileId) =>
      later(() => {
        const data = read()
        profileOf(signedIn(data), profileId)
        return (
          board(data, profileId).find((e) => e.profileId === profileId) ?? null
        )
      }),
  }
}

export function createBrowserDeviceBackend(): Backend {
  return createDeviceBackend({ storage: window.localStorage })
}
