import type { BrowserContext, Page } from '@playwright/test'

import { startupMessages as english } from '../src/lib/i18n/en/startup'
import { startupMessages as telugu } from '../src/lib/i18n/te/startup'
import { expect, test } from './fixtures'
import { startChunksLoaded } from './startChunks'

/**
 * Never a dead page (issue 44, decision 071): when the site's code cannot be
 * fetched, the page says so in its own language and carries on by itself
 * once the connection is back; a tap made meanwhile is kept.
 */

const EDITIONS = [
  {
    name: 'English',
    games: '/games',
    text: english,
    playQuiz: 'Play Cultural Quiz Challenge',
    quizTitle: 'Cultural Quiz Challenge',
    gotrasLink: 'Gotra Explorer',
    gotrasHeading: /Gotra/,
  },
  {
    name: 'Telugu',
    games: '/te/games',
    text: telugu,
    playQuiz: 'సంస్కృతి క్విజ్ సవాలు ఆడండి',
    quizTitle: 'సంస్కృతి క్విజ్ సవాలు',
    gotrasLink: 'గోత్ర అన్వేషణ',
    gotrasHeading: /గోత్ర/,
  },
] as const

const TABLET = { width: 820, height: 1180 }
const BOOT = /\/assets\/boot-[\w-]+\.js$/

/** The page's note about the site's code (src/lib/codeLoading/keepLoading.ts). */
const note = (page: Page) => page.locator('[data-load-trouble]')

/**
 * Opens `path` as a first visit whose connection drops a moment after the
 * page has loaded, while the start-up script is on its way: the script's
 * request is held until the connection is gone, and fails then. Not the
 * fixture's page, whose goto waits for the app.
 */
async function firstVisitThatGoesOffline(
  context: BrowserContext,
  path: string,
) {
  const page = await context.newPage()
  let offline = false
  let requested = () => {}
  const bootRequested = new Promise<void>((resolve) => {
    requested = resolve
  })
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(BOOT, async (route) => {
    requested()
    await held
    if (offline) await route.abort('internetdisconnected')
    else await route.continue()
  })
  await page.goto(path)
  // The start-up script is asked for once the page has loaded and is idle.
  await bootRequested
  offline = true
  await context.setOffline(true)
  release()
  return {
    page,
    backOnline: async () => {
      offline = false
      await context.setOffline(false)
    },
  }
}

test.describe('a first visit whose connection drops in the first second', () => {
  test.use({
    serviceWorkers: 'block',
    viewport: TABLET,
    hasTouch: true,
    isMobile: true,
  })

  for (const edition of EDITIONS) {
    test(`${edition.name}: says so in the page's language, and once back online the tap on Play opens the game`, async ({
      context,
    }) => {
      const { page, backOnline } = await firstVisitThatGoesOffline(
        context,
        edition.games,
      )

      const waiting = note(page)
      await expect(waiting).toHaveAttribute('data-load-trouble', 'waiting')
      await expect(waiting).toHaveAttribute('role', 'alert')
      await expect(waiting).toHaveAttribute(
        'lang',
        edition.name === 'Telugu' ? 'te' : 'en',
      )
      await expect(waiting).toContainText(edition.text['startup.waitingTitle'])
      await expect(waiting).toContainText(edition.text['startup.waitingBody'])
      await expect(
        waiting.getByRole('button', { name: edition.text['startup.tryAgain'] }),
      ).toBeVisible()

      // The child taps Play while the page waits: nothing opens yet, the
      // note is still there, and the tap is kept.
      const play = page.getByRole('button', { name: edition.playQuiz })
      await play.tap()
      await expect(waiting).toBeVisible()
      await expect(page.locator('html')).not.toHaveAttribute('data-app', 'live')
      // Tapping again and again changes nothing while the connection is gone.
      await waiting
        .getByRole('button', { name: edition.text['startup.tryAgain'] })
        .tap()
      await expect(waiting).toBeVisible()

      await backOnline()
      // The app starts by itself, and the tap that was kept opens the game.
      await expect(
        page.getByRole('heading', { name: edition.quizTitle, exact: true }),
      ).toBeVisible({ timeout: 15_000 })
      await expect(note(page)).toHaveCount(0)
      await expect(page.locator('html')).toHaveAttribute('data-app', 'live')
      await page.close()
    })
  }
})

