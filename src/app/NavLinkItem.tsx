import { Link, useLocation } from 'react-router-dom'

import { cn } from '@/lib/cn'
import { t } from '@/lib/i18n/t'

import { isCurrentNavItem, type NavItem } from './navItems'

type NavLinkItemProps = { item: NavItem; className?: string }

export function NavLinkItem({ item, className }: NavLinkItemProps) {
  const location = useLocation()
  const current = isCurrentNavItem(item.href, location)
  return (
    <Link
      to={item.href}
      aria-current={current ? 'page' : undefined}
      className={cn(
        'inline-flex min-h-touch items-center rounded-full px-3 font-display font-semibold transition-colors hover:bg-saffron-100',
        current ? 'bg-saffron-200 text-maroon-900' : 'text-maroon-800',
        className,
      )}
    >
      {t(item.labelKey)}
    </Link>
  )
}
