import { existsSync } from 'node:fs'

import { defineConfig, devices } from '@playwright/test'

import {
  CHROMIUM_FLAGS,
  CHROMIUM_PATH,
  E2E_BROWSER_PATH,
  HEADLESS_SHELL_PATH,
} from './scripts/tools/chromium.mjs'

/**
 * End-to-end tests run against `vite preview` of the production build in the
 * system Chromium: nothing here downloads a browser.
 */
// Another port lets two checkouts run their browser tests side by side.
const PORT = Number(process.env.E2E_PORT ?? 4173)

if (!existsSync(E2E_BROWSER_PATH)) {
  throw new Error(
    `No Chromium found at ${HEADLESS_SHELL_PATH} or ${CHROMIUM_PATH}.\n` +
      'Install one (Debian/Ubuntu: "sudo apt-get install chromium-headless-shell") or point ' +
      'CHROMIUM_HEADLESS_SHELL_PATH or CHROMIUM_PATH at a Chromium or Chrome binary, then run the tests again.',
  )
}
if (
  E2E_BROWSER_PATH !== HEADLESS_SHELL_PATH &&
  !process.env.TEST_WORKER_INDEX
) {
  console.log(
    `e2e: no headless shell at ${HEADLESS_SHELL_PATH}; using ${CHROMIUM_PATH}, ` +
      'which takes about half as long again (apt-get install chromium-headless-shell).',
  )
}
if (!existsSync('dist/index.html')) {
  throw new Error(
    'No production build in dist/. Run "npm run build" first (npm test does).',
  )
}

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  workers: 2,
  // Each test's time is kept too (playwright-report/e2e.json, not
  // committed): where CI's minutes go (docs/ci.md).
  reporter: [
    [process.env.CI ? 'line' : 'list'],
    ['json', { outputFile: 'playwright-report/e2e.json' }],
  ],
  timeout: 30_000,
  // Visual baselines (e2e/header.spec.ts) beside the specs, one per state,
  // without the platform in the name: the suite runs in one Chromium on Linux.
  snapshotPathTemplate: '{testDir}/__screenshots__/{testFilePath}/{arg}{ext}',
  expect: {
    // Every expectation waits for what it checks and goes on the moment it
    // holds; on a busy machine a page's code can take more than the default
    // 5 s to arrive and run (issue 46).
    timeout: 15_000,
    toHaveScreenshot: {
      animations: 'disabled',
      caret: 'hide',
      // Room for a few anti-aliased pixels, none for a label that moves.
      maxDiffPixelRatio: 0.002,
    },
  },
  use: {
    baseURL: `http://localhost:${PORT}`,
    // Recording a trace of every test costs about a sixth of the suite's
    // time; CI prints the failure instead (decision 035). Locally a failed
    // test keeps its trace.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    // Each test's fresh browser would otherwise install the service worker
    // and precache the whole site (about 4 MB) in the background; only the
    // offline tests (offline.spec.ts) let it run.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: E2E_BROWSER_PATH,
      args: [...CHROMIUM_FLAGS],
      // Playwright adds --disable-dev-shm-usage to every launch. CHROMIUM_FLAGS
      // has it only where /dev/shm is too small for Chromium (decision 035);
      // elsewhere it costs a sixth of the suite's time (decision 042).
      ignoreDefaultArgs: ['--disable-dev-shm-usage'],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
  ],
  webServer: {
    command: `npx vite preview --port ${PORT} --strictPort`,
    url: `http://localhost:${PORT}`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
})
