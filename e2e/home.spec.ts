import type { Page } from '@playwright/test'

import { expect, expectNoSeriousA11yViolations, test } from './fixtures'
import { holdScript } from './holdAppStart'

/** The section's top edge sits below the fixed bar and inside the viewport. */
async function expectSectionBelowNav(page: Page, id: string) {
  const section = page.locator(`#${id}`)
  await expect(section.locator('h2')).toBeInViewport()
  const navBottom = await page
    .locator('header')
    .first()
    .evaluate((el) => el.getBoundingClientRect().bottom)
  const top = await section.evaluate((el) => el.getBoundingClientRect().top)
  const viewportHeight = page.viewportSize()?.height ?? 0
  expect(top).toBeGreaterThanOrEqual(navBottom - 1)
  expect(top).toBeLessThan(viewportHeight / 2)
}

test.describe('in-page buttons of the hero', () => {
  for (const [name, id] of [
    ['Start Learning', 'history'],
    ['Play Games', 'games'],
    ['Learn More about Story of the Month', 'history'],
    ['Learn More about Festival Countdown', 'festivals'],
    ['Learn More about Hero of the Week', 'heroes'],
  ] as const) {
    test(`${name} shows #${id} below the fixed bar`, async ({ page }) => {
      await page.goto('/')
      await page.getByRole('link', { name, exact: true }).click()
      await expect(page).toHaveURL(new RegExp(`/#${id}$`))
      await expectSectionBelowNav(page, id)
      await expect(page.locator(`#${id}`)).toBeFocused()
    })
  }
})

test('the highlight cards follow the date', async ({ page }) => {
  await page.clock.setFixedTime(new Date('2026-12-31T10:00:00'))
  await page.goto('/')
  const highlights = page.getByRole('region', { name: 'Highlights this week' })
  await expect(highlights).toContainText('15 days to Sankranti')
  await expect(highlights).toContainText('On 15 January 2027')
  await expect(highlights).toContainText('Week 53 of 2026')
  await expect(highlights).toContainText('Story for December')
})

test('the highlight cards are in the page itself on the day it was built', async ({
  browser,
}) => {
  // No script at all: what the first paint shows.
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/')
  const day = await page.locator('html').getAttribute('data-today')
  expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  const highlights = page.getByRole('region', { name: 'Highlights this week' })
  for (const section of ['history', 'festivals', 'heroes']) {
    await expect(
      highlights.locator(`[data-highlight="${section}"] [data-part="heading"]`),
    ).toHaveText(/\S/)
  }
  await expect(highlights.locator('[data-placeholder]')).toHaveCount(0)
  await context.close()
})

test.describe('on another day than the page was built', () => {
  test.use({ serviceWorkers: 'block' })

  test('its cards stay out of sight until the visitor’s own are in', async ({
    context,
  }) => {
    // A page of its own: the fixture's goto waits for the app, held here.
    const page = await context.newPage()
    await page.clock.setFixedTime(new Date('2026-12-31T10:00:00'))
    // The page's script is held back: what shows before it runs.
    const release = await holdScript(page, /\/assets\/entry-[\w-]+\.js$/)
    await page.goto('/', { waitUntil: 'commit' })
    const highlights = page.getByRole('region', {
      name: 'Highlights this week',
    })
    await expect(
      page.getByRole('heading', { level: 1, name: 'Welcome to Vasavi Kids!' }),
    ).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('data-day-differs', '')
    const heroHeading = highlights.locator(
      '[data-highlight="heroes"] [data-part="heading"]',
    )
    await expect(heroHeading).toHaveText(/\S/)
    await expect(heroHeading).toBeHidden()

    release()
    await expect(highlights).toContainText('Week 53 of 2026')
    await expect(heroHeading).toBeVisible()
    await expect(page.locator('html')).not.toHaveAttribute('data-day-differs')
    await expect(page.locator('html')).toHaveAttribute(
      'data-today',
      '2026-12-31',
    )
  })
})

test('the Telugu home fills in its highlight cards in Telugu', async ({
  page,
}) => {
  await page.clock.setFixedTime(new Date('2026-12-31T10:00:00'))
  await page.goto('/te')
  const highlights = page.getByRole('region', { name: 'ఈ వారం విశేషాలు' })
  await expect(highlights).toContainText('15 జనవరి 2027‌న')
  await expect(highlights).toContainText('2026లో 53వ వారం')
  await expect(highlights).toContainText('డిసెంబర్ నెల కథ')
  await expect(highlights).not.toContainText('Week 53')
})

test('the countdown celebrates the festival on its own day', async ({
  page,
}) => {
  await page.clock.setFixedTime(new Date('2027-05-15T08:00:00'))
  await page.goto('/')
  await expect(
    page.getByText('Vasavi Jayanti is today! Happy Vasavi Jayanti!'),
  ).toBeVisible()
})

