import * as homeGamesModule from '@/data/homeGames'
import { useAuth, useMyProgress } from '@/lib/backend'
import { teluguTwin } from '@/lib/i18n/edition'
import { homeText } from '@/lib/i18n/home'

import { AchievementsBanner } from './AchievementsBanner'
import { ExtraActivities } from './ExtraActivities'
import { GameCard } from './GameCard'
import { HighScoreTile } from './HighScoreTile'

const homeGamesContent = teluguTwin(
  homeGamesModule,
  () => import('@/data/te/homeGames'),
)

/** Four game cards, extra activities, the high score and the badges. */
export function FunZoneSection() {
  const { homeGames } = homeGamesContent()
  return (
    <>
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {homeGames.map((game) => (
          <li key={game.id} className="flex">
            <GameCard game={game} />
          </li>
        ))}
      </ul>
      <h3 className="mt-14 text-center text-2xl">
        {homeText('home.games.more')}
      </h3>
      <ExtraActivities />
      <PlayerProgress />
    </>
  )
}

/**
 * The player's part, on its own: when the saved progress arrives after the
 * page has started, only this re-renders, not the cards above (a first visit
 * re-rendered the whole Fun Zone for the same empty progress).
 */
function PlayerProgress() {
  const { data: progress } = useMyProgress()
  const { user } = useAuth()
  const played = (progress?.completedGameTypes.length ?? 0) > 0
  return (
    <div className="mt-10 grid items-start gap-6 lg:grid-cols-[1fr_2fr]">
      <HighScoreTile best={played ? (progress?.totalScore ?? null) : null} />
      <AchievementsBanner
        earned={progress?.badges ?? []}
        signedIn={user !== null}
      />
    </div>
  )
}
