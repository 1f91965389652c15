import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

import type { VitePWAOptions } from 'vite-plugin-pwa'

import { EDITION_WORKER_FILE } from './editionWorker.mjs'
import { editionFiles } from './offlineEditions.mjs'
import { APP_SHELL, TELUGU_SHELL } from './prerenderHtml.mjs'

const DIST = 'dist'

/**
 * Each edition's own files in this build (offlineEditions.mjs), which the
 * precache leaves to sw-editions.js. Read when the worker is generated,
 * after `vite build` has written its manifest.
 */
function editionOwnFiles(): Set<string> {
  const manifestFile = join(DIST, '.vite', 'manifest.json')
  if (!existsSync(manifestFile)) {
    throw new Error(`${manifestFile} is missing: the worker needs the build`)
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Parameters<
    typeof editionFiles
  >[0]
  const lists = editionFiles(manifest, readdirSync(join(DIST, 'assets')))
  return new Set(Object.values(lists).flat())
}

/** A navigation inside the edition of `prefix` (none: the English one). */
const navigationIn = (telugu: boolean) =>
  telugu
    ? ({ request, url }: { request: Request; url: URL }) =>
        request.mode === 'navigate' &&
        (url.pathname === '/te' || url.pathname.startsWith('/te/'))
    : ({ request, url }: { request: Request; url: URL }) =>
        request.mode === 'navigate' &&
        url.pathname !== '/te' &&
        !url.pathname.startsWith('/te/')

const escapeRegExp = (text: string) =>
  text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * The offline app (issue 9, decisions 019 and 077): precache the app's code,
 * both editions' shells and the coloring art, and leave each edition's own
 * files (its content, dictionaries and fonts) to sw-editions.js, which keeps
 * the visitor's edition; pages come from the network, and offline from the
 * shell of their edition, which draws them; never cache Supabase;
 * ask before switching to a new version (`prompt`), so a game is never
 * reloaded mid-play; the first worker controls the page that installed it
 * (decision 020).
 */
export function pwaOptions(
  supabaseUrl: string | undefined,
): Partial<VitePWAOptions> {
  const supabase = supabaseUrl
    ? new RegExp(`^${escapeRegExp(new URL(supabaseUrl).origin)}/`)
    : /^https:\/\/[^/]+\.supabase\.co\//
  return {
    // Workbox's production runtime, whoever runs the build: the plugin takes
    // its mode from NODE_ENV, which scripts/build/prerender.mjs (plain node,
    // where the worker is generated again) leaves unset, and families got
    // the development runtime: 168 kB unminified, logging every request of
    // the offline copy while a child played (decision 093).
    mode: 'production',
    registerType: 'prompt',
    // src/app/serviceWorker.ts registers it after the page has loaded.
    injectRegister: false,
    includeAssets: [],
    // The manifest's icons are for installing, which needs the network.
    includeManifestIcons: false,
    manifest: {
      id: '/',
      name: 'Vasavi Kids: Arya Vysya Heritage for Children',
      short_name: 'Vasavi Kids',
      description:
        'Stories, festivals, heroes, games and the 102 gotras of the Arya Vysya community, for children and their families.',
      lang: 'en',
      dir: 'ltr',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      orientation: 'any',
      theme_color: '#7a1c2e',
      background_color: '#fff8e7',
      categories: ['education', 'kids', 'books'],
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
        {
          src: '/icons/icon-maskable-512.png',
          sizes: '512x512',
          type: 'image/png',
          purpose: 'maskable',
        },
      ],
    },
    workbox: {
      globPatterns: [
        // The shells only: prerendered pages are for the first paint online
        // and for search engines; offline the app draws every page.
        APP_SHELL,
        TELUGU_SHELL,
        'assets/**/*.{js,css}',
        // Precached so that a change of its lists is a change of sw.js.
        EDITION_WORKER_FILE,
        'coloring/**/*.svg',
        'favicon.svg',
        // The language switch's Telugu name (decision 032).
        'telugu-name.svg',
        // The icon sprite every page's icons draw from (decision 065).
        'assets/icons-*.svg',
      ],
      globIgnores: ['**/node_modules/**', '.vite/**'],
      // Each edition's own files (and every font) are sw-editions.js's.
      manifestTransforms: [
        (entries) => {
          const own = editionOwnFiles()
          return Promise.resolve({
            manifest: entries.filter((entry) => !own.has(`/${entry.url}`)),
            warnings: [],
          })
        },
      ],
      // Runs before Workbox's own routes, so it answers for its files.
      importScripts: [`/${EDITION_WORKER_FILE}`],
      // The first worker takes charge of the page that installed it, so a
      // first visit that goes offline gets the games from the offline copy
      // without a reload (issue 33). A new version still waits in
      // `waiting` for the Reload button (registerType 'prompt').
      clientsClaim: true,
      // Pages come from the network (the prerendered page, or the host's
      // 404 shell); without it, from the shell of their edition, which
      // renders the page, down to its own 404 view (decision 077).
      navigateFallback: null,
      cleanupOutdatedCaches: true,
      runtimeCaching: [
        ...[true, false].map((telugu) => ({
          urlPattern: navigationIn(telugu),
          handler: 'NetworkOnly' as const,
          options: {
            precacheFallback: {
              fallbackURL: `/${telugu ? TELUGU_SHELL : APP_SHELL}`,
            },
          },
        })),
        // Sign-in, scores and the leaderboard must be live: never cached.
        { urlPattern: supabase, handler: 'NetworkOnly' },
        {
          // Font subsets for other scripts, fetched when a page needs them.
          urlPattern: /\/assets\/[\w-]+\.woff2$/,
          handler: 'CacheFirst',
          options: {
            cacheName: 'fonts',
            expiration: { maxEntries: 30 },
          },
        },
      ],
    },
  }
}
