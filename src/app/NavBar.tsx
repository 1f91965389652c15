import { Link } from 'react-router-dom'

import { shellText } from '@/lib/i18n/shell'
import { paths } from '@/lib/paths'

import { LanguageSwitch } from './LanguageSwitch'
import { MobileMenu } from './MobileMenu'
import { NAV_ITEMS } from './navItems'
import { NAV_LAYOUT } from './navLayout'
import { NavLinkItem } from './NavLinkItem'
import { PlayerStatus } from './PlayerStatus'

/**
 * The fixed top bar. Its height is the `nav` spacing token. Every label
 * keeps to one line (nothing wraps or is cut): where the whole bar does not
 * fit, the menu button holds the links instead (navLayout.ts).
 */
export function NavBar() {
  const layout = NAV_LAYOUT
  return (
    <header className="fixed inset-x-0 top-0 z-50 h-nav border-b border-cream-300 bg-cream-50/95 backdrop-blur supports-[backdrop-filter]:bg-cream-50/80">
      <div className="relative mx-auto flex h-full max-w-[96rem] items-center justify-between gap-3 px-4">
        <Link
          to={paths.home.getHref()}
          aria-label={shellText('nav.home')}
          className="flex min-h-touch shrink-0 items-center gap-2 rounded-full pr-2"
        >
          <img src="/favicon.svg" alt="" width={40} height={40} />
          <span
            className={`font-display text-2xl font-bold whitespace-nowrap text-maroon-800 ${layout.name}`}
          >
            {shellText('site.name')}
          </span>
        </Link>
        <nav aria-label={shellText('a11y.mainNav')} className={layout.links}>
          <ul className="flex items-center gap-0.5">
            {NAV_ITEMS.map((item) => (
              <li key={item.href}>
                <NavLinkItem item={item} />
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex shrink-0 items-center gap-3">
          <LanguageSwitch className={layout.side} />
          <PlayerStatus place="bar" className={layout.player} />
          <MobileMenu />
        </div>
      </div>
    </header>
  )
}
