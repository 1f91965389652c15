import { Link } from 'react-router-dom'

import { UsersRound } from '@/components/icons'
import { buttonVariants } from '@/components/ui/Button'
import type { ChildProfile } from '@/lib/backend'
import { gamesText } from '@/lib/i18n/games'
import { paths } from '@/lib/paths'

/**
 * For a signed-in family: whose badges these are, with a way to switch, or,
 * before a child is chosen, a prompt to choose (results then go to a guest).
 */
export function WhoIsPlayingLine({ player }: { player: ChildProfile | null }) {
  return (
    <div className="mt-3 flex flex-wrap items-center gap-3">
      <p className="font-bold">
        {player
          ? gamesText('games.achievements.player', { name: player.funName })
          : gamesText('games.achievements.choose')}
      </p>
      <Link
        to={paths.players.getHref()}
        className={buttonVariants({ variant: 'outline', size: 'sm' })}
      >
        <UsersRound aria-hidden="true" />
        {player
          ? gamesText('games.achievements.switch')
          : gamesText('games.achievements.chooseButton')}
      </Link>
    </div>
  )
}
