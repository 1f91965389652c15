import * as z from 'zod/mini'

import { BackendError } from './errors'
import { AGE_BANDS, AVATAR_IDS, GAME_TYPES, type AvatarId } from './types'

/**
 * What the device backend keeps in localStorage, and the move from the old
 * format (decision 016: one player per account) to families (decision 028).
 *
 * `DEVICE_ACCOUNTS_KEY` holds `{ version: 2, families: DeviceFamily[] }`;
 * `DEVICE_SESSION_KEY` the signed-in family's id. A version 1 value
 * (`{ version: 1, accounts }`) is turned into version 2 on first read, in
 * one write under the same key: each account becomes a family with one child
 * profile that keeps the account's id, username (as fun name) and results.
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
  const secret = z.object({
    salt: z.string(),
    hash: z.string(),
    iterations: z.number(),
  })
  const v1 = z.object({
    version: z.literal(1),
    accounts: z.array(
      z.object({
        id: z.string(),
        email: z.string(),
        username: z.string(),
        salt: z.string(),
        hash: z.string(),
        iterations: z.number(),
        createdAt: z.number(),
        results: z.array(storedResult),
      }),
    ),
  })
  const profile = z.object({
    id: z.string(),
    funName: z.string(),
    avatar: z.enum(AVATAR_IDS),
    ageBand: z.nullable(z.enum(AGE_BANDS)),
    hidden: z.boolean(),
    createdAt: z.number(),
    results: z.array(storedResult),
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
    /** Until when changes to the family need no PIN (ms; 0: closed). */
    grownUpUntil: z.optional(z.number()),
    /** When the parent last signed in with the password (ms). */
    signedInAt: z.optional(z.number()),
    profiles: z.array(profile),
  })
  const v2 = z.object({ version: z.literal(2), families: z.array(family) })
  return { v1, v2 }
}
let built: ReturnType<typeof schemas> | undefined

type Schemas = ReturnType<typeof schemas>
type DeviceDataV1 = z.infer<Schemas['v1']>
export type DeviceData = z.infer<Schemas['v2']>
export type DeviceFamily = DeviceData['families'][number]
export type DeviceProfile = DeviceFamily['profiles'][number]
export type StoredResult = DeviceProfile['results'][number]

const EMPTY: DeviceData = { version: 2, families: [] }

const unreadable = (cause?: unknown) =>
  new BackendError(
    'unknown',
    'The accounts saved on this device could not be read.',
    cause === undefined ? undefined : { cause },
  )

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
 * Reads the saved families, migrating the old format (and saving the result)
 * on the way. Data that cannot be read makes the read fail rather than be
 * overwritten: it may be someone's progress.
 */
export function readDeviceData(storage: Storage): DeviceData {
  let raw: string | null
  try {
    raw = storage.getItem(DEVICE_ACCOUNTS_KEY)
  } catch (error) {
    throw new BackendError('unknown', 'This browser blocks saved data.', {
      cause: error,
    })
  }
  if (raw === null) return EMPTY
  let parsed: unknown
  try {
    parsed = JSON.parse(raw)
  } catch (error) {
    throw unreadable(error)
  }
  built ??= schemas()
  const current = built.v2.safeParse(parsed)
  if (current.success) return current.data
  const old = built.v1.safeParse(parsed)
  if (!old.success) throw unreadable()
  const migrated = migrateV1(old.data)
  writeDeviceData(storage, migrated)
  return migrated
}

export function writeDeviceData(storage: Storage, data: DeviceData): void {
  try {
    storage.setItem(DEVICE_ACCOUNTS_KEY, JSON.stringify(data))
  } catch (error) {
    throw new BackendError('unknown', 'This browser could not save it.', {
      cause: error,
    })
  }
}
