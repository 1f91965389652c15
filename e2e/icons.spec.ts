import { expect, test } from './fixtures'

/**
 * Icons (decisions 067 and 087): the prerendered page's icons point into the
 * sprite file; once the app runs it copies the sprite into the page, and an
 * icon drawn from then on (a game's) points at the copy, with nothing
 * fetched: a page the service worker controls loads the whole sprite file
 * again, as a document of its own, for every icon drawn into it.
 */
test('an icon drawn once the app runs uses the sprite in the page, drawn at its size, with nothing fetched', async ({
  page,
}) => {
  // The page as served: its icons point into the sprite file. (Once the app
  // runs, an icon it draws again, as the top bar may, points at the copy.)
  const served = await (await page.request.get('/games')).text()
  const topBar = served.slice(
    served.indexOf('<header'),
    served.indexOf('</header>'),
  )
  expect(topBar).toMatch(/<use href="\/assets\/icons-[\w-]+\.svg#[\w-]+"/)
  expect(topBar).not.toMatch(/<use href="#/)

  await page.goto('/games')
  await expect(page.locator('body > svg[data-icon-sprite]')).toBeAttached()
  await expect(page.locator('svg[data-icon-sprite] symbol')).not.toHaveCount(0)

  const sprites: string[] = []
  page.on('request', (request) => {
    if (/\/assets\/icons-/.test(request.url())) sprites.push(request.url())
  })
  await page
    .getByRole('button', { name: 'Play Cultural Quiz Challenge' })
    .click()
  const back = page.getByRole('button', { name: 'Back to Games' })
  await expect(back).toBeVisible()
  const use = back.locator('use')
  await expect(use).toHaveAttribute('href', '#icon-arrow-left')
  // The symbol's paths are drawn: the <use> has the arrow's box.
  await expect
    .poll(() =>
      use.evaluate((element) => {
        const { width, height } = (element as SVGUseElement).getBBox()
        return Math.min(width, height)
      }),
    )
    .toBeGreaterThan(5)
  expect(sprites).toEqual([])
})
