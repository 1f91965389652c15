import {
  ACTIVITY_WEEKS,
  BADGE_IDS,
  EMPTY_PROGRESS,
  GAME_TYPES,
  type BadgeId,
  type ChildProfile,
  type ChildReport,
  type EarnedBadge,
  type GameResult,
  type GameType,
  type PlayedRound,
} from '../contract/types'
import { addResult, isValidResult, pointsFor } from '../rules/scoring'
import { progressFrom } from './guestStore'

/**
 * A child's report for /family and the data download, worked out from the
 * rounds they played (the device backend keeps only those). Pure: the
 * current time is passed in.
 */

export type TimedResult = GameResult & { at: number }

const WEEK_MS = 7 * 24 * 60 * 60 * 1000

const iso = (ms: number) => new Date(ms).toISOString()

/** Valid rounds only, oldest first (results the game cannot make are skipped). */
function validRounds(results: readonly TimedResult[]): TimedResult[] {
  return results.filter(isValidResult).toSorted((a, b) => a.at - b.at)
}

/** Each round with its points and date. */
export function playedRounds(results: readonly TimedResult[]): PlayedRound[] {
  return validRounds(results).map((result) => ({
    gameType: result.gameType,
    value: result.value,
    points: pointsFor(result),
    playedAt: iso(result.at),
  }))
}

/** The badges earned, each dated by the round that earned it. */
export function earnedBadges(results: readonly TimedResult[]): EarnedBadge[] {
  const earnedAt = new Map<BadgeId, number>()
  let progress = EMPTY_PROGRESS
  for (const result of validRounds(results)) {
    progress = addResult(progress, result)
    for (const badge of progress.badges) {
      if (!earnedAt.has(badge)) earnedAt.set(badge, result.at)
    }
  }
  return BADGE_IDS.flatMap((id) => {
    const at = earnedAt.get(id)
    return at === undefined ? [] : [{ id, earnedAt: iso(at) }]
  })
}

export function roundsByGame(
  results: readonly { gameType: GameType }[],
): Record<GameType, number> {
  const counts = Object.fromEntries(
    GAME_TYPES.map((type) => [type, 0]),
  ) as Record<GameType, number>
  for (const { gameType } of results) counts[gameType] += 1
  return counts
}

export function childReport(
  profile: ChildProfile,
  results: readonly TimedResult[],
  now: number,
): ChildReport {
  const valid = validRounds(results)
  const since = now - ACTIVITY_WEEKS * WEEK_MS
  const last = valid.at(-1)
  return {
    profile,
    progress: progressFrom(valid),
    badges: earnedBadges(valid),
    roundsByGame: roundsByGame(valid),
    lastPlayedAt: last ? iso(last.at) : null,
    recentRounds: playedRounds(valid.filter((result) => result.at >= since)),
  }
}
