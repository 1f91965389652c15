import {
  Award,
  Compass,
  Crown,
  GraduationCap,
  type LucideIcon,
} from '@/components/icons'
import { Button } from '@/components/ui/Button'
import {
  BADGE_IDS,
  useAuth,
  useMyProgress,
  usePlayer,
  type BadgeId,
} from '@/lib/backend'
import { cn } from '@/lib/cn'
import { gamesText } from '@/lib/i18n/games'

import { badgeHow, badgeName } from '../shared/badgeName'
import { OfflineRoundsPanel } from './OfflineRoundsPanel'
import { WhoIsPlayingLine } from './WhoIsPlayingLine'

const BADGE_ICONS: Record<BadgeId, LucideIcon> = {
  heritage_explorer: Compass,
  cultural_scholar: GraduationCap,
  heritage_master: Crown,
}

/**
 * The three badges and which of them the player of this device has earned:
 * the child chosen on "Who's playing?" (decision 028), or a guest.
 */
export function AchievementPanel() {
  const progress = useMyProgress()
  const { user } = useAuth()
  const { player, loading } = usePlayer()
  const earned = progress.data?.badges ?? []

  return (
    <section
      aria-labelledby="achievements-heading"
      className="rounded-3xl border-2 border-gold-300 bg-gold-50 p-5 sm:p-6"
    >
      <h2
        id="achievements-heading"
        className="flex items-center gap-2 text-2xl sm:text-3xl"
      >
        <Award aria-hidden="true" className="size-8 text-gold-800" />
        {gamesText('games.achievements.heading')}
      </h2>
      <p className="mt-2 text-ink-muted">
        {gamesText('games.achievements.intro')}
      </p>
      {user && !loading ? <WhoIsPlayingLine player={player} /> : null}
      {/* Two lines' room from the start: a prerendered page (and a first
          visit before the app starts, decision 038) shows the badges without
          claiming that anything is loading, and nothing moves when the
          counts arrive. */}
      <div className="mt-4 min-h-12" aria-busy={progress.isPending}>
        {progress.isError ? (
          <div role="alert">
            <p>{gamesText('games.achievements.error')}</p>
            <Button
              variant="outline"
              className="mt-2"
              onClick={() => void progress.refetch()}
            >
              {gamesText('games.achievements.retry')}
            </Button>
          </div>
        ) : null}
        {progress.isSuccess ? (
          <>
            <p className="font-semibold">
              {gamesText('games.achievements.count', {
                count: earned.length,
                total: BADGE_IDS.length,
              })}
            </p>
            <p className="font-semibold">
              {gamesText('games.achievements.points', {
                points: progress.data.totalScore,
              })}
            </p>
          </>
        ) : null}
      </div>
      <ul className="mt-4 grid gap-3 md:grid-cols-3">
        {BADGE_IDS.map((badge) => {
          const Icon = BADGE_ICONS[badge]
          const has = earned.includes(badge)
          return (
            <li
              key={badge}
              className={cn(
                'flex items-start gap-3 rounded-2xl border-2 p-4',
                has
                  ? 'border-gold-600 bg-white'
                  : 'border-dashed border-cream-300 bg-cream-50',
              )}
            >
              <Icon
                aria-hidden="true"
                className={cn(
                  'size-8 shrink-0',
                  has ? 'text-gold-800' : 'text-ink-muted',
                )}
              />
              <div>
                <p className="font-display text-lg font-bold text-ink">
                  {badgeName(badge)}
                </p>
                <p className="text-sm text-ink-muted">{badgeHow(badge)}</p>
                {/* The line is there from the start, so the cards do not grow
                    (and push the games below) when the badges arrive. */}
                <p
                  aria-hidden={progress.isSuccess ? undefined : true}
                  className={cn(
                    'mt-1 text-sm font-bold',
                    has ? 'text-leaf-800' : 'text-ink-muted',
                  )}
                >
                  {progress.isSuccess
                    ? gamesText(
                        has
                          ? 'games.achievements.earned'
                          : 'games.achievements.notYet',
                      )
                    : '\u00a0'}
                </p>
              </div>
            </li>
          )
        })}
      </ul>
      <OfflineRoundsPanel />
    </section>
  )
}
