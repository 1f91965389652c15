import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { extname, join, normalize } from 'node:path'

import type { Plugin } from 'vite'

import { APP_SHELL } from './pwaOptions.ts'

/**
 * The file a static host serves for a page address: `/` → index.html,
 * `/gotras` → gotras.html, `/gotra/kashyapa` → gotra/kashyapa.html; null
 * when no prerendered file exists (the host then serves the app shell).
 */
export function prerenderedFileFor(
  outDir: string,
  pathname: string,
): string | null {
  const clean = normalize(decodeURIComponent(pathname)).replace(/\/+$/, '')
  if (clean.includes('..')) return null
  const file = clean === '' ? 'index.html' : `${clean.slice(1)}.html`
  return existsSync(join(outDir, file)) ? file : null
}

/**
 * `vite preview` behaves like the static hosts we deploy to: a page address
 * gets its prerendered file, and an unknown one the plain app shell with
 * status 404 — never the prerendered home page, which would hydrate the
 * wrong markup.
 */
export function prerenderedPreviewPlugin(): Plugin {
  return {
    name: 'vasavi-kids:prerendered-preview',
    configurePreviewServer(server) {
      const outDir = server.config.build.outDir
      server.middlewares.use((req, res, next) => {
        if (req.method !== 'GET' && req.method !== 'HEAD') return next()
        const pathname = new URL(req.url ?? '/', 'http://x').pathname
        if (extname(pathname) !== '') return next()
        const file = prerenderedFileFor(outDir, pathname)
        if (file) {
          req.url = `/${file}`
          return next()
        }
        readFile(join(outDir, APP_SHELL)).then(
          (html) => {
            res.statusCode = 404
            res.setHeader('Content-Type', 'text/html; charset=utf-8')
            res.setHeader('Cache-Control', 'no-cache')
            res.end(req.method === 'HEAD' ? undefined : html)
          },
          () => next(),
        )
      })
    },
  }
}
