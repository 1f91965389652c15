import { Link } from 'react-router-dom'

import { Award, CircleCheck, LogIn, Medal } from '@/components/icons'
import { buttonVariants } from '@/components/ui/Button'
import * as homeGamesModule from '@/data/homeGames'
import type { BadgeId } from '@/lib/backend'
import { teluguTwin } from '@/lib/i18n/edition'
import { homeText } from '@/lib/i18n/home'
import { paths } from '@/lib/paths'

const homeGamesContent = teluguTwin(
  homeGamesModule,
  () => import('@/data/te/homeGames'),
)

type AchievementsBannerProps = {
  /** The badges this player has earned (on this device or in an account). */
  earned: readonly BadgeId[]
  signedIn: boolean
}

/** The three badges, with Login / Sign Up and View Leaderboard. */
export function AchievementsBanner({
  earned,
  signedIn,
}: AchievementsBannerProps) {
  const { achievementBadges } = homeGamesContent()
  return (
    <div className="rounded-3xl bg-maroon-700 p-6 text-white sm:p-8">
      <h3 className="flex items-center gap-2 text-2xl text-white">
        <Award aria-hidden="true" className="size-7 text-gold-300" />
        {homeText('home.achievements.title')}
      </h3>
      <p className="mt-2 text-lg">{homeText('home.achievements.text')}</p>
      <ul
        aria-label={homeText('home.achievements.badges')}
        className="mt-4 flex flex-wrap gap-3"
      >
        {achievementBadges.map((badge) => (
          <li key={badge.id} className="rounded-2xl bg-maroon-800 px-4 py-2">
            <span className="flex items-center gap-2 font-display font-bold text-gold-200">
              <Medal aria-hidden="true" className="size-5" />
              {badge.name}
            </span>
            <span className="block text-sm text-maroon-50">
              {badge.description}
            </span>
            {earned.includes(badge.id) && (
              <span className="mt-1 flex items-center gap-1 text-sm font-bold text-white">
                <CircleCheck aria-hidden="true" className="size-4" />
                {homeText('home.achievements.earned')}
              </span>
            )}
          </li>
        ))}
      </ul>
      <div className="mt-6 flex flex-wrap gap-3">
        {!signedIn && (
          <Link
            to={paths.auth.getHref()}
            className={buttonVariants({ variant: 'secondary' })}
          >
            <LogIn aria-hidden="true" />
            {homeText('home.achievements.login')}
          </Link>
        )}
        <Link
          to={paths.leaderboard.getHref()}
          className={buttonVariants({ variant: 'outlineInverse' })}
        >
          {homeText('home.achievements.leaderboard')}
        </Link>
      </div>
    </div>
  )
}
