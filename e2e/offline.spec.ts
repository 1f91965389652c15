import type { Page } from '@playwright/test'

import { expect, test } from './fixtures'
import { playPerfectQuiz } from './playGames'
import { ROUTES } from './routes'

test.describe.configure({ timeout: 180_000 })
test.use({ serviceWorkers: 'allow' })

const heading = (path: string) =>
  ROUTES.find((route) => route.path === path)?.heading ?? ''

async function open(page: Page, path: string) {
  await page.goto(path)
  await expect(
    page.getByRole('heading', { level: 1, name: heading(path) }),
  ).toBeVisible()
  // A navigation the service worker answers is not reported as a request,
  // so let this page's chunks finish before the next one starts.
  await page.waitForLoadState('networkidle')
}

/** Resolves once the service worker has installed (precached) and activated. */
async function waitForOfflineReady(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.ready
          return registration.active?.state
        }),
      { timeout: 60_000 },
    )
    .toBe('activated')
}

test('after one visit, the site works offline and keeps a guest’s results', async ({
  page,
  context,
}) => {
  await page.clock.install()
  await open(page, '/')
  await waitForOfflineReady(page)

  await context.setOffline(true)
  for (const path of [
    '/',
    '/gotras',
    '/gotra/kashyapa',
    '/vasavi-story',
    '/coloring',
    '/traditions',
  ]) {
    await open(page, path)
  }
  // A page nobody prerendered still gets the app, which says so itself.
  await page.goto('/gotra/no-such-gotra')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Gotra Not Found' }),
  ).toBeVisible()

  // The quiz, played to the end with no connection.
  await open(page, '/games')
  const panel = page.getByRole('region', { name: 'Achievement System' })
  await expect(panel.getByText('You have earned 0 of 3 badges.')).toBeVisible()
  await playPerfectQuiz(page)
  await expect(page.getByText('You earned 12 points!')).toBeVisible()
  await page.getByRole('button', { name: 'Back to Games' }).click()
  await expect(panel.getByText('You have earned 2 of 3 badges.')).toBeVisible()

  // Nothing is lost: the badges are still there after a reload, offline.
  await page.reload()
  await expect(panel.getByText('You have earned 2 of 3 badges.')).toBeVisible()

  // What needs the network says so.
  // The demo leaderboard is this device's own: it shows offline too
  // (decision 069; pin-truth.spec.ts plays it with a family's players).
  await open(page, '/leaderboard')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(
    page.getByText(/The leaderboard needs an internet connection/),
  ).toHaveCount(0)
  await open(page, '/auth')
  await expect(
    page.getByText(/Signing in needs an internet connection/),
  ).toBeVisible()

  // Back online, the leaderboard shows itself again.
  await context.setOffline(false)
  await open(page, '/leaderboard')
  await expect(
    page.getByRole('heading', { name: "You're offline" }),
  ).toHaveCount(0)
})
