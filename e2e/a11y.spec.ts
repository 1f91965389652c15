import { expect, expectNoSeriousA11yViolations, test } from './fixtures'
import { ROUTES, TELUGU_ROUTES } from './routes'

/**
 * Long pages whose own specs already run axe at the desktop and phone sizes,
 * in a state that shows more than the page as loaded (home with traditions
 * expanded, each story version). axe over them is the slowest part of the
 * suite; once is enough.
 */
const AUDITED_IN_THEIR_OWN_SPEC = new Set([
  '/',
  '/vasavi-story',
  '/traditions',
  // e2e/telugu.spec.ts, at both sizes.
  '/te/vasavi-story',
])

// axe over a whole page takes a while on a busy machine (the feature specs'
// audits of long pages are marked slow the same way).
test.beforeEach(() => {
  test.slow()
})

for (const route of [...ROUTES, ...TELUGU_ROUTES].filter(
  (route) => !AUDITED_IN_THEIR_OWN_SPEC.has(route.path),
)) {
  test(`axe: ${route.path} has no serious or critical violations`, async ({
    page,
  }) => {
    await page.goto(route.path)
    await expect(
      page.getByRole('heading', { level: 1, name: route.heading }),
    ).toBeVisible()
    await expectNoSeriousA11yViolations(page)
  })

  test(`axe: ${route.path} on a phone has no serious or critical violations`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(route.path)
    await expect(
      page.getByRole('heading', { level: 1, name: route.heading }),
    ).toBeVisible()
    await expectNoSeriousA11yViolations(page)
  })
}

test('axe: the open mobile menu has no serious or critical violations', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/')
  await page.getByRole('button', { name: 'Open menu' }).click()
  await expect(
    page.locator('#mobile-menu').getByRole('link', { name: 'Fun Zone' }),
  ).toBeVisible()
  await expectNoSeriousA11yViolations(page)
})
