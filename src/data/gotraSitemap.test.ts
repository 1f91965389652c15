import { describe, expect, it } from 'vitest'

import { buildSitemap } from '@/lib/sitemap'

import { GOTRA_SITEMAP_PATHS } from './gotraSitemap'

describe('GOTRA_SITEMAP_PATHS', () => {
  it('has a page for each of the 102 gotras', () => {
    expect(GOTRA_SITEMAP_PATHS).toHaveLength(102)
    expect(GOTRA_SITEMAP_PATHS.map((entry) => entry.path)).toContain(
      '/gotra/kashyapa',
    )
    expect(new Set(GOTRA_SITEMAP_PATHS.map((e) => e.path)).size).toBe(102)
  })

  it('ends up in the generated sitemap', () => {
    const xml = buildSitemap(
      'https://example.org',
      GOTRA_SITEMAP_PATHS,
      '2026-01-01',
    )
    expect(xml).toContain('<loc>https://example.org/gotra/jada-bharata</loc>')
    expect(xml.match(/<url>/g)).toHaveLength(102)
  })
})
