/**
 * Builds sitemap.xml and the robots.txt sitemap line. Pure: used by the Vite
 * build plugin in `scripts/`, so no `@/` aliases here.
 */

export type SitemapEntry = { path: string; priority: number }

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
        `    <lastmod>${lastModified}</lastmod>\n` +
        `    <priority>${entry.priority.toFixed(1)}</priority>\n  </url>`,
    )
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
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
