import { ChevronDown } from '@/components/icons'
import type { ChildProfile } from '@/lib/backend'
import { familyText } from '@/lib/i18n/family'

import { AccountLinks } from './AccountLinks'
import { PlayerBadge } from './PlayerBadge'
import type { Disclosure } from './useDisclosure'

const MENU_ID = 'account-menu'

type AccountMenuProps = {
  player: ChildProfile | null
  disclosure: Disclosure
  isCurrent: (href: string) => boolean
  className?: string
}

/**
 * The signed-in family's one control in the top bar: the child playing
 * (avatar and fun name) as a button that opens a small menu of links
 * (switch player, grown-ups' area, leaderboard). A disclosure: Enter, Space
 * or a tap opens it, Tab walks its links, Escape closes it with focus back
 * on the button, and a tap outside or following a link closes it.
 *
 * This lazy chunk's modules join their class names by hand: importing
 * `cn` here split the app's code into one chunk more (scripts/checks/check-build.mjs).
 */
export function AccountMenu({
  player,
  disclosure,
  isCurrent,
  className,
}: AccountMenuProps) {
  const { open, toggle, buttonRef, containerRef } = disclosure
  const who = player
    ? familyText('family.nav.playingAs', { name: player.funName })
    : familyText('family.nav.whoIsPlaying')
  return (
    <div ref={containerRef} className={`relative ${className ?? ''}`}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={MENU_ID}
        aria-label={familyText('family.nav.playerMenu', { who })}
        onClick={toggle}
        className={`flex min-h-touch cursor-pointer items-center gap-1 rounded-full border-2 py-0.5 pr-2 pl-1 font-display font-bold text-maroon-800 hover:bg-maroon-50 ${open ? 'border-maroon-700 bg-maroon-50' : 'border-cream-300'}`}
      >
        {/* A fun name has at most 20 characters: the bar is measured for long
            ones (navLayout.ts); only an unusually wide one is shortened. */}
        <PlayerBadge player={player} nameClassName="max-w-52 truncate" />
        <ChevronDown
          aria-hidden="true"
          className={`size-5 shrink-0 transition-transform ${open ? 'rotate-180' : ''}`}
        />
      </button>
      <div
        hidden={!open}
        className="absolute top-full right-0 mt-2 rounded-2xl border border-cream-300 bg-cream-50 p-2 shadow-card"
      >
        <AccountLinks
          id={MENU_ID}
          hasPlayer={player !== null}
          isCurrent={isCurrent}
        />
      </div>
    </div>
  )
}