for (const [title, path, heading] of [
  ['Cultural Quiz Challenge', '/games', 'Interactive Games'],
  ['Memory Challenge', '/games', 'Interactive Games'],
  ['Hero Matching', '/games', 'Interactive Games'],
  ['Gotra Explorer', '/gotras', 'Explore Our 102 Gotras'],
] as const) {
  test(`Play Now for ${title} loads ${path} as a new page`, async ({
    page,
  }) => {
    await page.goto('/#games')
    await page.evaluate(() => {
      ;(window as unknown as { beforePlay?: boolean }).beforePlay = true
    })
    await page.getByRole('link', { name: `Play Now: ${title}` }).click()
    await expect(page).toHaveURL(new RegExp(`${path}$`))
    await expect(
      page.getByRole('heading', { level: 1, name: heading }),
    ).toBeVisible()
    // A full page load starts a fresh window.
    expect(
      await page.evaluate(
        () => (window as unknown as { beforePlay?: boolean }).beforePlay,
      ),
    ).toBeUndefined()
  })
}

for (const [name, path, heading] of [
  ['Explore Gotras', '/gotras', 'Explore Our 102 Gotras'],
  ['Explore Traditions', '/traditions', 'Our Traditions'],
  ['Download: Coloring Pages', '/coloring', 'Coloring Corner'],
  ['Login / Sign Up', '/auth', 'Login or Sign Up'],
  ['View Leaderboard', '/leaderboard', 'Top Players'],
] as const) {
  test(`${name} goes to ${path}`, async ({ page }) => {
    await page.goto('/')
    // The home page's own links (the top bar has a Login / Sign Up too).
    await page
      .getByRole('main')
      .getByRole('link', { name, exact: true })
      .click()
    await expect(page).toHaveURL(new RegExp(`${path}$`))
    await expect(
      page.getByRole('heading', { level: 1, name: heading }),
    ).toBeVisible()
  })
}

for (const [activity, message] of [
  [
    'Story Time',
    'Audio stories coming soon! We are working on beautiful narrated tales about our heritage.',
  ],
] as const) {
  test(`${activity} shows its message in a dialog`, async ({ page }) => {
    await page.goto('/#games')
    const opener = page.getByRole('button', { name: `Try It: ${activity}` })
    await opener.click()
    const dialog = page.getByRole('alertdialog', { name: activity })
    await expect(dialog).toBeVisible()
    await expect(dialog).toContainText(message)
    await expect(
      dialog.getByRole('button', { name: 'OK, got it' }),
    ).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(
      dialog.getByRole('button', { name: 'OK, got it' }),
    ).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(opener).toBeFocused()
  })
}

test('a festival card reveals all its traditions', async ({ page }) => {
  await page.goto('/#festivals')
  const card = page.locator('#festivals').getByText('...and 2 more traditions!')
  await expect(card.first()).toBeVisible()
  const button = page.getByRole('button', {
    name: 'Show all traditions of Sankranti',
  })
  await button.click()
  await expect(page.getByText('Pulihora offered to God')).toBeVisible()
  await expect(
    page.getByRole('button', { name: 'Show fewer traditions' }),
  ).toHaveAttribute('aria-expanded', 'true')
})

test('the high score reads --- and the page carries hidden facts and an FAQ', async ({
  page,
}) => {
  await page.goto('/')
  await expect(page.getByText('---', { exact: true })).toBeVisible()
  await expect(
    page.getByRole('heading', { level: 2, name: 'Words to know' }),
  ).toBeAttached()
  const graph = await page
    .locator('script[type="application/ld+json"]')
    .first()
    .textContent()
  const types = (
    JSON.parse(graph ?? '{}') as { '@graph': { '@type': string }[] }
  )['@graph'].map((node) => node['@type'])
  expect(types).toEqual(
    expect.arrayContaining(['WebSite', 'Organization', 'FAQPage']),
  )
})

test('the page does not shift while it loads', async ({ page }) => {
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  const shift = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) {
            const shiftEntry = entry as PerformanceEntry & {
              value: number
              hadRecentInput: boolean
            }
            if (!shiftEntry.hadRecentInput) total += shiftEntry.value
          }
        }).observe({ type: 'layout-shift', buffered: true })
        setTimeout(() => resolve(total), 500)
      }),
  )
  expect(shift).toBeLessThan(0.02)
})

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`axe at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport })
    // axe on the whole long page takes a while on a busy machine.
    test.slow()

    const phone = viewport.width < 768
    const title = phone
      ? 'home, then with the mobile menu open, has no serious or critical violations'
      : 'home has no serious or critical violations'
    test(title, async ({ page }) => {
      await page.goto('/')
      await expect(
        page.getByRole('heading', {
          level: 1,
          name: 'Welcome to Vasavi Kids!',
        }),
      ).toBeVisible()
      await page
        .getByRole('button', { name: /^Show all traditions of/ })
        .first()
        .click()
      await expectNoSeriousA11yViolations(page)
      if (!phone) return

      // The open mobile menu, in the same page load (decision 036).
      await page.getByRole('button', { name: 'Open menu' }).click()
      await expect(
        page.locator('#mobile-menu').getByRole('link', { name: 'Fun Zone' }),
      ).toBeVisible()
      await expectNoSeriousA11yViolations(page)
    })

    test('home with the Story Time dialog open has none', async ({ page }) => {
      await page.goto('/#games')
      await page.getByRole('button', { name: 'Try It: Story Time' }).click()
      await expect(page.getByRole('alertdialog')).toBeVisible()
      await expectNoSeriousA11yViolations(page)
    })
  })
}
