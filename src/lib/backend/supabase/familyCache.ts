import * as z from 'zod/mini'

import type { Parsed, StorageLike } from '@/lib/storage/storedValue'
import { parseJson, storedKey, unreadable } from '@/lib/storage/storedValue'

import { AGE_BANDS, AVATAR_IDS, type Family } from '../contract/types'

/**
 * The signed-in family as last read from Supabase, kept on the device so a
 * tablet that reloads with no signal still knows its children and who is
 * playing (decisions 027 and 028): rounds then keep going to the right
 * child's outbox. Only the family's own device keeps it; signing out
 * forgets it. Checked like every stored value: anything else is set aside.
 */
export const FAMILY_CACHE_KEY = 'vasavi-kids:family:v1'

type CachedFamily = { userId: string; family: Family }

function cacheSchema() {
  const text = z.string()
  return z.object({
    userId: z.string().check(z.minLength(1)),
    family: z.object({
      parentEmail: z.nullable(text),
      consentedAt: z.nullable(text),
      policyVersion: z.nullable(text),
      hasPin: z.boolean(),
      profiles: z.array(
        z.object({
          id: z.string().check(z.minLength(1)),
          funName: text,
          avatar: z.enum(AVATAR_IDS),
          ageBand: z.nullable(z.enum(AGE_BANDS)),
          hiddenFromLeaderboard: z.boolean(),
          createdAt: text,
        }),
      ),
    }),
  })
}
let schema: ReturnType<typeof cacheSchema> | undefined

/** Reads a kept family; anything that does not check out is unreadable. */
export function parseFamilyCache(raw: string): Parsed<CachedFamily | null> {
  schema ??= cacheSchema()
  const result = schema.safeParse(parseJson(raw))
  return result.success ? { status: 'ok', value: result.data } : unreadable
}

const STORED_CACHE = storedKey(FAMILY_CACHE_KEY, {
  parse: parseFamilyCache,
  serialize: (cached: CachedFamily | null) => JSON.stringify(cached),
  fallback: null,
})

export function createFamilyCache(storage: StorageLike) {
  return {
    /** The family kept for `userId`, or null. */
    read(userId: string): Family | null {
      const cached = STORED_CACHE.read(storage)
      return cached?.userId === userId ? cached.family : null
    },
    /** Keeps the family just read; a full storage only loses the copy. */
    write(userId: string, family: Family): void {
      try {
        STORED_CACHE.write(storage, { userId, family })
      } catch (error) {
        console.warn('Could not keep the family on this device:', error)
      }
    },
    clear(): void {
      STORED_CACHE.remove(storage)
    },
  }
}
