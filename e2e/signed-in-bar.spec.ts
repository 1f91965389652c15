import type { Page } from '@playwright/test'

import { expect, test } from './fixtures'
import { holdAppStart } from './holdAppStart'
import { familyWithPin, seedAccounts, seedPlayer } from './seedAccounts'

/**
 * A signed-in family is never shown the guest's "Login / Sign Up" (issue
 * 44, decision 070): from the first frame a page paints until the app knows
 * the session, the bar holds a neutral placeholder, then the child playing.
 * Checked on every frame (and every change of the page) of the first five
 * seconds, with the processor slowed four times, as on a slow tablet.
 */

const PLAYER = 'BraveTiger'
const WATCH_MS = 5_000

/** A family signed in on this device, its child chosen as the player. */
async function seedFamily(page: Page) {
  const seed = familyWithPin('parent@example.org', 'secret1', '2468')
  seed.data.families[0]!.profiles = [
    {
      id: 'kid-1',
      funName: PLAYER,
      avatar: 'tiger',
      ageBand: null,
      hidden: false,
      createdAt: Date.now(),
      results: [],
    } as never,
  ]
  await seedAccounts(page, seed)
  await seedPlayer(page, seed.sessionId, 'kid-1')
}

/**
 * Before the page's own code: on every animation frame and every change of
 * the document, notes whether a link to the login page is visible in the
 * top bar, for the first WATCH_MS of the page's life.
 */
function watchGuestLinks(watchMs: number) {
  const seen: { at: number; text: string }[] = []
  let frames = 0
  const look = () => {
    if (performance.now() > watchMs) return
    for (const link of document.querySelectorAll<HTMLElement>(
      'header a[href$="/auth"]',
    )) {
      const box = link.getBoundingClientRect()
      if (
        box.width > 0 &&
        box.height > 0 &&
        link.checkVisibility({
          visibilityProperty: true,
          opacityProperty: true,
        })
      ) {
        seen.push({ at: Math.round(performance.now()), text: link.innerText })
      }
    }
  }
  const frame = () => {
    frames += 1
    look()
    if (performance.now() <= watchMs) requestAnimationFrame(frame)
  }
  requestAnimationFrame(frame)
  new MutationObserver(look).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
  })
  Object.assign(window, {
    guestLinksWatch: () => ({ seen, frames }),
  })
}

test.use({ viewport: { width: 1280, height: 800 } })

for (const path of ['/', '/games', '/te']) {
  test(`${path}: a signed-in family never sees Login / Sign Up, at 4× CPU`, async ({
    page,
  }) => {
    test.setTimeout(90_000)
    await seedFamily(page)
    await page.addInitScript(watchGuestLinks, WATCH_MS)
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })

    await page.goto(path)
    await expect(
      page.locator('header').getByRole('button', { name: new RegExp(PLAYER) }),
    ).toBeVisible({ timeout: 30_000 })
    await page.waitForFunction((ms) => performance.now() > ms, WATCH_MS + 100, {
      timeout: 30_000,
    })
    const { seen, frames } = await page.evaluate(() =>
      (
        window as unknown as {
          guestLinksWatch: () => {
            seen: { at: number; text: string }[]
            frames: number
          }
        }
      ).guestLinksWatch(),
    )
    // The watch ran on the page's frames (fewer than 60 a second here: the
    // processor is slowed, and a headless browser paints on its own terms).
    expect(frames).toBeGreaterThan(5)
    expect(
      { times: seen.length, first: seen[0], last: seen.at(-1) },
      'frames with the guest links visible',
    ).toEqual({ times: 0, first: undefined, last: undefined })
    await expect(
      page.locator('header').getByRole('link', { name: /Login|లాగిన్/ }),
    ).toHaveCount(0)
  })
}

for (const path of ['/games', '/te']) {
  test(`${path}: a returning family sees its player in the bar from the first paint, before the app starts`, async ({
    page,
    context,
  }) => {
    await seedFamily(page)
    // The visit before: the app showed the child playing, and kept the name.
    await page.goto(path)
    await expect(
      page.locator('header').getByRole('button', { name: new RegExp(PLAYER) }),
    ).toBeVisible()

    // The next visit, its app held back: what the page paints by itself.
    const later = await context.newPage()
    const release = await holdAppStart(later)
    await later.goto(path, { waitUntil: 'load' })
    expect(
      await later.evaluate(() => document.documentElement.dataset.app),
      'the app has not started',
    ).toBeUndefined()
    // Where a guest's links would be, the bar shows the child's name.
    const place = later.locator('header div:has(> a[href$="/auth"])').first()
    await expect(place).toBeVisible()
    expect(
      await place.evaluate(
        (element) => getComputedStyle(element, '::after').content,
      ),
    ).toBe(`"${PLAYER}"`)
    await place.screenshot({
      path: test.info().outputPath('player-at-first-paint.png'),
    })
    release()
    await expect(
      later.locator('header').getByRole('button', { name: new RegExp(PLAYER) }),
    ).toBeVisible()
  })
}
