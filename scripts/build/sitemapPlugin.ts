import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'

import type { Plugin } from 'vite'

import { GOTRA_SITEMAP_PATHS } from '../../src/data/gotraSitemap.ts'
import { SITEMAP_PATHS } from '../../src/lib/paths.ts'
import {
  buildSitemap,
  editionEntries,
  robotsWithSitemap,
} from '../../src/lib/sitemap.ts'

/** Where sitemap.xml points when VITE_SITE_URL is not set (the preview server). */
export const FALLBACK_SITE_URL = 'http://localhost:4173'

/**
 * Writes dist/sitemap.xml from the route table (plus every gotra page), each
 * page in both editions with its hreflang alternates, and adds its absolute address
 * to dist/robots.txt (copied from public/).
 */
export function sitemapPlugin(siteUrl: string | undefined): Plugin {
  let outDir = 'dist'
  const base = siteUrl && siteUrl.trim() !== '' ? siteUrl : FALLBACK_SITE_URL
  return {
    name: 'vasavi-kids:sitemap',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir
      if (!siteUrl) {
        config.logger.warn(
          `VITE_SITE_URL is not set: sitemap.xml and robots.txt point at ${FALLBACK_SITE_URL}.`,
        )
      }
    },
    generateBundle() {
      const today = new Date().toISOString().slice(0, 10)
      this.emitFile({
        type: 'asset',
        fileName: 'sitemap.xml',
        source: buildSitemap(
          base,
          editionEntries([...SITEMAP_PATHS, ...GOTRA_SITEMAP_PATHS]),
          today,
        ),
      })
    },
    async writeBundle() {
      const robotsPath = join(outDir, 'robots.txt')
      const robots = await readFile(robotsPath, 'utf8')
      await writeFile(robotsPath, robotsWithSitemap(robots, base))
    },
  }
}
