import { expect, expectNoSeriousA11yViolations, test } from './fixtures'
import { ROUTES } from './routes'

for (const route of ROUTES) {
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
