import { POLICY_VERSION } from '../src/data/policyVersion'
import { expect, test } from './fixtures'

// Both documents carry the date of the policy version parents agree to.
const lastUpdated = `Last Updated: ${new Date(`${POLICY_VERSION}T00:00:00Z`).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' })}`

test('an unknown path shows the 404 page, logs the path and links home', async ({
  page,
}) => {
  const warnings: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text())
  })
  await page.goto('/this-does-not-exist')
  await expect(page.getByText('404', { exact: true })).toBeVisible()
  await expect(
    page.getByRole('heading', { name: /Oops! Page not found/ }),
  ).toBeVisible()
  expect(warnings.some((w) => w.includes('/this-does-not-exist'))).toBe(true)
  await page.getByRole('link', { name: 'Go back home' }).click()
  await expect(page).toHaveURL(/\/$/)
})

test('the terms of use carry the date, the five sections and a way home', async ({
  page,
}) => {
  await page.goto('/terms-of-use')
  await expect(page.getByText(lastUpdated)).toBeVisible()
  await expect(page.getByRole('heading', { level: 2 })).toHaveText([
    'On this page',
    'Intellectual Property Rights',
    'Permitted Use',
    'Consequences of Infringement',
    'Contact Information',
    'Website Usage',
    // The footer's column headings follow.
    'Explore',
    'More to discover',
    'The small print',
  ])
  await expect(
    page.getByRole('link', { name: /^mailto:|@/ }).first(),
  ).toBeVisible()
  await page
    .getByRole('main')
    .getByRole('link', { name: 'Back to Home' })
    .click()
  await expect(page).toHaveURL(/\/$/)
})

test('the privacy policy covers children, cookies and third-party video', async ({
  page,
}) => {
  await page.goto('/privacy-policy')
  await expect(page.getByText(lastUpdated)).toBeVisible()
  const main = page.getByRole('main')
  await expect(main).toContainText('COPPA')
  await expect(main).toContainText(/under 13/)
  await expect(main).toContainText(/cookies/i)
  await expect(main).toContainText(/YouTube/)
  await expect(main).toContainText(/no (registration|account) is needed/i)
})

test('the footer links to both legal pages and shows the copyright line', async ({
  page,
}) => {
  await page.goto('/')
  const footer = page.getByRole('contentinfo')
  await expect(footer).toContainText(/© 2025.* Vasavi Kids/)
  await footer.getByRole('link', { name: 'Privacy Policy' }).click()
  await expect(page).toHaveURL(/\/privacy-policy$/)
})

test('Telugu text is marked up and rendered in the Telugu face', async ({
  page,
}) => {
  await page.goto('/')
  // The content's Telugu: the language switch in the top bar names Telugu
  // with a picture of its letters (decision 032), not with text.
  const telugu = page.getByRole('main').locator('[lang="te"]').first()
  await expect(telugu).toBeVisible()
  const family = await telugu.evaluate((el) => getComputedStyle(el).fontFamily)
  expect(family).toContain('Noto Sans Telugu')
})
