/**
 * The site's two editions: English at `/…` and Telugu at `/te/…` (issue 16,
 * decision 032). Every address has a twin in the other edition; this module
 * maps between them and holds the edition being shown.
 *
 * Imported by build scripts through `paths.ts`: relative imports only, no
 * browser APIs, no `import.meta.env`.
 */

export const LANGUAGES = ['en', 'te'] as const
export type Language = (typeof LANGUAGES)[number]

/** The edition of addresses without a language prefix (and `x-default`). */
export const DEFAULT_LANGUAGE: Language = 'en'

/** Where the Telugu edition lives: `/te`, `/te/gotras`, `/te/gotra/kashyapa`. */
export const TELUGU_PREFIX = '/te'

/** BCP 47 tags: `<html lang>`, `hreflang`, JSON-LD `inLanguage`. */
export const LANGUAGE_TAGS: Record<Language, string> = { en: 'en', te: 'te' }

/** Open Graph locales. */
export const OG_LOCALES: Record<Language, string> = {
  en: 'en_US',
  te: 'te_IN',
}

export function isLanguage(value: unknown): value is Language {
  return value === 'en' || value === 'te'
}

/** `/gotras?q=1#top` → `['/gotras', '?q=1#top']`. */
function splitHref(href: string): [pathname: string, rest: string] {
  const at = href.search(/[?#]/)
  return at === -1 ? [href, ''] : [href.slice(0, at), href.slice(at)]
}

function isTeluguPathname(pathname: string): boolean {
  return pathname === TELUGU_PREFIX || pathname.startsWith(`${TELUGU_PREFIX}/`)
}

/** The edition an address belongs to. */
export function languageOfPath(href: string): Language {
  return isTeluguPathname(splitHref(href)[0]) ? 'te' : 'en'
}

/**
 * The English twin of an address: `/te/gotras#x` → `/gotras#x`, `/te` → `/`.
 * English addresses, and anything that is not a site path, are returned as
 * they are.
 */
export function englishPath(href: string): string {
  const [pathname, rest] = splitHref(href)
  if (!isTeluguPathname(pathname)) return href
  const stripped = pathname.slice(TELUGU_PREFIX.length)
  return `${stripped === '' ? '/' : stripped}${rest}`
}

/**
 * The twin of a site address in `language`: `/gotras` → `/te/gotras`,
 * `/#games` → `/te#games`, `/` → `/te`. Idempotent (a Telugu address stays
 * as it is) and leaves other links (`#top`, `https://…`, `mailto:`) alone.
 */
export function localizePath(href: string, language: Language): string {
  if (!href.startsWith('/') || href.startsWith('//')) return href
  const english = englishPath(href)
  if (language === 'en') return english
  const [pathname, rest] = splitHref(english)
  return `${TELUGU_PREFIX}${pathname === '/' ? '' : pathname}${rest}`
}

/*
 * The edition being rendered. One value for the whole page: the router's
 * layout sets it from the address before anything below it renders
 * (src/app/RootLayout.tsx), the prerender before each page
 * (src/entry-server.tsx). The translators (`gamesText()` and the like),
 * the content twins and `paths.x.getHref()` read it, so a component needs
 * no language prop.
 */
let activeLanguage: Language = DEFAULT_LANGUAGE

export function getActiveLanguage(): Language {
  return activeLanguage
}

export function setActiveLanguage(language: Language): void {
  activeLanguage = language
}

/** A site address in the edition being rendered. */
export function localHref(href: string): string {
  return localizePath(href, activeLanguage)
}

/** One `hreflang` alternate of a page. */
export type Alternate = { hreflang: string; path: string }

/**
 * The `hreflang` alternates of a page, the same from either edition: each
 * edition's address, and English as `x-default`.
 */
export function alternatesOf(href: string): Alternate[] {
  const english = englishPath(href)
  return [
    ...LANGUAGES.map((language) => ({
      hreflang: LANGUAGE_TAGS[language],
      path: localizePath(english, language),
    })),
    { hreflang: 'x-default', path: english },
  ]
}

/**
 * The locale dates and times are written in: Telugu (te-IN) on Telugu
 * pages, the browser's own on English ones.
 */
export function dateLocale(): string | undefined {
  return activeLanguage === 'te' ? 'te-IN' : undefined
}
