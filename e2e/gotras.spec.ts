import type { Page } from '@playwright/test'

import { expect, expectNoSeriousA11yViolations, test } from './fixtures'

// axe over the tree, the grid and the page takes a while on a busy machine.
test.describe.configure({ timeout: 120_000 })

/** The search's live region (the app shell has its own status region). */
function searchStatus(page: Page) {
  return page
    .getByRole('region', { name: 'Find your gotra' })
    .getByRole('status')
}

test('search finds Kashyapa, the card opens and closes by keyboard, a grid card leads to its page', async ({
  page,
}) => {
  await page.goto('/gotras')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Explore Our 102 Gotras' }),
  ).toBeVisible()
  const tree = page.getByRole('group', { name: /Family tree of the 102/ })
  await expect(tree.getByRole('button')).toHaveCount(102)

  await page
    .getByRole('searchbox', { name: 'Search for a gotra' })
    .fill('kashyap')
  await expect(searchStatus(page)).toHaveText(
    'Found 1 matching gotra(s) - look for the ✨ highlighted one!',
  )
  const node = tree.getByRole('button', {
    name: 'Kashyapa gotra, best search match',
  })
  await expect(node).toHaveAttribute('data-highlighted', 'true')
  await expect(node).toBeInViewport()
  await expect(tree.getByText('✨ Kashyapa')).toBeVisible()

  // Keyboard: the highlighted node is the tree's tab stop.
  await node.focus()
  await page.keyboard.press('Enter')
  const card = page.getByRole('dialog', { name: 'Kashyapa Gotra' })
  await expect(card).toBeVisible()
  await expect(card).toBeFocused()
  await expect(card).toContainText('GANAMUKU')
  await page.keyboard.press('Escape')
  await expect(card).toBeHidden()
  await expect(node).toBeFocused()

  // Arrow keys move along the circle.
  await page.keyboard.press('ArrowRight')
  await expect(
    tree.getByRole('button', { name: 'Kaundinya gotra' }),
  ).toBeFocused()

  // Clearing the search removes the highlight and the message.
  await page.getByRole('button', { name: 'Clear search' }).click()
  await expect(searchStatus(page)).toHaveText('')
  await expect(tree.locator('[data-highlighted]')).toHaveCount(0)

  const grid = page.getByRole('region', { name: 'All 102 gotras' })
  await expect(grid.getByRole('link')).toHaveCount(102)
  await grid.getByRole('link', { name: /^Vasishtha/ }).click()
  await expect(page).toHaveURL(/\/gotra\/vasishtha$/)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Vasishtha Gotra' }),
  ).toBeVisible()
})

test('a search with no match says so; regex characters are harmless', async ({
  page,
}) => {
  await page.goto('/gotras')
  const input = page.getByRole('searchbox', { name: 'Search for a gotra' })
  await input.fill('qq(*\\')
  await expect(searchStatus(page)).toHaveText(
    'No gotras found matching "qq(*\\". Try a different spelling!',
  )
  await input.fill('KASYABASA')
  await expect(searchStatus(page)).toHaveText(/^Found 1 matching/)
})

test('axe: /gotras with a search and an open detail card (desktop)', async ({
  page,
}) => {
  await page.goto('/gotras')
  await page
    .getByRole('searchbox', { name: 'Search for a gotra' })
    .fill('kashyap')
  await page
    .getByRole('group', { name: /Family tree of the 102/ })
    .getByRole('button', { name: 'Kashyapa gotra, best search match' })
    .click()
  await expect(
    page.getByRole('dialog', { name: 'Kashyapa Gotra' }),
  ).toBeVisible()
  await expectNoSeriousA11yViolations(page)
})

test('axe: /gotras with a search and an open detail card (phone)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 780 })
  await page.goto('/gotras')
  await page.getByRole('searchbox', { name: 'Search for a gotra' }).fill('vas')
  await expect(searchStatus(page)).toHaveText(/^Found \d+ matching/)
  await page.getByRole('button', { name: 'Vasishtha', exact: true }).click()
  await expect(
    page.getByRole('dialog', { name: 'Vasishtha Gotra' }),
  ).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  // The page itself never scrolls sideways; only the tree's frame may.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)
})

// axe on a gotra page as loaded: a11y.spec.ts.
test('a gotra page shows its details', async ({ page }) => {
  await page.goto('/gotra/kashyapa')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Kashyapa Gotra' }),
  ).toBeVisible()
  await expect(page.getByText('Pravara Available')).toBeVisible()
  await expect(page).toHaveTitle('Kashyapa Gotra | Vasavi Kids')
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute(
    'content',
    'index, follow',
  )

  await page.goto('/gotra/agastya')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Agastya Gotra' }),
  ).toBeVisible()
  await expect(page.getByText('Pravara Available')).toHaveCount(0)
  await expect(page.getByText('Not Listed in Source')).toBeVisible()
})

test('an unknown gotra shows Gotra Not Found, is not indexed and leads back', async ({
  page,
  notFoundPaths,
}) => {
  notFoundPaths.add('/gotra/no-such-gotra')
  await page.goto('/gotra/no-such-gotra')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Gotra Not Found' }),
  ).toBeVisible()
  await expect(
    page.getByText("Sorry, we couldn't find information about this gotra."),
  ).toBeVisible()
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute(
    'content',
    'noindex, nofollow',
  )
  await expectNoSeriousA11yViolations(page)
  await page.getByRole('link', { name: 'Back to All Gotras' }).click()
  await expect(
    page.getByRole('heading', { level: 1, name: 'Explore Our 102 Gotras' }),
  ).toBeVisible()
})

test('/gotras carries an ItemList of the 102 gotra pages, all in the sitemap', async ({
  page,
  request,
  baseURL,
}) => {
  await page.goto('/gotras')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Explore Our 102 Gotras' }),
  ).toBeVisible()
  const json = await page
    .locator('script[type="application/ld+json"]')
    .textContent()
  const graph = (
    JSON.parse(json ?? '{}') as {
      '@graph': { '@type': string; itemListElement?: { url?: string }[] }[]
    }
  )['@graph']
  const itemList = graph.find((node) => node['@type'] === 'ItemList')
  const urls = (itemList?.itemListElement ?? []).map((item) => item.url)
  expect(urls).toHaveLength(102)
  expect(urls).toContain(`${baseURL}/gotra/kashyapa`)

  const sitemap = await (await request.get('/sitemap.xml')).text()
  for (const url of urls) {
    expect(sitemap).toContain(`<loc>${url}</loc>`)
  }
  expect(sitemap).not.toContain('no-such-gotra')
})
