import {
  createClient,
  type Session,
  type SupabaseClient,
} from '@supabase/supabase-js'
import * as z from 'zod/mini'

import type { Backend } from './backend'
import type { Database } from './database.types'
import { BackendError, toBackendError } from './errors'
import { createGuestStore } from './guestStore'
import { createOutboxStore, sendDueRounds } from './offlineRounds'
import { roundsOf } from './outbox'
import { clampLeaderboardLimit } from './ranking'
import { pointsFor } from './scoring'
import {
  BADGE_IDS,
  GAME_TYPES,
  type AuthSession,
  type GameResult,
  type LeaderboardEntry,
  type OfflineRound,
  type Progress,
  type RecordedResult,
} from './types'

/**
 * The Supabase implementation (DESIGN.md section 6). supabase-js owns the
 * session: PKCE, storage, token refresh, MFA and JWT checks are the
 * library's. Each method calls, throws `toBackendError(error)` on failure,
 * and parses what the server sent with zod before it becomes a domain type.
 * Reached only through a dynamic import (lazyBackend.ts), so supabase-js
 * stays out of the entry chunk.
 */

export type SupabaseBackendOptions = {
  url: string
  anonKey: string
  /** Where e-mail links and Google send the player back: the site root. */
  siteUrl: string
  /** Tests pass a fake; the browser's otherwise. */
  fetch?: typeof fetch
  storage?: Storage
  /** Leaves for the OAuth provider (the browser's location by default). */
  navigate?: (url: string) => void
  /** The clock of offline rounds (tests set it). */
  now?: () => number
}

/**
 * A game session id that never reached the server: start_game could not be
 * reached, so the round's result goes to the outbox (decision 027).
 */
const OFFLINE_SESSION = 'offline:'

const leaderboardRow = z.object({
  rank: z.number(),
  user_id: z.string(),
  username: z.string(),
  total_score: z.number(),
  quiz_best: z.nullable(z.number()),
  memory_best: z.nullable(z.number()),
  achievement_count: z.number(),
})
const leaderboardRows = z.array(leaderboardRow)
const finishRows = z.array(
  z.object({ points: z.number(), new_badges: z.array(z.enum(BADGE_IDS)) }),
)
const sessionId = z.string().check(z.minLength(1))
const offlineRows = z.array(
  z.object({
    points: z.number(),
    new_badges: z.array(z.enum(BADGE_IDS)),
    added_at: z.string(),
    already_recorded: z.boolean(),
  }),
)
const statsRow = z.nullable(
  z.object({
    total_score: z.number(),
    quiz_best: z.nullable(z.number()),
    memory_best: z.nullable(z.number()),
    completed_game_types: z.array(z.enum(GAME_TYPES)),
  }),
)
const badgeRows = z.array(z.object({ achievement_id: z.enum(BADGE_IDS) }))

function parse<T>(schema: z.ZodMiniType<T>, data: unknown, what: string): T {
  const result = schema.safeParse(data)
  if (!result.success) {
    throw new BackendError('unknown', `Unexpected ${what} from the server.`, {
      cause: result.error,
    })
  }
  return result.data
}

function toEntry(row: z.infer<typeof leaderboardRow>): LeaderboardEntry {
  return {
    rank: row.rank,
    userId: row.user_id,
    username: row.username,
    totalScore: row.total_score,
    quizBest: row.quiz_best,
    memoryBest: row.memory_best,
    achievementCount: row.achievement_count,
  }
}

export function toAuthSession(session: Session | null): AuthSession | null {
  if (!session) return null
  const { user } = session
  const metadata: Record<string, unknown> = user.user_metadata
  const username =
    typeof metadata.username === 'string' && metadata.username !== ''
      ? metadata.username
      : 'Player'
  return {
    user: { id: user.id, email: user.email ?? null, username },
    expiresAt: session.expires_at ?? null,
  }
}

