// The two reference builds `npm run bench` measures beside the site (decision
// 030), made from the site's own dist/ so that they are served the same way:
//
// - floor: every prerendered page with every script removed — the fastest
//   this content can be on this server;
// - spa:   the app's plain shell (404.html) answered for each route — what a
//   usual client-rendered Vite app would deliver.
import {
  cpSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { join } from 'node:path'

import { APP_SHELL, fileForPath } from '../build/prerenderHtml.mjs'

const SCRIPT = /<script\b[^>]*>[\s\S]*?<\/script>\s*/gi
const MODULE_PRELOAD = /<link\b[^>]*\brel=["']?modulepreload["']?[^>]*>\s*/gi

/**
 * The page without any script: inline or external, module or classic, JSON-LD
 * included, and without the module preloads that only scripts would use.
 * @param {string} html
 */
export function withoutScripts(html) {
  return html.replace(SCRIPT, '').replace(MODULE_PRELOAD, '')
}

function htmlFiles(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name))
}

/**
 * Writes the floor and plain-SPA copies of `dist` under `outDir`; returns the
 * directory of each variant (the site is `dist` itself).
 * @param {string} dist
 * @param {string} outDir
 * @param {readonly string[]} routes
 * @returns {{ site: string, floor: string, spa: string }}
 */
export function prepareVariants(dist, outDir, routes) {
  const floor = join(outDir, 'floor')
  const spa = join(outDir, 'spa')
  for (const dir of [floor, spa]) {
    rmSync(dir, { recursive: true, force: true })
    cpSync(dist, dir, { recursive: true })
  }
  for (const file of htmlFiles(floor)) {
    writeFileSync(file, withoutScripts(readFileSync(file, 'utf8')))
  }
  const shell = readFileSync(join(dist, APP_SHELL), 'utf8')
  for (const route of routes)
    writeFileSync(join(spa, fileForPath(route)), shell)
  return { site: dist, floor, spa }
}
