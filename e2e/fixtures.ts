import AxeBuilder from '@axe-core/playwright'
import {
  test as base,
  expect,
  type Page,
  type Request,
  type Route,
} from '@playwright/test'

import { animationsSettled } from './playGames'
import { UNKNOWN_PATH, UNKNOWN_TELUGU_PATH } from './routes'

// Shared with the interaction bench, which loads playGames.ts without the
// test runner.
export { animationsSettled }

/**
 * Every test fails on a console error, an uncaught page error, a failed
 * request or an HTTP error response, collected while it runs. A request that
 * the browser cancelled because the page navigated away after it started
 * (net::ERR_ABORTED) is not a failure; any other abort is. A test that opens
 * an unknown address on purpose names it in `notFoundPaths` (UNKNOWN_PATH and
 * its Telugu twin are there already): its page then may (and should) arrive with status 404. A
 * test that cuts a server off on purpose names its origin in
 * `offlineOrigins`: requests to it may fail while it is cut off. A test that
 * brings about a failure the app logs as an error names that log in
 * `expectedConsoleErrors`.
 */
export const test = base.extend<{
  pageProblems: string[]
  notFoundPaths: Set<string>
  offlineOrigins: string[]
  expectedConsoleErrors: RegExp[]
  expectedHttpErrors: RegExp[]
}>({
  offlineOrigins: [[], { option: true }],
  expectedConsoleErrors: [[], { option: true }],
  // A test that brings about an error response on purpose (a used reset
  // link) names it here, as `<status> <url>`.
  expectedHttpErrors: [[], { option: true }],
  // A prerendered page is visible before its code has loaded, and on a first
  // visit the code starts only when the visitor does something (decision
  // 038). Like a visitor who moves the mouse and waits a moment, goto and
  // reload move the mouse and wait until the app is live.
  page: async ({ page }, use, testInfo) => {
    // What the page logged, printed with what it showed when the test fails:
    // CI keeps no trace (decision 035), and an intermittent failure must be
    // readable from the log alone.
    const logged: string[] = []
    page.on('console', (message) => {
      logged.push(`${message.type()}: ${message.text()}`)
    })
    const appLive = page.locator('html[data-app="live"]')
    const thenAppLive =
      <A extends unknown[], R>(load: (...args: A) => Promise<R>) =>
      async (...args: A) => {
        const response = await load(...args)
        await page.mouse.move(1, 1)
        await page.mouse.move(2, 1)
        await appLive.waitFor({ state: 'attached' })
        return response
      }
    page.goto = thenAppLive(page.goto.bind(page))
    page.reload = thenAppLive(page.reload.bind(page))
    await use(page)
    if (testInfo.status !== testInfo.expectedStatus && !page.isClosed()) {
      const shown = await page
        .locator('body')
        .ariaSnapshot({ timeout: 5_000 })
        .catch((error: unknown) => `(no snapshot: ${String(error)})`)
      console.log(
        `The page at the failure (${page.url()}):\n${shown}\n` +
          `Its last console messages:\n${logged.slice(-20).join('\n')}`,
      )
    }
  },
  notFoundPaths: async ({}, use) => {
    await use(new Set([UNKNOWN_PATH, UNKNOWN_TELUGU_PATH]))
  },
  pageProblems: [
    async (
      {
        page,
        notFoundPaths,
        offlineOrigins,
        expectedConsoleErrors,
        expectedHttpErrors,
      },
      use,
    ) => {
      const problems: string[] = []
      const cutOff = (url: string) =>
        offlineOrigins.some((origin) => url.startsWith(origin))
      const isExpectedNotFound = (url: string, status: number) =>
        status === 404 && notFoundPaths.has(new URL(url).pathname)
      // Main-frame navigations so far. Counted both when the request is seen
      // and when the frame commits, because a navigation the service worker
      // answers offline is not always reported as a request.
      let navigations = 0
      const navigationsAtStart = new WeakMap<Request, number>()
      const aborted: { request: Request; startedAt: number }[] = []
      page.on('request', (request) => {
        if (
          request.isNavigationRequest() &&
          request.frame() === page.mainFrame()
        ) {
          navigations += 1
        }
        navigationsAtStart.set(request, navigations)
      })
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) navigations += 1
      })
      page.on('console', (message) => {
        // Chromium reports every 404 response as a console error too.
        if (
          message.text().includes('status of 404') &&
          isExpectedNotFound(message.location().url, 404)
        ) {
          return
        }
        if (
          message.text().includes('ERR_INTERNET_DISCONNECTED') &&
          cutOff(message.location().url)
        ) {
          return
        }
        if (
          message.type() === 'error' &&
          !expectedConsoleErrors.some((error) => error.test(message.text()))
        ) {
          problems.push(`console error: ${message.text()}`)
        }
      })
      page.on('pageerror', (error) => {
        problems.push(`page error: ${error.message}`)
      })
      page.on('requestfailed', (request) => {
        const errorText = request.failure()?.errorText ?? 'unknown'
        if (
          errorText === 'net::ERR_INTERNET_DISCONNECTED' &&
          cutOff(request.url())
        ) {
          return
        }
        const startedAt = navigationsAtStart.get(request) ?? navigations
        // Judged at the end: the navigation that left it behind may be
        // reported just after the abort.
        if (errorText === 'net::ERR_ABORTED') {
          aborted.push({ request, startedAt })
          return
        }
        problems.push(`request failed: ${request.url()} (${errorText})`)
      })
      page.on('response', (response) => {
        if (isExpectedNotFound(response.url(), response.status())) return
        const said = `${response.status()} ${response.url()}`
        if (expectedHttpErrors.some((error) => error.test(said))) return
        if (response.status() >= 400) {
          problems.push(`HTTP ${response.status()}: ${response.url()}`)
        }
      })
      await use(problems)
      for (const { request, startedAt } of aborted) {
        if (navigations <= startedAt) {
          problems.push(`request failed: ${request.url()} (net::ERR_ABORTED)`)
        }
      }
      expect(problems, 'console errors and failed requests').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }

