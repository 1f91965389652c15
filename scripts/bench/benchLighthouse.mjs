// Lighthouse in a fresh Chromium, and the CPU calibration, shared by
// `npm run bench` and `npm run bench:first-action` (decisions 030, 055).
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../tools/chromium.mjs'

// Paint holding keeps the previous page on screen until the next one paints.
// Headless Chromium here holds after Lighthouse's about:blank start until its
// timeout on some runs (first paint at 1.2 s or 2.2 s instead of 0.2 s, even
// for our HTML with no CSS or JS): noise that is not the page's. Decision 023.
export const CHROME_FLAGS = [
  '--headless=new',
  '--disable-features=PaintHolding',
  ...CHROMIUM_FLAGS,
]

/** The benchmarkIndex that makes a 1× CPU the reference mid-tier phone. */
export const REFERENCE_BENCHMARK_INDEX = 440
export const CALIBRATION_RUNS = 3

/** One Lighthouse run of `url` in a fresh Chromium; its result (LH.Result). */
export async function runLighthouse(url, settings, chromePath = CHROMIUM_PATH) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: CHROME_FLAGS,
  })
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      ...settings,
    })
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    return result.lhr
  } finally {
    chrome.kill()
  }
}

const medianOf = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1
    ? sorted[middle]
    : (sorted[middle - 1] + sorted[middle]) / 2
}

/** The CPU slowdown that makes a machine of this index a mid-tier phone. */
export const slowdownFor = (benchmarkIndex) =>
  Math.max(
    1,
    Math.round((benchmarkIndex / REFERENCE_BENCHMARK_INDEX) * 100) / 100,
  )

/**
 * The machine's benchmarkIndex, the median of a few short Lighthouse runs
 * (it is measured at the start of every run), and the CPU slowdown that makes
 * this machine the reference mid-tier phone.
 */
export async function calibrate(url, log = () => {}) {
  const readings = []
  for (let run = 1; run <= CALIBRATION_RUNS; run++) {
    log(`calibrating ${run}/${CALIBRATION_RUNS}…`)
    const lhr = await runLighthouse(url, {
      onlyAudits: ['first-contentful-paint'],
    })
    readings.push(lhr.environment.benchmarkIndex)
  }
  const benchmarkIndex = Math.round(medianOf(readings))
  return {
    readings,
    benchmarkIndex,
    cpuSlowdownMultiplier: slowdownFor(benchmarkIndex),
  }
}
