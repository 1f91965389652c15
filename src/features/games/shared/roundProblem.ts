import type { BackendError, GameType } from '@/lib/backend'
import { catalogueEntry } from '@/lib/games/gameCatalogue'
import type { GamesKey } from '@/lib/i18n/games'
import { dateLocale } from '@/lib/i18n/language'

/**
 * What the player reads when a round could not be recorded, or when a round
 * played offline was refused later: one table from the server's reason to
 * the words (decision 027). The reasons are the SQL functions' error
 * messages (supabase/migrations).
 */
const PROBLEMS: [reason: string, key: GamesKey][] = [
  ['too_many_open_games', 'games.problem.tooManyOpenGames'],
  ['too_many_starts', 'games.problem.tooManyStarts'],
  ['session_expired', 'games.problem.sessionExpired'],
  ['daily_limit_reached', 'games.problem.dailyLimit'],
  ['finished_too_soon', 'games.problem.tooSoon'],
]

export function roundProblemKey(error: BackendError): GamesKey {
  if (error.kind === 'storage-full') return 'games.problem.storageFull'
  if (error.kind === 'network') return 'games.problem.network'
  const known = PROBLEMS.find(([reason]) => error.message.includes(reason))
  return known ? known[1] : 'games.problem.unknown'
}

const REFUSALS: Record<string, GamesKey> = {
  played_too_long_ago: 'games.refusal.tooOld',
  played_too_fast: 'games.refusal.tooFast',
  offline_daily_limit_reached: 'games.refusal.offlineLimit',
  profile_not_found: 'games.refusal.profileGone',
}

/** Why a round played offline was refused, as the end of a sentence. */
export function refusalKey(reason: string | null): GamesKey {
  return (reason && REFUSALS[reason]) || 'games.refusal.other'
}

/** The game's name, from the game catalogue (lib/games/gameCatalogue.ts). */
export const gameTitleKey = (gameType: GameType): GamesKey =>
  catalogueEntry(gameType).titleKey

/**
 * When a round was added, for "added at ...": the time alone today, the
 * date and time on another day.
 */
export function formatAddedAt(
  addedAt: number,
  now: number,
  locale = dateLocale(),
): string {
  const added = new Date(addedAt)
  const sameDay = added.toDateString() === new Date(now).toDateString()
  return new Intl.DateTimeFormat(
    locale,
    sameDay
      ? { timeStyle: 'short' }
      : { dateStyle: 'medium', timeStyle: 'short' },
  ).format(added)
}
