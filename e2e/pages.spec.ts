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

test('each edition downloads its own web fonts and no others', async ({
  page,
}) => {
  const fonts: string[] = []
  page.on('request', (request) => {
    const file = /\/assets\/([a-z0-9-]+)-subset-[\w-]+\.woff2$/.exec(
      request.url(),
    )
    if (file?.[1]) fonts.push(file[1])
  })
  const fontsOf = async (path: string) => {
    fonts.length = 0
    await page.goto(path)
    await page.waitForLoadState('networkidle')
    await page.evaluate(() => document.fonts.ready)
    return [...new Set(fonts)].sort()
  }

  // English: Baloo 2, Nunito and, for the page's few Telugu words, the small
  // Telugu subset (decision 041).
  expect(await fontsOf('/')).toEqual(['baloo-2', 'noto-sans-telugu', 'nunito'])
  // Telugu: the edition's Telugu subset and its Latin companion, Noto Sans.
  expect(await fontsOf('/te')).toEqual([
    'noto-sans-latin-edition',
    'noto-sans-telugu-edition',
  ])
  const heading = page.getByRole('heading', { level: 1 })
  const family = await heading.evaluate((el) => getComputedStyle(el).fontFamily)
  expect(family).toContain('Noto Sans Telugu Edition')
  expect(family).toContain('Noto Sans Latin Edition')
  expect(family).not.toMatch(/Nunito Variable|Baloo 2 Variable/)
})

test('a prerendered page asks for its script after its fonts, and preloads only its own fonts', async ({
  page,
}) => {
  const head = async (path: string) => {
    const html = await (await page.request.get(path)).text()
    return html.slice(0, html.indexOf('</head>'))
  }
  const preloadedFonts = (html: string) =>
    [
      ...html.matchAll(
        /<link rel="preload" href="\/assets\/([a-z0-9-]+)-subset-[\w-]+\.woff2"/g,
      ),
    ]
      .map(([, font]) => font)
      .sort()

  // Complete HTML: the entry script comes after the styles and fonts
  // (decision 043).
  const english = await head('/')
  expect(english.match(/<script type="module"[^>]*>/g)).toEqual([
    expect.stringContaining('fetchpriority="low"'),
  ])
  // Not the small Telugu subset of its Telugu words: the byte budget
  // (decision 065); the stylesheet fetches it.
  expect(preloadedFonts(english)).toEqual(['baloo-2', 'nunito'])
  expect(preloadedFonts(await head('/gotras'))).toEqual(['baloo-2', 'nunito'])

  const telugu = await head('/te')
  expect(telugu).toContain('<script type="module" fetchpriority="low"')
  expect(preloadedFonts(telugu)).toEqual([
    'noto-sans-latin-edition',
    'noto-sans-telugu-edition',
  ])

  // The plain shell draws nothing without its script: default priority.
  const shell = await head('/this-does-not-exist')
  expect(shell).toMatch(/<script type="module"(?![^>]*fetchpriority)[^>]*>/)
  expect(preloadedFonts(shell)).toEqual(['baloo-2', 'nunito'])
})

test('the web app manifest is linked once the page has loaded, not in its HTML', async ({
  page,
}) => {
  const html = await (await page.request.get('/')).text()
  expect(html).not.toContain('rel="manifest"')

  await page.goto('/')
  const manifest = page.locator('head link[rel="manifest"]')
  await expect(manifest).toHaveCount(1)
  const href = await manifest.getAttribute('href')
  expect(href).toBe('/manifest.webmanifest')
  const response = await page.request.get(href ?? '')
  expect(response.ok()).toBe(true)
  expect(await response.json()).toMatchObject({
    short_name: 'Vasavi Kids',
    start_url: '/',
  })
})
