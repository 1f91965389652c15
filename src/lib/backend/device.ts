import * as z from 'zod/mini'

import {
  parseJson,
  readStored,
  removeStored,
  unreadable,
  writeStored,
  type Parsed,
  type StorageLike,
} from '@/lib/storage/storedValue'

import { NOTHING_TO_SEND, type Backend } from './backend'
import { BackendError, toBackendError } from './errors'
import { createGuestStore, progressFrom } from './guestStore'
import { hashPassword, PBKDF2_ITERATIONS, verifyPassword } from './passwords'
import { clampLeaderboardLimit, rankPlayers } from './ranking'
import { addResult, isValidResult, newBadges, pointsFor } from './scoring'
import {
  GAME_TYPES,
  type AuthListener,
  type AuthSession,
  type GameResult,
} from './types'
import { availableUsername, usernameProblem } from './usernameRules'

/**
 * The embedded backend used when no Supabase project is configured: accounts,
 * results and badges kept in this browser's localStorage, passwords hashed
 * with PBKDF2, the same scoring and badge rules as the server, and a
 * leaderboard of the players of this device. Guests' results stay in the
 * guest store, as with Supabase.
 *
 * Stored format (a documented seam the browser tests also use):
 * `DEVICE_ACCOUNTS_KEY` holds `{ version: 1, accounts: DeviceAccount[] }`,
 * `DEVICE_SESSION_KEY` the signed-in account's id.
 */

export const DEVICE_ACCOUNTS_KEY = 'vasavi-kids:device-accounts:v1'
export const DEVICE_SESSION_KEY = 'vasavi-kids:device-session:v1'

/**
 * The shape of the saved data. Built on first read, not at start-up: a first
 * visit has nothing saved and never needs it (decision 025).
 */
function deviceSchemas() {
  const storedResult = z.object({
    gameType: z.enum(GAME_TYPES),
    value: z.number(),
    at: z.number(),
  })
  const storedAccount = z.object({
    id: z.string(),
    email: z.string(),
    username: z.string(),
    salt: z.string(),
    hash: z.string(),
    iterations: z.number(),
    createdAt: z.number(),
    results: z.array(z.unknown()),
  })
  return { storedResult, storedAccount }
}
let schemas: ReturnType<typeof deviceSchemas> | undefined

type StoredResult = GameResult & { at: number }
export type DeviceAccount = {
  id: string
  email: string
  username: string
  salt: string
  hash: string
  iterations: number
  createdAt: number
  results: StoredResult[]
}
type DeviceData = { version: 1; accounts: DeviceAccount[] }

const EMPTY_DATA: DeviceData = { version: 1, accounts: [] }

/**
 * Reads the saved accounts: an account or a result that is not what this
 * code wrote is dropped (the original is set aside); anything that is not
 * version 1 is unreadable. Exported for tests.
 */
export function parseDeviceData(raw: string): Parsed<DeviceData> {
  const data = parseJson(raw)
  if (typeof data !== 'object' || data === null) return unreadable
  const { version, accounts } = data as Record<string, unknown>
  if (version !== 1 || !Array.isArray(accounts)) return unreadable
  schemas ??= deviceSchemas()
  const { storedAccount, storedResult } = schemas
  let dropped = false
  const kept: DeviceAccount[] = []
  for (const item of accounts) {
    const account = storedAccount.safeParse(item)
    if (!account.success) {
      dropped = true
      continue
    }
    const results: StoredResult[] = []
    for (const entry of account.data.results) {
      const result = storedResult.safeParse(entry)
      if (result.success && isValidResult(result.data))
        results.push(result.data)
      else dropped = true
    }
    kept.push({ ...account.data, results })
  }
  return {
    status: dropped ? 'salvaged' : 'ok',
    value: { version: 1, accounts: kept },
  }
}

const ACCOUNT_ID =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** The signed-in account's id: a UUID, or unreadable. Exported for tests. */
export function parseDeviceSession(raw: string): Parsed<string | null> {
  return ACCOUNT_ID.test(raw) ? { status: 'ok', value: raw } : unreadable
}

