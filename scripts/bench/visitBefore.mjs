import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { chromium } from '@playwright/test'

import {
  CHROMIUM_FLAGS,
  CHROMIUM_PATH,
  TABLET_FLAGS,
} from '../tools/chromium.mjs'

/** The benches' tablet: 820×1180, touch. */
export const TABLET = { width: 820, height: 1180 }

/**
 * A returning visitor's browser (the benches' "returning" visit): `url`
 * visited twice before in `context`, with the site's state stored (the app
 * then starts at once, decision 038), the HTTP cache warm and the service
 * worker active, so the next page of the context is controlled by it from
 * its first request, as a family's is when it comes back. Decision 087
 * found a cost only such a page pays. The second load is when Chromium
 * keeps the compiled code of a script it has run before; the next load
 * uses it (decision 092).
 */
export async function visitBefore(context, url) {
  const before = await context.newPage()
  await before.goto(url, { waitUntil: 'load' })
  await before.evaluate(() =>
    localStorage.setItem('vasavi-kids:story-version:v1', '"kids"'),
  )
  await before.reload({ waitUntil: 'load' })
  await before.locator('html[data-app="live"]').waitFor({ state: 'attached' })
  // The worker installed and active: a page opened now is controlled.
  await before.evaluate(() => navigator.serviceWorker?.ready)
  await before.waitForTimeout(1000)
  await before.close()
}

/**
 * The browser of one visit to `url` on the tablet: a profile of its own, on
 * disk, as a family's browser is (decision 092). Playwright's
 * `browser.newContext()` is an incognito profile, where Chromium keeps no
 * compiled code between loads, so a "returning" visit there compiled the
 * app's code again on every load, which no family's browser does. Fresh
 * for a first visit; with `returning`, `url` visited before (visitBefore).
 * `close()` ends the browser and removes the profile.
 */
export async function openVisit(url, { returning = false } = {}) {
  const profile = mkdtempSync(join(tmpdir(), 'vasavi-bench-profile-'))
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_FLAGS, ...TABLET_FLAGS],
    viewport: TABLET,
    hasTouch: true,
    isMobile: true,
  })
  const close = async () => {
    await context.close()
    rmSync(profile, { recursive: true, force: true })
  }
  try {
    if (returning) await visitBefore(context, url)
  } catch (error) {
    await close()
    throw error
  }
  // A persistent profile opens with a blank page of its own: left alone.
  return { context, close }
}
