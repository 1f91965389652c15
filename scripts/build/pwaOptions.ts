import type { VitePWAOptions } from 'vite-plugin-pwa'

import { APP_SHELL } from './prerenderHtml.mjs'

/** The site's web fonts, each cut to the characters it uses (decision 030). */
const PRECACHED_FONTS = [
  'baloo-2-subset',
  'nunito-subset',
  'noto-sans-telugu-subset',
]

const escapeRegExp = (text: string) =>
  text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * The offline app (issue 9, decision 019): precache the shell, every
 * prerendered page, the fonts and the coloring art; never cache Supabase;
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
    registerType: 'prompt',
    // src/app/serviceWorker.ts registers it after the page has loaded.
    injectRegister: false,
    includeAssets: [],
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
        '**/*.{html,js,css}',
        'coloring/**/*.svg',
        // The manifest icons are added by the plugin itself.
        'favicon.svg',
        // The language switch's Telugu name (decision 032).
        'telugu-name.svg',
        // The icon sprite every page's icons draw from (decision 065).
        'assets/icons-*.svg',
        ...PRECACHED_FONTS.map((font) => `assets/${font}-*.woff2`),
      ],
      globIgnores: ['**/node_modules/**', '.vite/**'],
      // The first worker takes charge of the page that installed it, so a
      // first visit that goes offline gets the games from the offline copy
      // without a reload (issue 33). A new version still waits in
      // `waiting` for the Reload button (registerType 'prompt').
      clientsClaim: true,
      // /gotras is served from gotras.html (cleanURLs, on by default);
      // anything else the app shell renders, down to its own 404 view.
      navigateFallback: `/${APP_SHELL}`,
      cleanupOutdatedCaches: true,
      runtimeCaching: [
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