const STORED_DATA = {
  parse: parseDeviceData,
  serialize: (data: DeviceData) => JSON.stringify(data),
  fallback: EMPTY_DATA,
}
const STORED_SESSION = {
  parse: parseDeviceSession,
  serialize: (id: string | null) => id ?? '',
  fallback: null,
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

type DeviceBackendOptions = {
  storage: StorageLike
  /** PBKDF2 iterations for new passwords (tests use fewer). */
  iterations?: number
  now?: () => number
}

export function createDeviceBackend({
  storage,
  iterations = PBKDF2_ITERATIONS,
  now = Date.now,
}: DeviceBackendOptions): Backend {
  const guest = createGuestStore(storage)
  const listeners = new Set<AuthListener>()

  // Unreadable data is set aside under its `:corrupt` key (never lost) and
  // the device starts without it; a blocked storage reads as empty.
  const read = (): DeviceData =>
    readStored(storage, DEVICE_ACCOUNTS_KEY, STORED_DATA)

  function write(data: DeviceData) {
    try {
      writeStored(storage, DEVICE_ACCOUNTS_KEY, STORED_DATA.serialize(data))
    } catch (error) {
      throw toBackendError(error)
    }
  }

  function currentAccount(data: DeviceData = read()): DeviceAccount | null {
    const id = readStored(storage, DEVICE_SESSION_KEY, STORED_SESSION)
    return data.accounts.find((account) => account.id === id) ?? null
  }

  function sessionOf(account: DeviceAccount): AuthSession {
    return {
      user: {
        id: account.id,
        email: account.email,
        username: account.username,
      },
      expiresAt: null,
    }
  }

  function emit(
    event: 'SIGNED_IN' | 'SIGNED_OUT',
    session: AuthSession | null,
  ) {
    for (const listener of listeners) listener(event, session)
  }

  function signInAs(account: DeviceAccount): AuthSession {
    try {
      writeStored(storage, DEVICE_SESSION_KEY, account.id)
    } catch (error) {
      throw toBackendError(error)
    }
    const session = sessionOf(account)
    emit('SIGNED_IN', session)
    return session
  }

  function playersOf(data: DeviceData) {
    return data.accounts
      .filter((account) => account.results.length > 0)
      .map((account) => {
        const valid = account.results.filter(isValidResult)
        // When the total last changed: the last result that scored.
        const scoring = valid.filter((result) => pointsFor(result) > 0)
        return {
          userId: account.id,
          username: account.username,
          progress: progressFrom(valid),
          reachedAt: scoring.at(-1)?.at ?? account.createdAt,
        }
      })
  }

  // Runs `fn` as a promise, so a storage failure rejects instead of throwing.
  const later = <T>(fn: () => T): Promise<T> => Promise.resolve().then(fn)

  return {
    kind: 'device',

    getSession: () =>
      later(() => {
        const account = currentAccount()
        return account ? sessionOf(account) : null
      }),

    onAuthChange(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },

    async signUp({ email, password, username }) {
      const address = email.trim().toLowerCase()
      const name = username.trim()
      if (!EMAIL.test(address)) {
        throw new BackendError('unknown', 'Invalid email address')
      }
      if (password.length < 6) {
        throw new BackendError(
          'unknown',
          'Password must be at least 6 characters',
        )
      }
      if (usernameProblem(name) !== null) {
        throw new BackendError('unknown', 'This username is not allowed.')
      }
      const data = read()
      if (data.accounts.some((account) => account.email === address)) {
        throw new BackendError('already-registered', 'User already registered')
      }
      const taken = new Set(data.accounts.map((a) => a.username.toLowerCase()))
      const stored = await hashPassword(password, iterations)
      const account: DeviceAccount = {
        id: crypto.randomUUID(),
        email: address,
        username: availableUsername(name, (candidate) =>
          taken.has(candidate.toLowerCase()),
        ),
        ...stored,
        createdAt: now(),
        results: [],
      }
      // Read again: another tab may have written while we hashed.
      const latest = read()
      write({ ...latest, accounts: [...latest.accounts, account] })
      return signInAs(account)
    },

    async signIn({ email, password }) {
      const address = email.trim().toLowerCase()
      const account = read().accounts.find((a) => a.email === address)
      const ok = account ? await verifyPassword(password, account) : false
      if (!account || !ok) {
        throw new BackendError(
          'invalid-credentials',
          'Invalid login credentials',
        )
      }
      return signInAs(account)
    },

    signInWithGoogle: () =>
      Promise.reject(
        new BackendError(
          'unknown',
          'Google sign-in needs a Supabase project. In this demo, sign up with your email instead.',
        ),
      ),

    signOut: () =>
      later(() => {
        removeStored(storage, DEVICE_SESSION_KEY)
        emit('SIGNED_OUT', null)
      }),

    startGame: () =>
      later(() => (currentAccount() ? crypto.randomUUID() : null)),

    recordGameResult: (result: GameResult) =>
      later(() => {
        const data = read()
        const account = currentAccount(data)
        if (!account) return guest.record(result)
        const points = pointsFor(result)
        const before = progressFrom(account.results.filter(isValidResult))
        const after = addResult(before, result)
        const updated = {
          ...account,
          results: [...account.results, { ...result, at: now() }],
        }
        write({
          ...data,
          accounts: data.accounts.map((a) =>
            a.id === account.id ? updated : a,
          ),
        })
        return {
          points,
          newBadges: newBadges(before, after),
          savedTo: 'account' as const,
        }
      }),

    getMyProgress: () =>
      later(() => {
        const account = currentAccount()
        return account
          ? progressFrom(account.results.filter(isValidResult))
          : guest.getProgress()
      }),

    // Device accounts keep every result in this browser, offline or not.
    getOfflineRounds: () => Promise.resolve([]),
    sendOfflineRounds: () => Promise.resolve(NOTHING_TO_SEND),

    getLeaderboard: (limit) =>
      later(() =>
        rankPlayers(playersOf(read())).slice(0, clampLeaderboardLimit(limit)),
      ),

    getMyRank: () =>
      later(() => {
        const data = read()
        const account = currentAccount(data)
        if (!account) return null
        return (
          rankPlayers(playersOf(data)).find(
            (entry) => entry.userId === account.id,
          ) ?? null
        )
      }),
  }
}

export function createBrowserDeviceBackend(): Backend {
  return createDeviceBackend({ storage: window.localStorage })
}
