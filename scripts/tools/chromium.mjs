// The system Chromium that the e2e tests and the benchmark drive (no browser
// is ever downloaded), and the flags both launch it with.
import { existsSync, statfsSync } from 'node:fs'

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/**
 * Debian's `chromium-headless-shell`: the same Chromium build without the
 * desktop browser around it, which Playwright itself uses for headless runs.
 * The e2e suite takes about a third less time in it (decision 045). The
 * bench keeps the full Chromium its earlier runs were measured in.
 */
export const HEADLESS_SHELL_PATH =
  process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell'

/** The browser the e2e tests launch: the headless shell, or else Chromium. */
export const E2E_BROWSER_PATH = existsSync(HEADLESS_SHELL_PATH)
  ? HEADLESS_SHELL_PATH
  : CHROMIUM_PATH

/**
 * The benches' tablet (first-action.mjs, interactions.mjs) makes its sound
 * as a tablet's Chrome does: Android runs the audio service inside the
 * browser. A desktop Linux Chromium starts it as a process of its own the
 * first time a page makes audio, and the page's AudioContext waits for it:
 * about 340 ms here at any CPU rate, once per game opened in a fresh
 * browser, against 10 ms in the browser (decision 088).
 */
export const TABLET_FLAGS = ['--disable-features=AudioServiceOutOfProcess']

/** Below this, /dev/shm is a container's small default (64 MB). */
const ENOUGH_SHARED_MEMORY = 512 * 1024 * 1024

/**
 * Whether /dev/shm can hold Chromium's shared memory. Where it cannot,
 * `--disable-dev-shm-usage` moves it to files in the temp folder, which keeps
 * Chromium from crashing but costs a sixth of the e2e suite's time where
 * /dev/shm is large (decision 035).
 */
function sharedMemoryIsSmall() {
  try {
    const { bavail, bsize } = statfsSync('/dev/shm')
    return bavail * bsize < ENOUGH_SHARED_MEMORY
  } catch {
    // No /dev/shm (not Linux): Chromium does not use it.
    return false
  }
}

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  ...(sharedMemoryIsSmall() ? ['--disable-dev-shm-usage'] : []),
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
]
