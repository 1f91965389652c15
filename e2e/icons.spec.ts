import { expect, test } from './fixtures'

/**
 * Icons (decisions 065 and 086): every icon, the prerendered page's and one
 * the app draws later (a game's), is a `<use>` into the sprite file, drawn
 * at its size.
 */
test('an icon drawn once the app runs points into the sprite file and is drawn at its size', async ({
  page,
}) => {
  await page.goto('/games')
  const header = page.getByRole('banner')
  await expect(header.locator('use').first()).toHaveAttribute(
    'href',
    /^\/assets\/icons-[\w-]+\.svg#/,
  )
  await page
    .getByRole('button', { name: 'Play Cultural Quiz Challenge' })
    .click()
  const back = page.getByRole('button', { name: 'Back to Games' })
  await expect(back).toBeVisible()
  const use = back.locator('use')
  await expect(use).toHaveAttribute(
    'href',
    /^\/assets\/icons-[\w-]+\.svg#arrow-left$/,
  )
  // The symbol's paths are drawn: the <use> has the arrow's box.
  await expect
    .poll(() =>
      use.evaluate((element) => {
        const { width, height } = (element as SVGUseElement).getBBox()
        return Math.min(width, height)
      }),
    )
    .toBeGreaterThan(5)
})
