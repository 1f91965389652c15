import type { Backend } from '../contract/backend'
import { createSupabaseAuth } from './auth'
import { createSupabaseFamily } from './family'
import { createSupabaseLeaderboard } from './leaderboard'
import { createSupabaseRounds } from './rounds'
import {
  createSupabaseContext,
  type SupabaseBackendOptions,
} from './supabaseContext'

export { toAuthSession, type SupabaseBackendOptions } from './supabaseContext'

/**
 * The Supabase implementation (decisions 028 and 031), one file per area
 * over one client (supabaseContext.ts). Each method calls, throws
 * `toBackendError(error)` on failure (the family functions' SQLSTATEs
 * become their error kinds), and parses what the server sent with zod
 * before it becomes a domain type (supabaseRows.ts). Reached only through a
 * dynamic import (lazyBackend.ts), so supabase-js stays out of the entry
 * chunk.
 */
export function createSupabaseBackend(
  options: SupabaseBackendOptions,
): Backend {
  const context = createSupabaseContext(options)
  return {
    kind: 'supabase',
    ...createSupabaseAuth(context),
    ...createSupabaseFamily(context),
    ...createSupabaseRounds(context),
    ...createSupabaseLeaderboard(context),
  }
}
