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
import { shellText } from '@/lib/i18n/shell'

/**
 * Each edition's name, in its own language and script. The Telugu word is
 * drawn as an image of its letters (public/telugu-name.svg, made by
 * `npm run fonts`), its text being the image's alt: an English page
 * loads no Telugu web font for one word, and a device without a Telugu
 * font still shows it. Written as escapes, so its letters do not count
 * towards the font subsets (scripts/build/siteFonts.mjs reads src/).
 */
const LANGUAGE_NAMES = {
  en: 'English',
  te: '\u0C24\u0C46\u0C32\u0C41\u0C17\u0C41',
} as const

/** public/telugu-name.svg, drawn at the height of the link's text. */
const TELUGU_NAME_IMAGE = { src: '/telugu-name.svg', width: 47, height: 22 }

const noSubscription = () => () => undefined
const isClient = () => true
const isServer = () => false

/**
 * `English | Telugu`: links to this page in each edition (same address,
 * same #section), the current one marked. Following one remembers the
 * choice on this device (lib/i18n/languageChoice.ts).
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
      aria-label={shellText('language.label')}
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
            // scripts/build/prerenderHtml.mjs: this Telugu needs no web font.
            data-font="system"
            aria-current={language === current ? 'true' : undefined}
            onClick={() => saveLanguageChoice(language)}
            className={cn(
              'inline-flex min-h-touch min-w-touch items-center justify-center rounded-full border-2 px-3 font-system font-semibold',
              language === current
                ? 'border-transparent bg-saffron-200 text-maroon-900'
                : 'border-cream-300 text-maroon-800 hover:bg-saffron-100',
            )}
          >
            {language === 'te' ? (
              <img
                {...TELUGU_NAME_IMAGE}
                alt={LANGUAGE_NAMES.te}
                className="h-[1.5em] w-auto"
              />
            ) : (
              LANGUAGE_NAMES[language]
            )}
          </Link>
        </span>
      ))}
    </div>
  )
}
