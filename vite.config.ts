/// <reference types="vitest/config" />
import { readdirSync, readFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { sep } from 'node:path'
import { fileURLToPath, URL } from 'node:url'

import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, loadEnv } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import type { ProjectConfig } from 'vitest/node'

import { highlightGroups } from './scripts/build/highlightGroups.ts'
import { manifestLinkPlugin } from './scripts/build/manifestLinkPlugin.ts'
import { appSharedGroup, pageKitGroup } from './scripts/build/pageKit.ts'
import { prerenderedPreviewPlugin } from './scripts/build/prerenderedPreviewPlugin.ts'
import { pwaOptions } from './scripts/build/pwaOptions.ts'
import { sitemapPlugin } from './scripts/build/sitemapPlugin.ts'

/**
 * The `.ts` tests that need a DOM (window, document, localStorage, …): they
 * run with the components in jsdom. Every other `.ts` test runs in Node; one
 * that needs a DOM fails there with "window is not defined" and belongs here.
 */
const DOM_TESTS = [
  'src/app/manifestLink.test.ts',
  'src/app/serviceWorker.test.ts',
  'src/app/heldActions.test.ts',
  'src/app/updateChecks.test.ts',
  'src/data/coloring.test.ts',
  'src/features/games/jigsaw/picture.test.ts',
  'src/lib/ageBands/ageBandChoice.test.ts',
  'src/features/games/shared/keyboardUse.test.ts',
  'src/lib/backend/device/activeProfile.test.ts',
  'src/lib/backend/contract/auth.contract.test.ts',
  'src/lib/backend/contract/fairRounds.contract.test.ts',
  'src/lib/backend/contract/family.contract.test.ts',
  'src/lib/backend/contract/leaderboard.contract.test.ts',
  'src/lib/backend/contract/quiz.contract.test.ts',
  'src/lib/backend/contract/recovery.contract.test.ts',
  'src/lib/backend/contract/rounds.contract.test.ts',
  'src/lib/backend/device/device.test.ts',
  'src/lib/backend/device/deviceData.test.ts',
  'src/lib/backend/supabase/familyCache.test.ts',
  'src/lib/backend/device/guestStore.test.ts',
  'src/lib/backend/supabase/offlineRounds.test.ts',
  'src/lib/backend/device/quizSeen.test.ts',
  'src/lib/backend/supabase/supabase.test.ts',
  'src/lib/coloring/svgArt.test.ts',
  'src/lib/storage/storedValue.test.ts',
]

/**
 * The tests that replace a module with `vi.mock`. The unit and logic files of
 * a worker share their modules (`isolate: false`, decision 040), and a mock
 * reaches only code imported after it: had another file already imported the
 * code under test, it would keep the real module. These files run isolated.
 */
const MOCKING_TESTS = ['src', 'scripts']
  .flatMap((dir) =>
    readdirSync(dir, { recursive: true, encoding: 'utf8' }).map(
      (file) => `${dir}/${file.split(sep).join('/')}`,
    ),
  )
  .filter((file) => /\.test\.tsx?$/.test(file))
  .filter((file) => /\bvi\.(mock|doMock)\(/.test(readFileSync(file, 'utf8')))

const needsDom = (file: string) =>
  file.endsWith('.tsx') || DOM_TESTS.includes(file)

const DEFAULT_EXCLUDE = ['**/node_modules/**', '**/.git/**']

/** Components and the DOM_TESTS, in jsdom. */
const IN_JSDOM = {
  environment: 'jsdom',
  setupFiles: ['./src/test/setupLogic.ts', './src/test/setup.ts'],
} satisfies ProjectConfig
/** Pure logic in Node: no jsdom to build for each file (decision 036). */
const IN_NODE = {
  environment: 'node',
  setupFiles: ['./src/test/setupLogic.ts'],
} satisfies ProjectConfig

export default defineConfig(({ mode, isSsrBuild }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_')
  // The server bundle (src/entry-server.tsx, for prerendering) needs no
  // sitemap. It keeps the PWA plugin, which resolves `virtual:pwa-register`
  // and writes no service worker in an SSR build. Font preloads are written
  // by the prerender (scripts/build/prerenderHtml.mjs, fontPreloads).
  const clientOnly = isSsrBuild ? [] : [sitemapPlugin(env.VITE_SITE_URL)]
  return {
    plugins: [
      react(),
      tailwindcss(),
      ...clientOnly,
      VitePWA(pwaOptions(env.VITE_SUPABASE_URL)),
      // After the PWA plugin, whose manifest link it moves.
      ...(isSsrBuild ? [] : [manifestLinkPlugin()]),
      prerenderedPreviewPlugin(),
    ],
    // The year the site was built: the footer's copyright line before the
    // app has started (Footer.tsx).
    define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
    resolve: {
      alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
    },
    server: { port: 5173 },
    preview: { port: 4173 },
    build: {
      // The manifest lets scripts/checks/check-build.mjs prove each page is its own chunk.
      manifest: true,
      rolldownOptions: {
        output: {
          entryFileNames: isSsrBuild ? '[name].js' : 'assets/entry-[hash].js',
          codeSplitting: isSsrBuild
            ? undefined
            : {
                groups: [
                  pageKitGroup(),
                  appSharedGroup(),
                  ...highlightGroups(),
                ],
              },
        },
      },
    },
    test: {
      restoreMocks: true,
      css: false,
      // Vitest keeps one core for itself by default: one worker on a 2-core
      // machine, which then idles half the time (decision 040).
      maxWorkers: availableParallelism(),
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            ...IN_JSDOM,
            // A worker's files share modules and one document; the setup
            // files start each file afresh (decision 040).
            isolate: false,
            include: ['src/**/*.test.tsx', ...DOM_TESTS],
            exclude: [...DEFAULT_EXCLUDE, ...MOCKING_TESTS],
          },
        },
        {
          extends: true,
          test: {
            name: 'logic',
            ...IN_NODE,
            isolate: false,
            include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
            exclude: [...DEFAULT_EXCLUDE, ...DOM_TESTS, ...MOCKING_TESTS],
          },
        },
        {
          // The files that mock a module, each in its own module graph.
          extends: true,
          test: {
            name: 'isolated',
            ...IN_JSDOM,
            include: MOCKING_TESTS.filter(needsDom),
          },
        },
        {
          extends: true,
          test: {
            name: 'isolated-logic',
            ...IN_NODE,
            include: MOCKING_TESTS.filter((file) => !needsDom(file)),
          },
        },
        {
          // SQL behaviour on PGlite, or on the server at DATABASE_URL.
          extends: true,
          test: {
            name: 'db',
            environment: 'node',
            include: ['tests/**/*.test.ts'],
            // Builds the PGlite schemas every file starts from (decision 081).
            globalSetup: ['./tests/db/globalSetup.ts'],
            // On a real server the files share its roles; one at a time.
            fileParallelism: !process.env.DATABASE_URL,
            testTimeout: 60_000,
            hookTimeout: 120_000,
          },
        },
      ],
    },
  }
})
