import { Menu, X } from '@/components/icons'
import { Button } from '@/components/ui/Button'
import { shellText } from '@/lib/i18n/shell'

import { LanguageSwitch } from './LanguageSwitch'
import { NAV_ITEMS } from './navItems'
import { NAV_LAYOUT } from './navLayout'
import { NavLinkItem } from './NavLinkItem'
import { PlayerStatus } from './PlayerStatus'
import { useDisclosure } from './useDisclosure'

const MENU_ID = 'mobile-menu'

/**
 * The collapsible menu of screens too narrow for the whole top bar: the same
 * six items, the language switch and the account links (a guest's
 * leaderboard and "Login / Sign Up"; the child playing and their links).
 */
export function MobileMenu() {
  const { open, toggle, buttonRef, containerRef } = useDisclosure()
  return (
    <div ref={containerRef} className={NAV_LAYOUT.menu}>
      <Button
        ref={buttonRef}
        variant="ghost"
        size="icon"
        aria-expanded={open}
        aria-controls={MENU_ID}
        aria-label={
          open ? shellText('nav.closeMenu') : shellText('nav.openMenu')
        }
        onClick={toggle}
      >
        {open ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
      </Button>
      <nav
        id={MENU_ID}
        aria-label={shellText('a11y.mainNav')}
        hidden={!open}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-var(--spacing-nav))] overflow-y-auto border-b border-cream-300 bg-cream-50 shadow-card"
      >
        <ul className="mx-auto flex max-w-7xl flex-col gap-1 p-4">
          {NAV_ITEMS.map((item) => (
            <li key={item.href}>
              <NavLinkItem item={item} className="w-full text-lg" />
            </li>
          ))}
        </ul>
        <LanguageSwitch className="mx-auto flex max-w-7xl border-t border-cream-300 px-4 py-3" />
        <PlayerStatus
          place="menu"
          className="mx-auto max-w-7xl border-t border-cream-300 p-4"
        />
      </nav>
    </div>
  )
}
