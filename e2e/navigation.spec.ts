import { expect, test } from './fixtures'

/**
 * The first visit to home from another page loads its code (the largest
 * page) and lays out its 900 elements: seconds on a busy machine.
 */
const HOME_LOAD_MS = 15_000

const SIX_ITEMS = [
  'Our Story',
  'Our Way of Life',
  'Our Heroes',
  'Our Celebrations',
  'Gotra Explorer',
  'Fun Zone',
]

test('"Our Heroes" from /gotras shows the heroes section of home below the fixed bar', async ({
  page,
}) => {
  await page.goto('/gotras')
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Our Heroes' })
    .click()
  await expect(page).toHaveURL(/\/#heroes$/)
  const heading = page.getByRole('heading', { level: 2, name: 'Our Heroes' })
  await expect(heading).toBeInViewport({ timeout: HOME_LOAD_MS })
  const navBottom = await page
    .locator('header')
    .first()
    .evaluate((el) => el.getBoundingClientRect().bottom)
  const headingTop = await heading.evaluate(
    (el) => el.getBoundingClientRect().top,
  )
  expect(headingTop).toBeGreaterThanOrEqual(navBottom)
  await expect(page.locator('#heroes')).toBeFocused()
})

test('every section link of the top bar lands on its section', async ({
  page,
}) => {
  await page.goto('/traditions')
  const nav = page.getByRole('navigation', { name: 'Main' })
  for (const [label, id] of [
    ['Our Story', 'history'],
    ['Our Way of Life', 'culture'],
    ['Our Celebrations', 'festivals'],
    ['Fun Zone', 'games'],
  ] as const) {
    await nav.getByRole('link', { name: label }).click()
    await expect(page).toHaveURL(new RegExp(`/#${id}$`))
    await expect(page.locator(`#${id} h2`)).toBeInViewport({
      timeout: HOME_LOAD_MS,
    })
  }
  await nav.getByRole('link', { name: 'Gotra Explorer' }).click()
  await expect(page).toHaveURL(/\/gotras$/)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Explore Our 102 Gotras' }),
  ).toBeVisible()
})

test('Start Learning and Play Games jump to their sections', async ({
  page,
}) => {
  await page.goto('/')
  await page.getByRole('link', { name: 'Play Games' }).click()
  await expect(page.locator('#games h2')).toBeInViewport()
  await page.goto('/')
  await page.getByRole('link', { name: 'Start Learning' }).click()
  await expect(page.locator('#history h2')).toBeInViewport()
})

test('an ordinary route change starts the new page at the top', async ({
  page,
}) => {
  await page.goto('/')
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded()
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300)
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: 'Terms of Use' })
    .click()
  await expect(
    page.getByRole('heading', { level: 1, name: 'Terms of Use' }),
  ).toBeVisible()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
})

test.describe('on a phone (390×844)', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('a menu button reveals the same six items; Escape closes it', async ({
    page,
  }) => {
    await page.goto('/gotras')
    const button = page.getByRole('button', { name: 'Open menu' })
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    const menu = page.locator('#mobile-menu')
    await expect(menu).toBeHidden()

    await button.focus()
    await page.keyboard.press('Enter')
    const closeButton = page.getByRole('button', { name: 'Close menu' })
    await expect(closeButton).toHaveAttribute('aria-expanded', 'true')
    // The six items, the language switch (its Telugu name an image), then
    // a guest's way in: the leaderboard and Login / Sign Up.
    await expect(menu.getByRole('link')).toHaveText([
      ...SIX_ITEMS,
      'English',
      '',
      'Leaderboard',
      'Login / Sign Up',
    ])
    await expect(menu.getByRole('link').nth(7)).toHaveAccessibleName('తెలుగు')
    await expect(
      menu.getByRole('link', { name: 'Login / Sign Up' }),
    ).toHaveAttribute('href', '/auth')
    for (const link of await menu.getByRole('link').all()) {
      await expect(link).toBeVisible()
    }

    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused()
  })

  test('the menu closes when a link is followed', async ({ page }) => {
    await page.goto('/gotras')
    await page.getByRole('button', { name: 'Open menu' }).click()
    await page
      .locator('#mobile-menu')
      .getByRole('link', { name: 'Our Heroes' })
      .click()
    await expect(page).toHaveURL(/\/#heroes$/)
    await expect(page.locator('#mobile-menu')).toBeHidden()
    await expect(
      page.getByRole('heading', { level: 2, name: 'Our Heroes' }),
    ).toBeInViewport()
  })
})
