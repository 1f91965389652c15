/**
 * Builds sitemap.xml and the robots.txt sitemap line. Pure: used by the Vite
 * build plugin in `scripts/`, so no `@/` aliases here.
 */

import {
  alternatesOf,
  LANGUAGES,
  localizePath,
  type Alternate,
} from './i18n/language.ts'

export type SitemapEntry = {
  path: string
  priority: number
  /** The page's `hreflang` alternates (its twin in each edition). */
  alternates?: readonly Alternate[]
}

/**
 * Each English page and its Telugu twin (`/gotras`, `/te/gotras`), both
 * naming every edition as an alternate.
 */
export function editionEntries(
  entries: readonly SitemapEntry[],
): SitemapEntry[] {
  return entries.flatMap((entry) =>
    LANGUAGES.map((language) => ({
      ...entry,
      path: localizePath(entry.path, language),
      alternates: alternatesOf(entry.path),
    })),
  )
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
}

export function absoluteUrl(siteUrl: string, path: string): string {
  const base = siteUrl.replace(/\/+$/, '')
  return path === '/'
    ? `${base}/`
    : `${base}${path.startsWith('/') ? '' : '/'}${path}`
}

export function buildSitemap(
  siteUrl: string,
  entries: readonly SitemapEntry[],
  lastModified: string,
): string {
  const seen = new Set<string>()
  const urls = entries
    .filter((entry) => {
      if (seen.has(entry.path)) return false
      seen.add(entry.path)
      return true
    })
    .map(
      (entry) =>
        `  <url>\n    <loc>${escapeXml(absoluteUrl(siteUrl, entry.path))}</loc>\n` +
        (entry.alternates ?? [])
          .map(
            ({ hreflang, path }) =>
              `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(absoluteUrl(siteUrl, path))}"/>\n`,
          )
          .join('') +
        `    <lastmod>${lastModified}</lastmod>\n` +
        `    <priority>${entry.priority.toFixed(1)}</priority>\n  </url>`,
    )
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    `${urls.join('\n')}\n</urlset>\n`
  )
}

export function robotsWithSitemap(robots: string, siteUrl: string): string {
  const withoutOld = robots
    .split('\n')
    .filter((line) => !/^sitemap:/i.test(line.trim()))
    .join('\n')
    .trimEnd()
  return `${withoutOld}\n\nSitemap: ${absoluteUrl(siteUrl, '/sitemap.xml')}\n`
}
