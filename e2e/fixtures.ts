import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type Page } from '@playwright/test'

/**
 * Every test fails on a console error, an uncaught page error, a failed
 * request or an HTTP error response, collected while it runs.
 */
export const test = base.extend<{ pageProblems: string[] }>({
  pageProblems: [
    async ({ page }, use) => {
      const problems: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'error') {
          problems.push(`console error: ${message.text()}`)
        }
      })
      page.on('pageerror', (error) => {
        problems.push(`page error: ${error.message}`)
      })
      page.on('requestfailed', (request) => {
        problems.push(
          `request failed: ${request.url()} (${request.failure()?.errorText ?? 'unknown'})`,
        )
      })
      page.on('response', (response) => {
        if (response.status() >= 400) {
          problems.push(`HTTP ${response.status()}: ${response.url()}`)
        }
      })
      await use(problems)
      expect(problems, 'console errors and failed requests').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }

/**
 * Opens `path` and waits until its fonts and requests have settled, so that
 * a following full page load cannot abort them (which would count as a
 * failed request).
 */
export async function visit(page: Page, path: string) {
  await page.goto(path)
  await page.waitForLoadState('networkidle')
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
}

/** axe (WCAG 2.x A/AA): no serious or critical violation on the page as it is now. */
export async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
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
