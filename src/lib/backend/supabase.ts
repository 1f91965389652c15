import {
  createClient,
  type Session,
  type SupabaseClient,
} from '@supabase/supabase-js'
import * as z from 'zod/mini'

import type { Backend } from './backend'
import type { Database, Json } from './database.types'
import { BackendError, toBackendError } from './errors'
import { createFamilyCache } from './familyCache'
import { createGuestStore } from './guestStore'
import { createOutboxStore, sendDueRounds } from './offlineRounds'
import { roundsOf } from './outbox'
import { clampLeaderboardLimit } from './ranking'
import { pointsFor } from './scoring'
import {
  badgeRows,
  familyExport,
  familyReport,
  familyRows,
  finishRows,
  leaderboardRows,
  parse,
  profileRow,
  profileRows,
  statsRow,
  toEntry,
  toExport,
  toProfile,
  toProgress,
  toReports,
} from './supabaseRows'
import {
  BADGE_IDS,
  type AuthSession,
  type GameResult,
  type OfflineRound,
  type ProfileChanges,
  type RecordedResult,
} from './types'

/**
 * The Supabase implementation (DESIGN.md section 6, decisions 028 and 031).
 * supabase-js owns the session: PKCE, storage, token refresh, MFA and JWT
 * checks are the library's. Each method calls, throws `toBackendError(error)`
 * on failure (the family functions' SQLSTATEs become their error kinds), and
 * parses what the server sent with zod before it becomes a domain type
 * (supabaseRows.ts). Reached only through a dynamic import (lazyBackend.ts),
 * so supabase-js stays out of the entry chunk.
 */

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
}

/**
 * A game session id that never reached the server: start_game could not be
 * reached, so the round's result goes to the outbox (decision 027).
 */
const OFFLINE_SESSION = 'offline:'

const sessionId = z.string().check(z.minLength(1))
const isTrue = z.boolean()
const offlineRows = z.array(
  z.object({
    points: z.number(),
    new_badges: z.array(z.enum(BADGE_IDS)),
    added_at: z.string(),
    already_recorded: z.boolean(),
  }),
)

const PROFILE_COLUMNS =
  'id, fun_name, avatar, age_band, hidden_from_leaderboard, created_at'

/** The keys update_child_profile takes; what is left out stays. */
function changesJson(changes: ProfileChanges): Json {
  const json: { [key: string]: Json } = {}
  if (changes.funName !== undefined) json.fun_name = changes.funName
  if (changes.avatar !== undefined) json.avatar = changes.avatar
  if (changes.ageBand !== undefined) json.age_band = changes.ageBand
  if (changes.hiddenFromLeaderboard !== undefined) {
    json.hidden_from_leaderboard = changes.hiddenFromLeaderboard
  }
  return json
}

