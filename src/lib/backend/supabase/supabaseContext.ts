import {
  createClient,
  type Session,
  type SupabaseClient,
} from '@supabase/supabase-js'
import * as z from 'zod/mini'

import type { LoadQuestionBank } from '@/lib/quiz/bank'

import { BackendError, toBackendError } from '../contract/errors'
import type { AuthSession } from '../contract/types'
import { createGuestStore } from '../device/guestStore'
import { createQuizRounds } from '../rules/quizRounds'
import type { Database } from './database.types'
import { createFamilyCache } from './familyCache'
import { createOutboxStore } from './offlineRounds'

/**
 * What the Supabase backend's areas share (decisions 028 and 031): the
 * supabase-js client, which owns the session (PKCE, storage, token refresh,
 * MFA and JWT checks are the library's), the guest store, the outbox of
 * rounds played offline and the copy of the family kept on this device.
 */

/** A game session id as start_game gives it. */
export const sessionId = z.string().check(z.minLength(1))

export type SupabaseBackendOptions = {
  url: string
  anonKey: string
  /** Where e-mail links and Google send the parent back: the site root. */
  siteUrl: string
  /** Tests pass a fake; the browser's otherwise. */
  fetch?: typeof fetch
  storage?: Storage
  /** Leaves for the OAuth provider (the browser's location by default). */
  navigate?: (url: string) => void
  /** The clock of offline rounds (tests set it). */
  now?: () => number
  /** The quiz's question bank, handed in by the app (lib never imports data). */
  loadBank: LoadQuestionBank
}

export function toAuthSession(session: Session | null): AuthSession | null {
  if (!session) return null
  const { user } = session
  return {
    user: { id: user.id, email: user.email ?? null },
    expiresAt: session.expires_at ?? null,
  }
}

export function createSupabaseContext(options: SupabaseBackendOptions) {
  const client: SupabaseClient<Database> = createClient<Database>(
    options.url,
    options.anonKey,
    {
      auth: {
        flowType: 'pkce',
        persistSession: true,
        autoRefreshToken: true,
        detectSessionInUrl: true,
        ...(options.storage ? { storage: options.storage } : {}),
      },
      ...(options.fetch ? { global: { fetch: options.fetch } } : {}),
    },
  )
  const storage = options.storage ?? window.localStorage
  const now = options.now ?? Date.now
  // The player seen last: offline, an expired access token cannot be
  // refreshed, yet the player who was signed in is still playing.
  let lastUserId: string | null = null

  async function currentUserId(): Promise<string | null> {
    const { data, error } = await client.auth.getSession()
    if (error) {
      const mapped = toBackendError(error)
      if (mapped.kind === 'network' && lastUserId) return lastUserId
      throw mapped
    }
    lastUserId = data.session?.user.id ?? null
    return lastUserId
  }

  /** The signed-in parent's session, for the family's calls. */
  async function requireSession() {
    const { data, error } = await client.auth.getSession()
    if (error) throw toBackendError(error)
    if (!data.session) {
      throw new BackendError('not-signed-in', 'Nobody is signed in.')
    }
    return data.session
  }

  return {
    client,
    now,
    guest: createGuestStore(storage),
    quiz: createQuizRounds(options.loadBank),
    outbox: createOutboxStore(storage, now),
    familyCache: createFamilyCache(storage),
    navigate:
      options.navigate ?? ((url: string) => window.location.assign(url)),
    siteRoot: `${options.siteUrl.replace(/\/+$/, '')}/`,
    currentUserId,
    requireSession,
  }
}

export type SupabaseContext = ReturnType<typeof createSupabaseContext>
