import { describe, expect, it } from 'vitest'

import { SITEMAP_PATHS } from './paths'
import {
  absoluteUrl,
  buildSitemap,
  editionEntries,
  robotsWithSitemap,
} from './sitemap'

describe('absoluteUrl', () => {
  it.each([
    ['https://a.example', '/', 'https://a.example/'],
    ['https://a.example/', '/gotras', 'https://a.example/gotras'],
    ['https://a.example//', 'games', 'https://a.example/games'],
  ])('%s + %s = %s', (site, path, expected) => {
    expect(absoluteUrl(site, path)).toBe(expected)
  })
})

describe('buildSitemap', () => {
  it('lists every route once with an escaped absolute location', () => {
    const xml = buildSitemap(
      'https://a.example',
      [
        ...SITEMAP_PATHS,
        { path: '/gotras', priority: 0.1 },
        { path: '/q?a=1&b=2', priority: 0.5 },
      ],
      '2026-11-21',
    )
    expect(xml.match(/<url>/g)).toHaveLength(SITEMAP_PATHS.length + 1)
    expect(xml).toContain('<loc>https://a.example/</loc>')
    expect(xml).toContain('<loc>https://a.example/privacy-policy</loc>')
    expect(xml).toContain('<loc>https://a.example/q?a=1&amp;b=2</loc>')
    expect(xml).toContain('<lastmod>2026-11-21</lastmod>')
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true)
  })
})

describe('editionEntries', () => {
  it('lists each page in English and in Telugu, each naming both', () => {
    const entries = editionEntries([
      { path: '/', priority: 1 },
      { path: '/gotras', priority: 0.9 },
    ])
    expect(entries.map((entry) => entry.path)).toEqual([
      '/',
      '/te',
      '/gotras',
      '/te/gotras',
    ])
    expect(entries[3]?.priority).toBe(0.9)
    const xml = buildSitemap('https://a.example', entries, '2026-11-21')
    expect(xml).toContain('<loc>https://a.example/te/gotras</loc>')
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="te" href="https://a.example/te/gotras"/>',
    )
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://a.example/"/>',
    )
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"')
    expect(xml.match(/hreflang="en"/g)).toHaveLength(4)
  })
})

describe('robotsWithSitemap', () => {
  it('replaces any old sitemap line with the absolute one', () => {
    expect(
      robotsWithSitemap(
        'User-agent: *\nAllow: /\nSitemap: /old.xml\n',
        'https://a.example',
      ),
    ).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://a.example/sitemap.xml\n',
    )
  })
})
