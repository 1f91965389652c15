import { usePlayer } from '@/lib/backend'
import { familyText } from '@/lib/i18n/family'

import { AccountLinks } from './AccountLinks'
import { AccountMenu } from './AccountMenu'
import { PlayerBadge } from './PlayerBadge'
import type { Disclosure } from './useDisclosure'

export type ControlsPlace = 'bar' | 'menu'

type FamilyControlsProps = {
  place: ControlsPlace
  /** The account menu's open state (the top bar's useDisclosure). */
  disclosure: Disclosure
  /** Whether a link's address is the page shown. */
  isCurrent: (href: string) => boolean
  className?: string
}

/**
 * The signed-in family in the nav (decision 028, decision 057): in the top
 * bar, the account menu; in the mobile menu, the child playing and the same
 * links. Before a player is chosen the mobile menu has no status line: its
 * "Who's playing?" link says it once (decision 069). No sign-out: that is
 * the grown-ups' job, behind the PIN.
 */
export function FamilyControls({
  place,
  disclosure,
  isCurrent,
  className,
}: FamilyControlsProps) {
  const { player } = usePlayer()
  if (place === 'bar') {
    return (
      <AccountMenu
        player={player}
        disclosure={disclosure}
        isCurrent={isCurrent}
        className={className}
      />
    )
  }
  return (
    <section
      aria-label={
        player
          ? familyText('family.nav.playingAs', { name: player.funName })
          : familyText('family.nav.family')
      }
      className={`grid gap-2 ${className ?? ''}`}
    >
      {player && (
        <p className="px-3 font-display font-bold text-maroon-800">
          <PlayerBadge player={player} />
        </p>
      )}
      <AccountLinks hasPlayer={player !== null} isCurrent={isCurrent} />
    </section>
  )
}
