// The system Chromium that the e2e tests and the benchmark drive (no browser
// is ever downloaded), and the flags both launch it with.
import { statfsSync } from 'node:fs'

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

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
