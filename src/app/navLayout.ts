import type { Language } from '@/lib/i18n/language'

/**
 * Where the top bar shows its links instead of the menu button. Telugu
 * labels are longer: from 1024 px (`lg`) they wrapped onto two lines, so the
 * Telugu edition keeps the menu up to 1280 px (`xl`). Whole class names, so
 * Tailwind finds them.
 */
export function navLayout(language: Language) {
  return language === 'te'
    ? {
        links: 'hidden xl:block',
        side: 'hidden xl:flex',
        player: 'hidden max-w-56 xl:flex',
        menu: 'xl:hidden',
      }
    : {
        links: 'hidden lg:block',
        side: 'hidden lg:flex',
        player: 'hidden max-w-56 lg:flex',
        menu: 'lg:hidden',
      }
}
