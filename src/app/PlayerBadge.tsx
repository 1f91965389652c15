import { Avatar } from '@/components/avatars/Avatar'
import { UserRound } from '@/components/icons'
import type { ChildProfile } from '@/lib/backend'
import { familyText } from '@/lib/i18n/family'

/**
 * The child playing, as the account menu's button and the mobile menu show
 * it: the avatar and the whole fun name on one line ("Who's playing?" before
 * a player is chosen). Decorative: its container carries the name.
 */
export function PlayerBadge({
  player,
  nameClassName = '',
}: {
  player: ChildProfile | null
  nameClassName?: string
}) {
  return (
    <span aria-hidden="true" className="flex items-center gap-2">
      {player ? (
        <Avatar id={player.avatar} size={36} decorative className="shrink-0" />
      ) : (
        <UserRound className="size-6 shrink-0" />
      )}
      <span className={`whitespace-nowrap ${nameClassName}`}>
        {player ? player.funName : familyText('family.nav.whoIsPlaying')}
      </span>
    </span>
  )
}