/**
 * The request from the preview server. Playwright reuses a kept-alive socket
 * that the server may close at the same moment ("socket hang up",
 * ECONNRESET); such a request is sent once more, on a new socket.
 */
export async function fetchFromPreview(route: Route) {
  try {
    return await route.fetch()
  } catch (error) {
    if (error instanceof Error && /ECONNRESET/.test(error.message)) {
      return await route.fetch()
    }
    throw error
  }
}

/**
 * Presses Play Again at once, as a child does: it no longer moves while the
 * round's result and a new badge arrive below it (decision 099; the tablet
 * spec watches it frame by frame).
 */
export async function playAgain(page: Page) {
  await page
    .getByRole('main')
    .getByRole('button', { name: 'Play Again' })
    .click()
}

/**
 * axe (WCAG 2.x A/AA): no serious or critical violation on the page as it is now.
 *
 * Legacy mode runs `axe.run` in the page itself. The default mode runs axe in
 * each frame and then merges the results in a new blank tab, which costs a
 * renderer and a second copy of axe per scan: about half of each scan's time
 * on this project's pages, for the same rules and the same results
 * (decision 036). What legacy mode leaves out is cross-origin frames, and no
 * scanned state has one (the only frame, the story's video player, is never
 * scanned and is YouTube's).
 *
 * `resultTypes: ['violations']` keeps every violation with all its elements,
 * and of the passes and the rest only one element per rule: axe otherwise
 * returns every element it checked (800 kB to 1.4 MB on the home page and
 * /gotras), which the page serialises and the test parses. A scan takes
 * about half the time, with the same violations (decision 042).
 */
export async function expectNoSeriousA11yViolations(page: Page) {
  await animationsSettled(page)
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    .withTags([
      'wcag2a',
      'wcag2aa',
      'wcag21a',
      'wcag21aa',
      'wcag22aa',
      'best-practice',
    ])
    .options({ resultTypes: ['violations'] })
    .analyze()
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.map((node) => node.target.join(' ')).slice(0, 5),
    }))
  expect(serious, 'serious or critical axe violations').toEqual([])
}
