import { Link } from 'react-router-dom'

import { LogIn, Trophy } from '@/components/icons'
import { buttonVariants } from '@/components/ui/Button'
import { cn } from '@/lib/cn'
import { shellText } from '@/lib/i18n/shell'
import { paths } from '@/lib/paths'

import type { ControlsPlace } from './FamilyControls'
import { GUEST_ITEMS } from './navItems'
import { NavLinkItem } from './NavLinkItem'

type GuestLinksProps = {
  place: ControlsPlace
  className?: string
  /**
   * A family is signed in and its controls are on their way: a neutral
   * placeholder of the links' size, never the links (decision 070).
   */
  placeholder?: boolean
}

/**
 * A guest's way in: the leaderboard and "Login / Sign Up". In the top bar a
 * trophy icon and one button; in the mobile menu two links like the others.
 */
export function GuestLinks({
  place,
  className,
  placeholder = false,
}: GuestLinksProps) {
  if (place === 'menu') {
    return (
      <ul className={cn('flex flex-col gap-1', className)}>
        {GUEST_ITEMS.map((item) => (
          <li key={item.href}>
            <NavLinkItem item={item} className="w-full text-lg" />
          </li>
        ))}
      </ul>
    )
  }
  return (
    <div
      data-placeholder={placeholder || undefined}
      className={cn('items-center gap-1', className)}
    >
      <Link
        to={paths.leaderboard.getHref()}
        // Its name: the title, which is also its tooltip (an aria-label as
        // well would only repeat it in every page's HTML).
        title={shellText('nav.leaderboard')}
        className={buttonVariants({ variant: 'ghost', size: 'icon' })}
      >
        <Trophy aria-hidden="true" />
      </Link>
      <Link
        to={paths.auth.getHref()}
        className={buttonVariants({
          variant: 'outline',
          size: 'sm',
          className: 'whitespace-nowrap',
        })}
      >
        <LogIn aria-hidden="true" />
        {shellText('nav.loginSignUp')}
      </Link>
    </div>
  )
}
