import * as z from 'zod/mini'

import { BackendError } from '../contract/errors'
import {
  AGE_BANDS,
  AVATAR_IDS,
  BADGE_IDS,
  GAME_TYPES,
  type BadgeId,
  type ChildProfile,
  type ChildReport,
  type EarnedBadge,
  type FamilyExport,
  type GameType,
  type LeaderboardEntry,
  type PlayedRound,
  type Progress,
} from '../contract/types'

/**
 * What the Supabase functions and tables send (supabase/migrations), parsed
 * with zod at the boundary and turned into the domain types. Dates come as
 * PostgreSQL prints them and leave as ISO 8601 strings.
 */

export function parse<T>(
  schema: z.ZodMiniType<T>,
  data: unknown,
  what: string,
): T {
  const result = schema.safeParse(data)
  if (!result.success) {
    throw new BackendError('unknown', `Unexpected ${what} from the server.`, {
      cause: result.error,
    })
  }
  return result.data
}

/** A timestamp as an ISO 8601 string (PostgreSQL's own form is parsed). */
export const timestamp = z.pipe(
  z.string().check(z.refine((text) => !Number.isNaN(Date.parse(text)))),
  z.transform((text) => new Date(text).toISOString()),
)

export const leaderboardRows = z.array(
  z.object({
    rank: z.number(),
    profile_id: z.string(),
    fun_name: z.string(),
    avatar: z.enum(AVATAR_IDS),
    total_score: z.number(),
    quiz_best: z.nullable(z.number()),
    memory_best: z.nullable(z.number()),
    achievement_count: z.number(),
  }),
)

export function toEntry(
  row: z.infer<typeof leaderboardRows>[number],
): LeaderboardEntry {
  return {
    rank: row.rank,
    profileId: row.profile_id,
    funName: row.fun_name,
    avatar: row.avatar,
    totalScore: row.total_score,
    quizBest: row.quiz_best,
    memoryBest: row.memory_best,
    achievementCount: row.achievement_count,
  }
}

export const finishRows = z.array(
  z.object({ points: z.number(), new_badges: z.array(z.enum(BADGE_IDS)) }),
)

export const statsRow = z.nullable(
  z.object({
    total_score: z.number(),
    quiz_best: z.nullable(z.number()),
    memory_best: z.nullable(z.number()),
    completed_game_types: z.array(z.enum(GAME_TYPES)),
  }),
)

export const badgeRows = z.array(
  z.object({ achievement_id: z.enum(BADGE_IDS) }),
)

/** Progress from a stats row (null before a result) and the earned badges. */
export function toProgress(
  stats: z.infer<typeof statsRow>,
  badges: readonly BadgeId[],
): Progress {
  const earned = new Set(badges)
  return {
    // Listed in the order of the badge rules.
    badges: BADGE_IDS.filter((badge) => earned.has(badge)),
    totalScore: stats?.total_score ?? 0,
    quizBest: stats?.quiz_best ?? null,
    memoryBest: stats?.memory_best ?? null,
    completedGameTypes: stats?.completed_game_types ?? [],
  }
}

export const profileRow = z.object({
  id: z.string(),
  fun_name: z.string(),
  avatar: z.enum(AVATAR_IDS),
  age_band: z.nullable(z.enum(AGE_BANDS)),
  hidden_from_leaderboard: z.boolean(),
  created_at: timestamp,
})
export const profileRows = z.array(profileRow)

export function toProfile(row: z.infer<typeof profileRow>): ChildProfile {
  return {
    id: row.id,
    funName: row.fun_name,
    avatar: row.avatar,
    ageBand: row.age_band,
    hiddenFromLeaderboard: row.hidden_from_leaderboard,
    createdAt: row.created_at,
  }
}

export const familyRows = z.array(
  z.object({
    parent_email: z.nullable(z.string()),
    created_at: z.nullable(timestamp),
    consent_at: z.nullable(timestamp),
    policy_version: z.nullable(z.string()),
    has_pin: z.boolean(),
  }),
)

const badgeJson = z.object({ id: z.enum(BADGE_IDS), earned_at: timestamp })
const roundJson = z.object({
  game_type: z.enum(GAME_TYPES),
  value: z.number(),
  points: z.number(),
  played_at: timestamp,
})

const toBadge = (row: z.infer<typeof badgeJson>): EarnedBadge => ({
  id: row.id,
  earnedAt: row.earned_at,
})
const toRound = (row: z.infer<typeof roundJson>): PlayedRound => ({
  gameType: row.game_type,
  value: row.value,
  points: row.points,
  playedAt: row.played_at,
})

export const familyReport = z.array(
  z.object({
    profile: profileRow,
    stats: z.nullable(
      z.object({
        total_score: z.number(),
        quiz_best: z.nullable(z.number()),
        memory_best: z.nullable(z.number()),
        completed_game_types: z.array(z.enum(GAME_TYPES)),
      }),
    ),
    badges: z.array(badgeJson),
    rounds_by_game: z.record(z.string(), z.number()),
    last_played_at: z.nullable(timestamp),
    recent_rounds: z.array(roundJson),
  }),
)

/** Rounds per game type, 0 for a game not played. */
function roundsByGame(
  counts: Record<string, number>,
): Record<GameType, number> {
  return Object.fromEntries(
    GAME_TYPES.map((game) => [game, counts[game] ?? 0]),
  ) as Record<GameType, number>
}

export function toReports(rows: z.infer<typeof familyReport>): ChildReport[] {
  return rows.map((row) => ({
    profile: toProfile(row.profile),
    progress: toProgress(
      row.stats,
      row.badges.map((badge) => badge.id),
    ),
    badges: row.badges.map(toBadge),
    roundsByGame: roundsByGame(row.rounds_by_game),
    lastPlayedAt: row.last_played_at,
    recentRounds: row.recent_rounds.map(toRound),
  }))
}

export const familyExport = z.object({
  exported_at: timestamp,
  parent: z.object({
    email: z.nullable(z.string()),
    created_at: z.nullable(timestamp),
    consent_at: z.nullable(timestamp),
    policy_version: z.nullable(z.string()),
    has_pin: z.boolean(),
  }),
  children: z.array(
    z.object({
      profile: profileRow,
      badges: z.array(badgeJson),
      rounds: z.array(roundJson),
    }),
  ),
})

/** The export without the quiz's part (quizRows.ts parses that). */
type ExportWithoutQuiz = Omit<FamilyExport, 'children'> & {
  children: Omit<FamilyExport['children'][number], 'learning' | 'quizAnswers'>[]
}

export function toExport(
  data: z.infer<typeof familyExport>,
): ExportWithoutQuiz {
  return {
    format: 'vasavi-kids-family-export',
    version: 1,
    exportedAt: data.exported_at,
    parent: {
      email: data.parent.email,
      createdAt: data.parent.created_at,
      consentedAt: data.parent.consent_at,
      policyVersion: data.parent.policy_version,
      hasPin: data.parent.has_pin,
    },
    children: data.children.map((child) => ({
      profile: toProfile(child.profile),
      badges: child.badges.map(toBadge),
      rounds: child.rounds.map(toRound),
    })),
  }
}
