import type { LeaderboardBackend } from '../contract/backend'
import type { LeaderboardEntry } from '../contract/types'
import {
  clampLeaderboardLimit,
  rankPlayers,
  type RankablePlayer,
} from '../rules/ranking'
import { isValidResult, pointsFor } from '../rules/scoring'
import type { DeviceData, DeviceProfile } from './deviceData'
import { later, type DeviceStore } from './deviceStore'
import { progressFrom } from './guestStore'

/** The device backend's leaderboard: the children of this device. */

function rankable(profile: DeviceProfile): RankablePlayer {
  const valid = profile.results.filter(isValidResult)
  // When the total last changed: the last result that scored.
  const scoring = valid.filter((result) => pointsFor(result) > 0)
  return {
    profileId: profile.id,
    funName: profile.funName,
    avatar: profile.avatar,
    progress: progressFrom(valid),
    reachedAt: scoring.at(-1)?.at ?? profile.createdAt,
  }
}

/** Every child on this device who may be listed (has results, not hidden). */
function board(data: DeviceData, alsoShow?: string): LeaderboardEntry[] {
  const players = data.families
    .flatMap((family) => family.profiles)
    .filter((p) => p.results.length > 0 && (!p.hidden || p.id === alsoShow))
    .map(rankable)
  return rankPlayers(players)
}

export function createDeviceLeaderboard(
  store: DeviceStore,
): LeaderboardBackend {
  return {
    getLeaderboard: (limit) =>
      later(() => board(store.read()).slice(0, clampLeaderboardLimit(limit))),

    getMyRank: (profileId) =>
      later(() => {
        const data = store.read()
        store.profileOf(store.signedIn(data), profileId)
        return (
          board(data, profileId).find((e) => e.profileId === profileId) ?? null
        )
      }),
  }
}
