import { expectFitsEveryWidth, WIDTHS } from './fitsTheScreen'
import { expect, expectNoSeriousA11yViolations, test } from './fixtures'
import { ROUTES, TELUGU_ROUTES } from './routes'

/**
 * Long pages whose own specs already run axe at the desktop and phone sizes,
 * in a state that shows more than the page as loaded (home with traditions
 * expanded, each story version). axe over them is the slowest part of the
 * suite; once is enough.
 */
const AUDITED_IN_THEIR_OWN_SPEC = new Set<string>([
  '/',
  '/vasavi-story',
  '/traditions',
  // e2e/telugu.spec.ts, at both sizes.
  '/te/vasavi-story',
])

const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1280, height: 720 }

// axe over a whole page takes a while on a busy machine (the feature specs'
// audits of long pages are marked slow the same way).
test.beforeEach(() => {
  test.slow()
})

// One page load per route for what used to be three (decision 036): the
// page as loaded must fit every width (the Telugu edition too: its words are
// longer than the English ones), and axe finds nothing serious at a phone's
// size and at a computer's. The layout follows the window's size
// (CSS, and useMediaQuery listens for changes), so a resized page is the
// page a phone or a computer would have loaded.
for (const { path, heading } of [...ROUTES, ...TELUGU_ROUTES]) {
  const scanHere = !AUDITED_IN_THEIR_OWN_SPEC.has(path)
  const title = scanHere
    ? `${path} fits every width, and axe finds no serious or critical violations on a phone or a computer`
    : `${path} is no wider than the screen at any width`
  test(title, async ({ page }) => {
    await page.setViewportSize({ width: WIDTHS[0], height: 800 })
    await page.goto(path)
    await expect(
      page.getByRole('heading', { level: 1, name: heading }),
    ).toBeVisible()
    await expectFitsEveryWidth(page, path)
    if (!scanHere) return

    await page.setViewportSize(PHONE)
    await expectNoSeriousA11yViolations(page)
    await page.setViewportSize(DESKTOP)
    await expect(
      page.getByRole('heading', { level: 1, name: heading }),
    ).toBeVisible()
    await expectNoSeriousA11yViolations(page)
  })
}
