import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { extname, join } from 'node:path'

import type { Plugin } from 'vite'

import { editionOfPath } from './offlineEditions.mjs'
import { APP_SHELL, fileForPath, TELUGU_SHELL } from './prerenderHtml.mjs'

/**
 * `vite preview` behaves like the static hosts we deploy to: a page address
 * gets its prerendered file (`/gotras` → gotras.html), and an unknown one the
 * plain app shell of its edition with status 404 (as hosts that look for the
 * nearest 404.html do) — never the prerendered home page, which would
 * hydrate the wrong markup.
 */
export function prerenderedPreviewPlugin(): Plugin {
  return {
    name: 'vasavi-kids:prerendered-preview',
    configurePreviewServer(server) {
      const outDir = server.config.build.outDir
      server.middlewares.use((req, res, next) => {
        if (req.method !== 'GET' && req.method !== 'HEAD') return next()
        const pathname = decodeURIComponent(
          new URL(req.url ?? '/', 'http://preview.invalid').pathname,
        )
        if (pathname.includes('..')) return next()
        if (extname(pathname) !== '') {
          // A missing file is a 404, as on a static host, not the app.
          if (existsSync(join(outDir, pathname))) return next()
          res.statusCode = 404
          res.end()
          return
        }
        const file = fileForPath(pathname)
        if (existsSync(join(outDir, file))) {
          req.url = `/${file}`
          return next()
        }
        const shell =
          editionOfPath(pathname) === 'te' ? TELUGU_SHELL : APP_SHELL
        readFile(join(outDir, shell)).then(
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
