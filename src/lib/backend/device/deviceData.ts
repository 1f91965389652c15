import * as z from 'zod/mini'

import { QUESTION_TOPICS } from '@/lib/quiz/bank'
import type { Parsed, StorageLike } from '@/lib/storage/storedValue'
import { parseJson, storedKey, unreadable } from '@/lib/storage/storedValue'

import { toBackendError } from '../contract/errors'
import {
  AGE_BANDS,
  AVATAR_IDS,
  GAME_TYPES,
  type AvatarId,
} from '../contract/types'
import { isValidResult } from '../rules/scoring'

/**
 * What the device backend keeps in localStorage, and the move from the old
 * format (decision 016: one player per account) to families (decision 028).
 *
 * `DEVICE_ACCOUNTS_KEY` holds `{ version: 2, families: DeviceFamily[] }`;
 * `DEVICE_SESSION_KEY` the signed-in family's id. A version 1 value
 * (`{ version: 1, accounts }`) is turned into version 2 on first read, in
 * one write under the same key: each account becomes a family with one child
 * profile that keeps the account's id, username (as fun name) and results.
 *
 * Nothing read is trusted (decision 027): a family, profile or result that is
 * not what this code wrote is dropped and the original text set aside under
 * `<key>:corrupt`; a value of no known version is set aside whole.
 */

export const DEVICE_ACCOUNTS_KEY = 'vasavi-kids:device-accounts:v1'
export const DEVICE_SESSION_KEY = 'vasavi-kids:device-session:v1'

/** The avatar a migrated player gets (they had none); the parent may change it. */
export const MIGRATED_AVATAR: AvatarId = 'peacock'

/** Built on first read, not at start-up: a first visit has nothing saved. */
function schemas() {
  const storedResult = z.object({
    gameType: z.enum(GAME_TYPES),
    value: z.number(),
    at: z.number(),
  })
  /** A quiz answer kept for the grown-ups (issue 36 item 5). */
  const storedAnswer = z.object({
    questionId: z.string(),
    topic: z.enum(QUESTION_TOPICS),
    correct: z.boolean(),
    at: z.number(),
  })
  const secret = z.object({
    salt: z.string(),
    hash: z.string(),
    iterations: z.number(),
  })
  const v1Account = z.object({
    id: z.string(),
    email: z.string(),
    username: z.string(),
    salt: z.string(),
    hash: z.string(),
    iterations: z.number(),
    createdAt: z.number(),
    results: z.array(z.unknown()),
  })
  const profile = z.object({
    id: z.string(),
    funName: z.string(),
    avatar: z.enum(AVATAR_IDS),
    ageBand: z.nullable(z.enum(AGE_BANDS)),
    hidden: z.boolean(),
    createdAt: z.number(),
    results: z.array(z.unknown()),
    /** The quiz's seen cycle: bank ids drawn since the band was seen whole. */
    quizSeen: z.optional(z.array(z.string())),
    quizAnswers: z.optional(z.array(z.unknown())),
    /** The quiz's review rounds (decision 076): see lib/quiz/review. */
    quizReview: z.optional(
      z.object({
        rounds: z.number(),
        items: z.array(
          z.object({
            id: z.string(),
            rights: z.number(),
            missedRound: z.number(),
            lastAsked: z.number(),
          }),
        ),
      }),
    ),
  })
  const family = z.object({
    id: z.string(),
    email: z.string(),
    password: secret,
    createdAt: z.number(),
    consentedAt: z.nullable(z.number()),
    policyVersion: z.nullable(z.string()),
    pin: z.nullable(secret),
    /** Wrong PINs in a row, and until when no PIN is checked (ms). */
    pinMisses: z.number(),
    pinLockedUntil: z.number(),
    /** Locks since the last right PIN; each lock lasts twice the one before. */
    pinLocks: z.optional(z.number()),
    /** Until when changes to the family need no PIN (ms; 0: closed). */
    grownUpUntil: z.optional(z.number()),
    /** When the parent last signed in with the password (ms). */
    signedInAt: z.optional(z.number()),
    profiles: z.array(z.unknown()),
  })
  return { storedResult, storedAnswer, v1Account, profile, family }
}
let built: ReturnType<typeof schemas> | undefined

type Schemas = ReturnType<typeof schemas>
export type StoredResult = z.infer<Schemas['storedResult']>
export type StoredAnswer = z.infer<Schemas['storedAnswer']>
export type DeviceProfile = Omit<
  z.infer<Schemas['profile']>,
  'results' | 'quizAnswers'
> & {
  results: StoredResult[]
  quizAnswers?: StoredAnswer[]
}
export type DeviceFamily = Omit<z.infer<Schemas['family']>, 'profiles'> & {
  profiles: DeviceProfile[]
}
export type DeviceData = { version: 2; families: DeviceFamily[] }
type DeviceAccountV1 = Omit<z.infer<Schemas['v1Account']>, 'results'> & {
  results: StoredResult[]
}
type DeviceDataV1 = { version: 1; accounts: DeviceAccountV1[] }

const EMPTY: DeviceData = { version: 2, families: [] }

/**
 * Parses `items` one by one: what `parse` refuses is dropped, and `dropped`
 * hears of it.
 */
