import type { FamilyBackend } from '../contract/backend'
import { BackendError, toBackendError } from '../contract/errors'
import type { ProfileChanges } from '../contract/types'
import type { Json } from './database.types'
import { createSupabasePin } from './pin'
import {
  familyLearningRows,
  quizExport,
  toFamilyLearning,
  toQuizExport,
} from './quizRows'
import type { SupabaseContext } from './supabaseContext'
import {
  familyExport,
  familyReport,
  familyRows,
  parse,
  profileRow,
  profileRows,
  toExport,
  toProfile,
  toReports,
} from './supabaseRows'

/**
 * The family on Supabase: the family functions of decision 031 (they check
 * the PIN's grown-up window and the fun-name rules), the child profiles read
 * under row-level security, and the copy kept here for playing offline.
 */

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

export function createSupabaseFamily(context: SupabaseContext): FamilyBackend {
  const { client, familyCache, requireSession } = context

  return {
    ...createSupabasePin(context),

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

    async addProfile({ funName, avatar, ageBand, hiddenFromLeaderboard }) {
      await requireSession()
      const { data, error } = await client.rpc('add_child_profile', {
        fun_name: funName,
        avatar,
        ...(ageBand ? { age_band: ageBand } : {}),
        ...(hiddenFromLeaderboard ? { hidden_from_leaderboard: true } : {}),
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
      const base = toExport(parse(familyExport, data, 'family data'))
      const quiz = toQuizExport(parse(quizExport, data, 'family data'))
      return {
        ...base,
        children: base.children.map((child, i) => {
          const learnt = quiz[i]
          if (!learnt) throw new BackendError('unknown', 'No quiz answers.')
          return { ...child, ...learnt }
        }),
      }
    },

    async familyLearning() {
      await requireSession()
      const { data, error } = await client.rpc('get_family_learning')
      if (error) throw toBackendError(error)
      return toFamilyLearning(parse(familyLearningRows, data, 'learning'))
    },
  }
}