export function toAuthSession(session: Session | null): AuthSession | null {
  if (!session) return null
  const { user } = session
  return {
    user: { id: user.id, email: user.email ?? null },
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
  const familyCache = createFamilyCache(storage)
  const navigate =
    options.navigate ?? ((url: string) => window.location.assign(url))
  const siteRoot = `${options.siteUrl.replace(/\/+$/, '')}/`
  // Each open round's child and start, by session id: an offline round is
  // kept for that child with its duration.
  const roundStarts = new Map<
    string,
    { profileId: string; startedAt: number }
  >()
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
    profileId: string,
    result: GameResult,
    id: string,
    startedAt: number,
  ): RecordedResult {
    const points = pointsFor(result)
    const playedAt = now()
    try {
      outbox.add({
        id,
        userId,
        profileId,
        gameType: result.gameType,
        value: result.value,
        playedAt,
        durationMs: playedAt - startedAt,
      })
    } catch (error) {
      throw toBackendError(error)
    }
    return { points, newBadges: [], savedTo: 'outbox', offlineRoundId: id }
  }

  async function submitOfflineRound(round: OfflineRound) {
    const { data, error } = await client.rpc('submit_offline_round', {
      profile_id: round.profileId,
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

    async signUp({ email, password, parentConsent, policyVersion }) {
      // The sign-up trigger records the consent and the policy version
      // (families.consent_at, policy_version).
      const { data, error } = await client.auth.signUp({
        email,
        password,
        options: {
          emailRedirectTo: siteRoot,
          data: {
            parent_consent: parentConsent,
            policy_version: policyVersion,
          },
        },
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
      familyCache.clear()
      const { error } = await client.auth.signOut()
      if (error) throw toBackendError(error)
    },

    async giveParentConsent(policyVersion) {
      await requireSession()
      const { error } = await client.rpc('give_parent_consent', {
        policy_version: policyVersion,
      })
      if (error) throw toBackendError(error)
    },

    async changePassword({ currentPassword, newPassword }) {
      const session = await requireSession()
      const email = session.user.email
      if (!email) {
        throw new BackendError('invalid-credentials', 'No password to change.')
      }
      // The current password is checked by signing in with it again.
      const check = await client.auth.signInWithPassword({
        email,
        password: currentPassword,
      })
      if (check.error) throw toBackendError(check.error)
      const { error } = await client.auth.updateUser({ password: newPassword })
      if (error) throw toBackendError(error)
    },

    async deleteAccount() {
      await requireSession()
      const { error } = await client.rpc('delete_family_account')
      if (error) throw toBackendError(error)
      // The sign-in is gone on the server; forget it here too.
      familyCache.clear()
      const signOut = await client.auth.signOut({ scope: 'local' })
      if (signOut.error) throw toBackendError(signOut.error)
    },

    async startGame(profileId, gameType) {
      if (profileId === null || !(await currentUserId())) return null
      const startedAt = now()
      let id: string
      const { data, error } = await client.rpc('start_game', {
        profile_id: profileId,
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
      roundStarts.set(id, { profileId, startedAt })
      return id
    },

    async recordGameResult(result, gameSessionId) {
      const userId = await currentUserId()
      if (!gameSessionId || !userId) return guest.record(result)
      const round = roundStarts.get(gameSessionId)
      roundStarts.delete(gameSessionId)
      if (gameSessionId.startsWith(OFFLINE_SESSION)) {
        if (!round) {
          throw new BackendError('unknown', 'The game session did not start.')
        }
        const id = gameSessionId.slice(OFFLINE_SESSION.length)
        return keepForLater(
          userId,
          round.profileId,
          result,
          id,
          round.startedAt,
        )
      }
      const { data, error } = await client.rpc('finish_game', {
        session_id: gameSessionId,
        value: result.value,
      })
      if (error) {
        const mapped = toBackendError(error)
        // The connection went during the round: keep it for later.
        if (mapped.kind === 'network' && round) {
          const id = crypto.randomUUID()
          return keepForLater(
            userId,
            round.profileId,
            result,
            id,
            round.startedAt,
          )
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

    async getMyProgress(profileId) {
      if (profileId === null || !(await currentUserId())) {
        return guest.getProgress()
      }
      // Row-level security lets the family read its own children's rows.
      const [stats, badges] = await Promise.all([
        client
          .from('player_stats')
          .select('total_score, quiz_best, memory_best, completed_game_types')
          .eq('profile_id', profileId)
          .maybeSingle(),
        client
          .from('user_achievements')
          .select('achievement_id')
          .eq('profile_id', profileId),
      ])
      if (stats.error) throw toBackendError(stats.error)
      if (badges.error) throw toBackendError(badges.error)
      return toProgress(
        parse(statsRow, stats.data, 'progress'),
        parse(badgeRows, badges.data, 'badges').map((b) => b.achievement_id),
      )
    },

    async getLeaderboard(limit) {
      const { data, error } = await client.rpc('get_leaderboard', {
        row_limit: clampLeaderboardLimit(limit),
      })
      if (error) throw toBackendError(error)
      return parse(leaderboardRows, data, 'leaderboard').map(toEntry)
    },

    async getMyRank(profileId) {
      if (!(await currentUserId())) return null
      const { data, error } = await client.rpc('get_my_rank', {
        for_profile_id: profileId,
      })
      if (error) throw toBackendError(error)
      const [row] = parse(leaderboardRows, data, 'rank')
      return row ? toEntry(row) : null
    },

    async getFamily() {
      const session = await requireSession()
      const userId = session.user.id
      const [family, profiles] = await Promise.all([
        client.rpc('get_family'),
        client
          .from('child_profiles')
          .select(PROFILE_COLUMNS)
          .order('created_at')
          .order('id')
          // With no signal the copy kept here answers at once; a retry
          // would only keep the child waiting.
          .retry(false),
      ])
      const error = family.error ?? profiles.error
      if (error) {
        const mapped = toBackendError(error)
        // No signal: the family as last read here, so play goes on.
        const kept = mapped.kind === 'network' ? familyCache.read(userId) : null
        if (kept) return kept
        throw mapped
      }
      const [row] = parse(familyRows, family.data, 'family')
      if (!row) throw new BackendError('not-signed-in', 'No family found.')
      const read = {
        parentEmail: row.parent_email,
        consentedAt: row.consent_at,
        policyVersion: row.policy_version,
        hasPin: row.has_pin,
        profiles: parse(profileRows, profiles.data, 'profiles').map(toProfile),
      }
      familyCache.write(userId, read)
      return read
    },

    async addProfile({ funName, avatar, ageBand }) {
      await requireSession()
      const { data, error } = await client.rpc('add_child_profile', {
        fun_name: funName,
        avatar,
        ...(ageBand ? { age_band: ageBand } : {}),
      })
      if (error) throw toBackendError(error)
      return toProfile(parse(profileRow, data, 'profile'))
    },

    async updateProfile(profileId, changes) {
      await requireSession()
      const { data, error } = await client.rpc('update_child_profile', {
        profile_id: profileId,
        changes: changesJson(changes),
      })
      if (error) throw toBackendError(error)
      return toProfile(parse(profileRow, data, 'profile'))
    },

    async deleteProfile(profileId) {
      await requireSession()
      const { error } = await client.rpc('delete_child_profile', {
        profile_id: profileId,
      })
      if (error) throw toBackendError(error)
    },

    async setParentPin({ pin, currentPin }) {
      await requireSession()
      const { data, error } = await client.rpc('set_parent_pin', {
        new_pin: pin,
        ...(currentPin === undefined ? {} : { current_pin: currentPin }),
      })
      if (error) throw toBackendError(error)
      if (!parse(isTrue, data, 'PIN answer')) {
        throw new BackendError('wrong-pin', 'The current PIN does not match.')
      }
    },

    async resetParentPin(pin) {
      await requireSession()
      // The server checks that the sign-in is fresh (decision 031).
      const { error } = await client.rpc('reset_parent_pin', { new_pin: pin })
      if (error) throw toBackendError(error)
    },

    async verifyParentPin(pin) {
      await requireSession()
      const { data, error } = await client.rpc('verify_parent_pin', { pin })
      if (error) throw toBackendError(error)
      return parse(isTrue, data, 'PIN answer')
    },

    async getFamilyReport() {
      await requireSession()
      const { data, error } = await client.rpc('get_family_report')
      if (error) throw toBackendError(error)
      return toReports(parse(familyReport, data, 'family report'))
    },

    async exportFamilyData() {
      await requireSession()
      const { data, error } = await client.rpc('export_family_data')
      if (error) throw toBackendError(error)
      return toExport(parse(familyExport, data, 'family data'))
    },
  }
}