function keepValid<T>(
  items: readonly unknown[],
  parse: (item: unknown) => T | null,
  dropped: () => void,
): T[] {
  const kept: T[] = []
  for (const item of items) {
    const value = parse(item)
    if (value === null) dropped()
    else kept.push(value)
  }
  return kept
}

/** One account of the old format as a family with one child profile. */
export function migrateV1(data: DeviceDataV1): DeviceData {
  return {
    version: 2,
    families: data.accounts.map((account) => ({
      id: account.id,
      email: account.email,
      password: {
        salt: account.salt,
        hash: account.hash,
        iterations: account.iterations,
      },
      createdAt: account.createdAt,
      // They signed up before the parent's confirmation existed.
      consentedAt: null,
      policyVersion: null,
      pin: null,
      pinMisses: 0,
      pinLockedUntil: 0,
      profiles: [
        {
          // The same id: the leaderboard row and the session stay the same.
          id: account.id,
          funName: account.username,
          avatar: MIGRATED_AVATAR,
          ageBand: null,
          hidden: false,
          createdAt: account.createdAt,
          results: account.results,
        },
      ],
    })),
  }
}

/**
 * Reads a saved value: version 2 as it is, version 1 migrated to families;
 * a family, account, profile or result that does not check out is dropped
 * (`salvaged`), anything else is `unreadable`. Exported for tests.
 */
export function parseDeviceData(raw: string): Parsed<DeviceData> {
  const data = parseJson(raw)
  if (typeof data !== 'object' || data === null) return unreadable
  const { version, families, accounts } = data as Record<string, unknown>
  built ??= schemas()
  const { storedResult, storedAnswer, v1Account, profile, family } = built
  let dropped = false
  const drop = () => {
    dropped = true
  }
  const resultsOf = (results: readonly unknown[]) =>
    keepValid(
      results,
      (item) => {
        const result = storedResult.safeParse(item)
        return result.success && isValidResult(result.data) ? result.data : null
      },
      drop,
    )
  if (version === 2 && Array.isArray(families)) {
    const kept = keepValid(
      families,
      (item): DeviceFamily | null => {
        const parsed = family.safeParse(item)
        if (!parsed.success) return null
        const profiles = keepValid(
          parsed.data.profiles,
          (entry): DeviceProfile | null => {
            const child = profile.safeParse(entry)
            if (!child.success) return null
            const { quizAnswers, ...rest } = child.data
            const kept: DeviceProfile = {
              ...rest,
              results: resultsOf(child.data.results),
            }
            if (quizAnswers) {
              kept.quizAnswers = keepValid(
                quizAnswers,
                (a) => storedAnswer.safeParse(a).data ?? null,
                drop,
              )
            }
            return kept
          },
          drop,
        )
        return { ...parsed.data, profiles }
      },
      drop,
    )
    const value: DeviceData = { version: 2, families: kept }
    return { status: dropped ? 'salvaged' : 'ok', value }
  }
  if (version === 1 && Array.isArray(accounts)) {
    const kept = keepValid(
      accounts,
      (item): DeviceAccountV1 | null => {
        const account = v1Account.safeParse(item)
        return account.success
          ? { ...account.data, results: resultsOf(account.data.results) }
          : null
      },
      drop,
    )
    const value = migrateV1({ version: 1, accounts: kept })
    return { status: dropped ? 'salvaged' : 'migrated', value }
  }
  return unreadable
}

const STORED_DATA = storedKey(DEVICE_ACCOUNTS_KEY, {
  parse: parseDeviceData,
  serialize: (data: DeviceData) => JSON.stringify(data),
  fallback: EMPTY,
})

/**
 * Reads the saved families, migrating the old format (and saving the result)
 * on the way. What cannot be read is set aside, never overwritten: it may be
 * someone's progress.
 */
export function readDeviceData(storage: StorageLike): DeviceData {
  return STORED_DATA.read(storage)
}

/** Saves the families; `storage-full` when they do not fit (nothing lost). */
export function writeDeviceData(storage: StorageLike, data: DeviceData): void {
  try {
    STORED_DATA.write(storage, data)
  } catch (error) {
    throw toBackendError(error)
  }
}

/** A family id as the device backend makes them (UUIDs; older: any word). */
const ACCOUNT_ID = /^[\w-]{1,64}$/

/** The signed-in family's id, or unreadable. Exported for tests. */
export function parseDeviceSession(raw: string): Parsed<string | null> {
  return ACCOUNT_ID.test(raw) ? { status: 'ok', value: raw } : unreadable
}

const STORED_SESSION = storedKey(DEVICE_SESSION_KEY, {
  parse: parseDeviceSession,
  serialize: (id: string | null) => id ?? '',
  fallback: null,
})

/** The signed-in family's id on this device, if any. */
export function readDeviceSession(storage: StorageLike): string | null {
  return STORED_SESSION.read(storage)
}

/** Remembers the signed-in family (`storage-full` when it does not fit). */
export function writeDeviceSession(storage: StorageLike, id: string): void {
  try {
    STORED_SESSION.write(storage, id)
  } catch (error) {
    throw toBackendError(error)
  }
}

export function forgetDeviceSession(storage: StorageLike): void {
  STORED_SESSION.remove(storage)
}