test.describe('a first visit after a new version replaced the start-up script', () => {
  test.describe.configure({ timeout: 90_000 })
  test.use({ serviceWorkers: 'block', viewport: TABLET, hasTouch: true })

  test('says the site has been updated, and Reload brings the new version', async ({
    context,
  }) => {
    const page = await context.newPage()
    // The server no longer has the file this page names (a deploy replaced it).
    let gone = true
    await page.route(BOOT, (route) =>
      gone ? route.fulfill({ status: 404, body: '' }) : route.continue(),
    )
    await page.goto('/games')
    // A few tries online first (1 + 2 + 4 + 8 s), then the server is asked.
    const updated = note(page)
    await expect(updated).toHaveAttribute('data-load-trouble', 'new-version', {
      timeout: 45_000,
    })
    await expect(updated).toContainText(english['startup.newVersionTitle'])
    await expect(updated).toContainText(english['startup.newVersionBody'])

    gone = false
    await updated.getByRole('button', { name: english['startup.reload'] }).tap()
    await expect(page.locator('html')).toHaveAttribute('data-app', 'live', {
      timeout: 15_000,
    })
    await expect(note(page)).toHaveCount(0)
    await page.close()
  })
})

test.describe('a page whose code cannot be fetched once the app runs', () => {
  test.use({
    serviceWorkers: 'block',
    viewport: TABLET,
    hasTouch: true,
    isMobile: true,
    offlineOrigins: ['http://localhost'],
  })

  for (const edition of EDITIONS) {
    test(`${edition.name}: stays on the page it is on, says so, and opens the page once back online`, async ({
      page,
      context,
    }) => {
      // The app has started, all of it: only the next page's code is cut.
      const started = startChunksLoaded(page)
      await page.goto(edition.games)
      await started
      await context.setOffline(true)
      // A link in the footer: the gotras page's code has not been fetched.
      await page
        .getByRole('contentinfo')
        .getByRole('link', { name: edition.gotrasLink, exact: true })
        .tap()

      const waiting = note(page)
      await expect(waiting).toContainText(edition.text['startup.waitingTitle'])
      await expect(waiting).toHaveAttribute(
        'lang',
        edition.name === 'Telugu' ? 'te' : 'en',
      )
      // The games are still there, and still work.
      await expect(
        page.getByRole('button', { name: edition.playQuiz }),
      ).toBeVisible()

      await context.setOffline(false)
      await expect(
        page.getByRole('heading', { level: 1, name: edition.gotrasHeading }),
      ).toBeVisible({ timeout: 15_000 })
      await expect(page).toHaveURL(
        edition.name === 'Telugu' ? /\/te\/gotras$/ : /\/gotras$/,
      )
      await expect(note(page)).toHaveCount(0)
    })
  }
})

test.describe('the "works offline" notice on a phone', () => {
  test.describe.configure({ timeout: 180_000 })
  test.use({
    serviceWorkers: 'allow',
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  })

  test('lets a tap on the Play button under it through, and makes way', async ({
    page,
  }) => {
    await page.goto('/games')
    const notice = page.locator('li', {
      hasText: 'Vasavi Kids now works offline',
    })
    await expect(notice).toBeVisible({ timeout: 90_000 })

    // The games list scrolled so that a Play button sits under the notice.
    const play = page.getByRole('button', { name: 'Play Memory Challenge' })
    const noticeBox = await notice.boundingBox()
    const playBox = await play.boundingBox()
    if (!noticeBox || !playBox) throw new Error('not laid out')
    await page.evaluate(
      (by) => window.scrollBy(0, by),
      playBox.y + playBox.height / 2 - (noticeBox.y + noticeBox.height / 2),
    )
    const at = await play.boundingBox()
    const over = await notice.boundingBox()
    if (!at || !over) throw new Error('not laid out')
    const x = at.x + at.width / 2
    const y = at.y + at.height / 2
    expect(y).toBeGreaterThan(over.y)
    expect(y).toBeLessThan(over.y + over.height)
    await expect(notice).toBeVisible()
    // What a tap there reaches is the Play button, not the notice.
    expect(
      await page.evaluate(
        ([px, py]) =>
          document
            .elementFromPoint(px, py)
            ?.closest('button')
            ?.getAttribute('aria-label') ?? null,
        [x, y] as const,
      ),
    ).toBe('Play Memory Challenge')

    await page.touchscreen.tap(x, y)
    await expect(
      page.getByRole('heading', { name: 'Memory Challenge', exact: true }),
    ).toBeVisible()
    await expect(notice).toBeHidden()
  })
})
