import { Menu, X } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { useLocation } from 'react-router-dom'

import { Button } from '@/components/ui/Button'
import { getActiveLanguage } from '@/lib/i18n/language'
import { t } from '@/lib/i18n/t'

import { LanguageSwitch } from './LanguageSwitch'
import { NAV_ITEMS } from './navItems'
import { navLayout } from './navLayout'
import { NavLinkItem } from './NavLinkItem'
import { PlayerStatus } from './PlayerStatus'

const MENU_ID = 'mobile-menu'

/**
 * The collapsible menu of small screens: the same six items as the top bar,
 * the language switch and the player.
 */
export function MobileMenu() {
  const [open, setOpen] = useState(false)
  const location = useLocation()
  const [lastKey, setLastKey] = useState(location.key)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const containerRef = useRef<HTMLDivElement>(null)

  // Close on navigation (adjusting state during render, as React recommends).
  if (lastKey !== location.key) {
    setLastKey(location.key)
    setOpen(false)
  }

  useEffect(() => {
    if (!open) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      buttonRef.current?.focus()
    }
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('keydown', onKeyDown)
    document.addEventListener('pointerdown', onPointerDown)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('pointerdown', onPointerDown)
    }
  }, [open])

  return (
    <div ref={containerRef} className={navLayout(getActiveLanguage()).menu}>
      <Button
        ref={buttonRef}
        variant="ghost"
        size="icon"
        aria-expanded={open}
        aria-controls={MENU_ID}
        aria-label={open ? t('nav.closeMenu') : t('nav.openMenu')}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
      </Button>
      <nav
        id={MENU_ID}
        aria-label={t('a11y.mainNav')}
        hidden={!open}
        className="absolute inset-x-0 top-full border-b border-cream-300 bg-cream-50 shadow-card"
      >
        <ul className="mx-auto flex max-w-7xl flex-col gap-1 p-4">
          {NAV_ITEMS.map((item) => (
            <li key={item.href}>
              <NavLinkItem item={item} className="w-full text-lg" />
            </li>
          ))}
        </ul>
        <LanguageSwitch className="mx-auto flex max-w-7xl border-t border-cream-300 px-4 py-3" />
        <PlayerStatus className="mx-auto flex max-w-7xl justify-between border-t border-cream-300 px-6 py-3" />
      </nav>
    </div>
  )
}
