import type { BrowserContext, Page } from '@playwright/test'

import { expect, test } from './fixtures'
import { holdAppStart } from './holdAppStart'

/**
 * Every visit (decision 080): the prerendered page is complete, the app's
 * code is fetched and started once the page has painted, and what the
 * visitor did before it started is not lost. These tests open pages themselves,
 * without the fixture's goto (which moves the mouse and waits for the app).
 */

/**
 * Opens `path` as a first visit. With `holdApp`, the app's code is held
 * until `release` (see holdAppStart), so the test acts before it starts.
 */
async function firstVisit(
  context: BrowserContext,
  path: string,
  { holdApp = false } = {},
) {
  const page = await context.newPage()
  const release = holdApp ? await holdAppStart(page) : () => {}
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text())
  })
  page.on('pageerror', (error) => problems.push(error.message))
  await page.goto(path)
  return { page, problems, release }
}

const appState = (page: Page) =>
  page.evaluate(() => document.documentElement.dataset.app ?? 'not started')

test('a first visit shows the whole page, then fetches and starts the app once the page has painted, with no action', async ({
  context,
}) => {
  const { page, problems } = await firstVisit(context, '/')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Welcome to Vasavi Kids!' }),
  ).toBeVisible()
  // Today's highlights are there without the app.
  const today = await page.evaluate(() => {
    const now = new Date()
    const pad = (n: number) => String(n).padStart(2, '0')
    return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
  })
  await expect(page.locator('html')).toHaveAttribute('data-today', today)
  await expect(page.locator('[data-highlight="heroes"] p').first()).toHaveText(
    /\S/,
  )
  // The app's code is fetched and started after the page has painted, with
  // no action from the visitor.
  await expect(page.locator('html')).toHaveAttribute('data-app', 'live', {
    timeout: 15_000,
  })
  // It does not compete with the first paint (decisions 023 and 042).
  const started = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType(
      'navigation',
    ) as PerformanceNavigationTiming[]
    return {
      paint: performance.getEntriesByName('first-contentful-paint')[0]
        ?.startTime,
      loaded: navigation?.loadEventEnd,
      code: performance
        .getEntriesByType('resource')
        .find((entry) => /\/assets\/boot-[\w-]+\.js$/.test(entry.name))
        ?.startTime,
    }
  })
  expect(started.paint).toBeGreaterThan(0)
  expect(started.loaded).toBeGreaterThan(0)
  expect(started.code).toBeGreaterThan(started.paint ?? 0)
  expect(problems).toEqual([])
})

test.describe('before the app has started', () => {
  // Routed requests only: the service worker's would not be held.
  test.use({ serviceWorkers: 'block' })

  test('a tap made before the app has started is handed to it: the game opens', async ({
    context,
  }) => {
    const { page, problems, release } = await firstVisit(context, '/games', {
      holdApp: true,
    })
    expect(await appState(page)).toBe('not started')
    // A click with no pointer or key before it (as a screen reader sends):
    // it starts the app, and is held until the app can take it.
    const play = page.getByRole('button', {
      name: 'Play Cultural Quiz Challenge',
    })
    await play.dispatchEvent('click')
    // Meanwhile the button shows it took the tap: busy, fading in and out.
    await expect(play).toHaveAttribute('aria-busy', 'true')
    await expect(play).toHaveCSS('animation-name', 'held-pulse')
    release()
    await expect(
      page.getByRole('heading', { level: 2, name: 'Cultural Quiz Challenge' }),
    ).toBeFocused({ timeout: 20_000 })
    await expect(page.locator('html')).toHaveAttribute('data-app', 'live')
    await expect(page.locator('[data-held]')).toHaveCount(0)
    expect(problems).toEqual([])
  })

  test('a returning visitor’s tap before the app has started is handed to it too', async ({
    context,
  }) => {
    // A visit before leaves the site's things on the device.
    const before = await context.newPage()
    await before.goto('/games')
    await before.evaluate(() =>
      localStorage.setItem('vasavi-kids:sound', 'off'),
    )
    await before.close()
    const { page, problems, release } = await firstVisit(context, '/games', {
      holdApp: true,
    })
    expect(await appState(page)).toBe('not started')
    await page
      .getByRole('button', { name: 'Play Cultural Quiz Challenge' })
      .click()
    release()
    await expect(
      page.getByRole('heading', { level: 2, name: 'Cultural Quiz Challenge' }),
    ).toBeFocused({ timeout: 20_000 })
    expect(problems).toEqual([])
  })

  test('a link followed before the app has started opens in the app, and the language switch remembers', async ({
    context,
  }) => {
    const { page, problems, release } = await firstVisit(context, '/gotras', {
      holdApp: true,
    })
    await page.evaluate(() => {
      ;(window as unknown as { sameDocument: boolean }).sameDocument = true
    })
    await page
      .getByRole('group', { name: 'Language' })
      .filter({ visible: true })
      .getByRole('link', { name: 'తెలుగు', exact: true })
      .click()
    expect(await appState(page)).toBe('not started')
    release()
    // The app starts, then loads the Telugu page: longer than a click in a
    // running app on a busy machine.
    await expect(page).toHaveURL(/\/te\/gotras$/, { timeout: 20_000 })
    await expect(
      page.getByRole('heading', { level: 1, name: 'మన 102 గోత్రాలను చూడండి' }),
    ).toBeVisible()
    // The app followed it (the same document), and kept the choice.
    expect(
      await page.evaluate(
        () => (window as unknown as { sameDocument?: boolean }).sameDocument,
      ),
    ).toBe(true)
    expect(
      await page.evaluate(() => localStorage.getItem('vasavi-kids:language')),
    ).toBe('te')
    expect(problems).toEqual([])
  })
})

test('a device that holds the site’s things starts the app at once', async ({
  context,
}) => {
  const { page } = await firstVisit(context, '/coloring')
  await page.evaluate(() => localStorage.setItem('vasavi-kids:sound', 'off'))
  const again = await context.newPage()
  await again.goto('/coloring')
  // No input at all: the stored setting is enough.
  await expect(again.locator('html')).toHaveAttribute('data-app', 'live')
})

test('a page that has to fetch its data starts the app at once', async ({
  context,
}) => {
  const { page, problems } = await firstVisit(context, '/leaderboard')
  await expect(page.locator('html')).toHaveAttribute('data-app', 'live')
  await expect(
    page.getByText('No scores yet! Be the first to play.'),
  ).toBeVisible()
  expect(problems).toEqual([])
})
