import { Link } from 'react-router-dom'

import { LockKeyhole, Trophy, Users } from '@/components/icons'
import { familyText } from '@/lib/i18n/family'
import { localHref } from '@/lib/i18n/language'

import { accountItems, type AccountItemId } from './accountItems'

const ICONS: Record<AccountItemId, typeof Users> = {
  players: Users,
  'grown-ups': LockKeyhole,
  leaderboard: Trophy,
}

type AccountLinksProps = {
  hasPlayer: boolean
  /** Whether an address is the page shown (navItems' isCurrentNavItem). */
  isCurrent: (href: string) => boolean
  id?: string
  className?: string
}

/** The signed-in family's links: the account menu's and the mobile menu's. */
export function AccountLinks({
  hasPlayer,
  isCurrent,
  id,
  className,
}: AccountLinksProps) {
  return (
    <ul id={id} className={`flex flex-col gap-1 ${className ?? ''}`}>
      {accountItems(hasPlayer).map((item) => {
        const Icon = ICONS[item.id]
        const href = localHref(item.href)
        const current = isCurrent(href)
        return (
          <li key={item.id}>
            <Link
              to={href}
              aria-current={current ? 'page' : undefined}
              className={`flex min-h-touch items-center gap-3 rounded-xl px-3 font-display font-semibold whitespace-nowrap hover:bg-saffron-100 ${current ? 'bg-saffron-200 text-maroon-900' : 'text-maroon-800'}`}
            >
              <Icon aria-hidden="true" className="size-5 shrink-0" />
              {familyText(item.labelKey)}
            </Link>
          </li>
        )
      })}
    </ul>
  )
}
