import { Link, useLocation } from 'react-router-dom'

import { cn } from '@/lib/cn'
import { localHref } from '@/lib/i18n/language'
import { shellText } from '@/lib/i18n/shell'

import { isCurrentNavItem, type NavItem } from './navItems'

type NavLinkItemProps = { item: NavItem; className?: string }

export function NavLinkItem({ item, className }: NavLinkItemProps) {
  const location = useLocation()
  // The items hold English addresses; a Telugu page links to Telugu ones.
  const href = localHref(item.href)
  const current = isCurrentNavItem(href, location)
  return (
    <Link
      to={href}
      aria-current={current ? 'page' : undefined}
      className={cn(
        'inline-flex min-h-touch items-center rounded-full px-2 font-display font-semibold whitespace-nowrap transition-colors hover:bg-saffron-100',
        current ? 'bg-saffron-200 text-maroon-900' : 'text-maroon-800',
        className,
      )}
    >
      {shellText(item.labelKey)}
    </Link>
  )
}
