import { useSyncExternalStore } from 'react'
import { Link, useLocation } from 'react-router-dom'

import { cn } from '@/lib/cn'
import {
  LANGUAGE_TAGS,
  LANGUAGES,
  languageOfPath,
  localizePath,
} from '@/lib/i18n/language'
import { saveLanguageChoice } from '@/lib/i18n/languageChoice'
import { t } from '@/lib/i18n/t'

/**
 * Each edition's name, in its own language and script.
 * The Telugu is written as escapes because the name is drawn in the
 * device's fonts: its letters must not count towards the web font subsets
 * (scripts/siteFonts.mjs reads the characters of src/).
 */
const LANGUAGE_NAMES = {
  en: 'English',
  te: '\u0C24\u0C46\u0C32\u0C41\u0C17\u0C41',
} as const

const noSubscription = () => () => undefined
const isClient = () => true
const isServer = () => false

/**
 * `English | Telugu`: links to this page in each edition (same address,
 * same #section), the current one marked. Following one remembers the
 * choice on this device (lib/i18n/languageChoice.ts). The names are drawn
 * in the device's own fonts (`font-system`), so an English page never
 * downloads the Telugu web font for one word.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { pathname, search, hash } = useLocation()
  // The prerendered page cannot know the #section: the hydrating render
  // leaves it out too (so the markup matches), the next one adds it.
  const hydrated = useSyncExternalStore(noSubscription, isClient, isServer)
  const here = `${pathname}${search}${hydrated ? hash : ''}`
  const current = languageOfPath(pathname)
  return (
    <div
      role="group"
      aria-label={t('language.label')}
      className={cn('items-center gap-1', className)}
    >
      {LANGUAGES.map((language, index) => (
        <span key={language} className="flex items-center gap-1">
          {index > 0 ? (
            <span aria-hidden="true" className="text-maroon-700">
              |
            </span>
          ) : null}
          <Link
            to={localizePath(here, language)}
            lang={LANGUAGE_TAGS[language]}
            hrefLang={LANGUAGE_TAGS[language]}
            // scripts/prerenderHtml.mjs: no Telugu web font for this name.
            data-font="system"
            aria-current={language === current ? 'true' : undefined}
            onClick={() => saveLanguageChoice(language)}
            className={cn(
              'inline-flex min-h-touch min-w-touch items-center justify-center rounded-full px-3 font-system font-semibold underline-offset-4 hover:bg-saffron-100',
              language === current
                ? 'bg-saffron-200 text-maroon-900'
                : 'text-maroon-800 underline',
            )}
          >
            {LANGUAGE_NAMES[language]}
          </Link>
        </span>
      ))}
    </div>
  )
}