export function createSupabaseBackend(
  options: SupabaseBackendOptions,
): Backend {
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
  const guest = createGuestStore(storage)
  const outbox = createOutboxStore(storage, now)
  const navigate =
    options.navigate ?? ((url: string) => window.location.assign(url))
  const siteRoot = `${options.siteUrl.replace(/\/+$/, '')}/`
  // When each open round started, by session id, for an offline round's
  // duration.
  const roundStarts = new Map<string, number>()
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

  /** Keeps a signed-in player's round for later; throws when it cannot. */
  function keepForLater(
    userId: string,
    result: GameResult,
    id: string,
    startedAt: number | undefined,
  ): RecordedResult {
    const points = pointsFor(result)
    const playedAt = now()
    try {
      outbox.add({
        id,
        userId,
        gameType: result.gameType,
        value: result.value,
        playedAt,
        durationMs: startedAt === undefined ? 0 : playedAt - startedAt,
      })
    } catch (error) {
      throw toBackendError(error)
    }
    return { points, newBadges: [], savedTo: 'outbox', offlineRoundId: id }
  }

  async function submitOfflineRound(round: OfflineRound) {
    const { data, error } = await client.rpc('submit_offline_round', {
      client_id: round.id,
      game_type: round.gameType,
      value: round.value,
      played_at: new Date(round.playedAt).toISOString(),
      duration_ms: Math.round(round.durationMs),
    })
    if (error) throw toBackendError(error)
    const [row] = parse(offlineRows, data, 'offline round')
    if (!row) throw new BackendError('unknown', 'No outcome came back.')
    const addedAt = Date.parse(row.added_at)
    return {
      points: row.points,
      newBadges: row.new_badges,
      addedAt: Number.isNaN(addedAt) ? now() : addedAt,
    }
  }

  return {
    kind: 'supabase',

    async getSession() {
      const { data, error } = await client.auth.getSession()
      if (error) throw toBackendError(error)
      return toAuthSession(data.session)
    },

    onAuthChange(listener) {
      const { data } = client.auth.onAuthStateChange((event, session) => {
        listener(event, toAuthSession(session))
      })
      return () => data.subscription.unsubscribe()
    },

    async signIn({ email, password }) {
      const { data, error } = await client.auth.signInWithPassword({
        email,
        password,
      })
      if (error) throw toBackendError(error)
      const session = toAuthSession(data.session)
      if (!session) throw new BackendError('unknown', 'No session came back.')
      return session
    },

    async signUp({ email, password, username }) {
      const { data, error } = await client.auth.signUp({
        email,
        password,
        options: { emailRedirectTo: siteRoot, data: { username } },
      })
      if (error) throw toBackendError(error)
      return toAuthSession(data.session)
    },

    async signInWithGoogle() {
      const { data, error } = await client.auth.signInWithOAuth({
        provider: 'google',
        options: { redirectTo: siteRoot, skipBrowserRedirect: true },
      })
      if (error) throw toBackendError(error)
      navigate(data.url)
    },

    async signOut() {
      const { error } = await client.auth.signOut()
      if (error) throw toBackendError(error)
    },

    async startGame(gameType) {
      if (!(await currentUserId())) return null
      const startedAt = now()
      let id: string
      const { data, error } = await client.rpc('start_game', {
        game_type: gameType,
      })
      if (error) {
        const mapped = toBackendError(error)
        // No connection: the round is played all the same, and kept.
        if (mapped.kind !== 'network') throw mapped
        id = `${OFFLINE_SESSION}${crypto.randomUUID()}`
      } else {
        id = parse(sessionId, data, 'game session')
      }
      roundStarts.set(id, startedAt)
      return id
    },

    async recordGameResult(result, gameSessionId) {
      const userId = await currentUserId()
      if (!userId) return guest.record(result)
      if (!gameSessionId) {
        throw new BackendError('unknown', 'The game session did not start.')
      }
      const startedAt = roundStarts.get(gameSessionId)
      roundStarts.delete(gameSessionId)
      if (gameSessionId.startsWith(OFFLINE_SESSION)) {
        const id = gameSessionId.slice(OFFLINE_SESSION.length)
        return keepForLater(userId, result, id, startedAt)
      }
      const { data, error } = await client.rpc('finish_game', {
        session_id: gameSessionId,
        value: result.value,
      })
      if (error) {
        const mapped = toBackendError(error)
        // The connection went during the round: keep it for later.
        if (mapped.kind === 'network' && startedAt !== undefined) {
          return keepForLater(userId, result, crypto.randomUUID(), startedAt)
        }
        throw mapped
      }
      const [row] = parse(finishRows, data, 'game result')
      if (!row) throw new BackendError('unknown', 'No game result came back.')
      return {
        points: row.points,
        newBadges: row.new_badges,
        savedTo: 'account',
      }
    },

    async getOfflineRounds() {
      const userId = await currentUserId()
      return userId ? roundsOf(outbox.read(), userId) : []
    },

    async sendOfflineRounds({ ignoreBackoff = false } = {}) {
      const userId = await currentUserId()
      if (!userId) return { added: [], refused: [], retryAt: null }
      try {
        return await sendDueRounds({
          store: outbox,
          userId,
          submit: submitOfflineRound,
          toBackendError,
          now,
          ignoreBackoff,
        })
      } catch (error) {
        throw toBackendError(error)
      }
    },

    async getMyProgress(): Promise<Progress> {
      const userId = await currentUserId()
      if (!userId) return guest.getProgress()
      const [stats, badges] = await Promise.all([
        client
          .from('player_stats')
          .select('total_score, quiz_best, memory_best, completed_game_types')
          .eq('user_id', userId)
          .maybeSingle(),
        client
          .from('user_achievements')
          .select('achievement_id')
          .eq('user_id', userId),
      ])
      if (stats.error) throw toBackendError(stats.error)
      if (badges.error) throw toBackendError(badges.error)
      const row = parse(statsRow, stats.data, 'progress')
      const earned = new Set(
        parse(badgeRows, badges.data, 'badges').map((b) => b.achievement_id),
      )
      return {
        // Listed in the order of the badge rules.
        badges: BADGE_IDS.filter((badge) => earned.has(badge)),
        totalScore: row?.total_score ?? 0,
        quizBest: row?.quiz_best ?? null,
        memoryBest: row?.memory_best ?? null,
        completedGameTypes: row?.completed_game_types ?? [],
      }
    },

    async getLeaderboard(limit) {
      const { data, error } = await client.rpc('get_leaderboard', {
        row_limit: clampLeaderboardLimit(limit),
      })
      if (error) throw toBackendError(error)
      return parse(leaderboardRows, data, 'leaderboard').map(toEntry)
    },

    async getMyRank() {
      if (!(await currentUserId())) return null
      const { data, error } = await client.rpc('get_my_rank')
      if (error) throw toBackendError(error)
      const [row] = parse(leaderboardRows, data, 'rank')
      return row ? toEntry(row) : null
    },
  }
}
