import {
  LEADERBOARD_MAX,
  LEADERBOARD_SIZE,
  type AvatarId,
  type LeaderboardEntry,
  type Progress,
} from '../contract/types'

/**
 * The leaderboard order of the server's `get_leaderboard`, for the device
 * backend: total score descending; a tie goes to whoever reached the score
 * first, then to the lower id, so the order never changes between reads.
 */
export type RankablePlayer = {
  profileId: string
  funName: string
  avatar: AvatarId
  progress: Progress
  /** When the player's total last changed (ms since 1970). */
  reachedAt: number
}

export function rankPlayers(players: RankablePlayer[]): LeaderboardEntry[] {
  return [...players]
    .sort(
      (a, b) =>
        b.progress.totalScore - a.progress.totalScore ||
        a.reachedAt - b.reachedAt ||
        (a.profileId < b.profileId ? -1 : a.profileId > b.profileId ? 1 : 0),
    )
    .map((player, index) => ({
      rank: index + 1,
      profileId: player.profileId,
      funName: player.funName,
      avatar: player.avatar,
      totalScore: player.progress.totalScore,
      quizBest: player.progress.quizBest,
      memoryBest: player.progress.memoryBest,
      achievementCount: player.progress.badges.length,
    }))
}

/** The server's limit rule: 50 unless asked, never below 1 or above 100. */
export function clampLeaderboardLimit(limit: number = LEADERBOARD_SIZE) {
  if (!Number.isFinite(limit)) return LEADERBOARD_SIZE
  return Math.min(Math.max(Math.trunc(limit), 1), LEADERBOARD_MAX)
}
