// `npm run shots`: screenshots of every route (e2e/routes.ts), English and
// Telugu, for a guest and for a signed-in family whose child has a long fun
// name, at 360 (phone), 820 (tablet) and 1280 px (desktop), for a person to
// look at: shots/<guest|signed-in>/<width>/<route>.png, plus each width's
// open menu on the home page (-menu.png). Not a test: nothing is compared.
//
// Run it after a visible change (the top bar above all), before asking for a
// review. It takes the production build in dist/ as it is and builds only
// when there is none (`npm run build` first after a change). Uses the system
// Chromium (scripts/tools/chromium.mjs) and `vite preview` on SHOTS_PORT (4175).
// `--full` takes whole pages instead of the first screen.
import { execSync } from 'node:child_process'
import { pbkdf2Sync, randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, rmSync } from 'node:fs'
import path from 'node:path'

import { chromium } from '@playwright/test'
import { preview, runnerImport } from 'vite'

import { CHROMIUM_FLAGS, E2E_BROWSER_PATH } from './chromium.mjs'

const PORT = Number(process.env.SHOTS_PORT ?? 4175)
const OUT = 'shots'
const WIDTHS = [
  { width: 360, height: 740, touch: true },
  { width: 820, height: 1180, touch: true },
  { width: 1280, height: 800, touch: false },
]
const FULL_PAGE = process.argv.includes('--full')
const LONG_NAME = 'Magnificent Mongoose'

if (!existsSync('dist/index.html')) {
  console.log('shots: no build in dist/; running "npm run build" first.')
  execSync('npm run build', { stdio: 'inherit' })
}

/** @type {{ module: typeof import('../../e2e/routes.ts') }} */
const { module: routes } = await runnerImport('./e2e/routes.ts')
const PATHS = [
  ...routes.ROUTES,
  ...routes.FAMILY_ROUTES,
  ...routes.TELUGU_ROUTES,
  ...routes.TELUGU_FAMILY_ROUTES,
].map((route) => route.path)

function secret(text) {
  const salt = randomBytes(16)
  const hash = pbkdf2Sync(text, salt, 1000, 32, 'sha256')
  return {
    salt: salt.toString('base64'),
    hash: hash.toString('base64'),
    iterations: 1000,
  }
}

/** A signed-in device family (src/lib/backend/device/deviceData.ts) with one child. */
function signedInSeed() {
  const now = Date.now()
  return {
    version: 2,
    families: [
      {
        id: 'family-1',
        email: 'parent@example.org',
        password: secret('secret-password-1'),
        createdAt: now,
        consentedAt: now,
        policyVersion: '2026-11-25',
        pin: secret('2468'),
        pinMisses: 0,
        pinLockedUntil: 0,
        profiles: [
          {
            id: 'kid-1',
            funName: LONG_NAME,
            avatar: 'peacock',
            ageBand: null,
            hidden: false,
            createdAt: now,
            results: [],
          },
        ],
      },
    ],
  }
}

/** "/te/gotra/kashyapa" → "te-gotra-kashyapa"; "/" → "home". */
const fileName = (route) =>
  route.replace(/^\/|\/$/g, '').replaceAll('/', '-') || 'home'

async function settle(page) {
  // A prerendered page starts its app on the visitor's first move.
  await page.mouse.move(1, 1)
  await page.mouse.move(2, 1)
  await page
    .locator('html[data-app="live"]')
    .waitFor({ state: 'attached', timeout: 15_000 })
  await page.evaluate(() => document.fonts.ready)
  await page.waitForLoadState('networkidle').catch(() => undefined)
  await page.mouse.move(0, 400)
}

async function shoot(browser, origin, signedIn, size) {
  const dir = path.join(
    OUT,
    signedIn ? 'signed-in' : 'guest',
    String(size.width),
  )
  mkdirSync(dir, { recursive: true })
  const context = await browser.newContext({
    viewport: { width: size.width, height: size.height },
    hasTouch: size.touch,
    serviceWorkers: 'block',
    reducedMotion: 'reduce',
  })
  if (signedIn) {
    await context.addInitScript((data) => {
      localStorage.setItem(
        'vasavi-kids:device-accounts:v1',
        JSON.stringify(data),
      )
      localStorage.setItem('vasavi-kids:device-session:v1', 'family-1')
      localStorage.setItem(
        'vasavi-kids:active-profile:v1',
        JSON.stringify({ 'family-1': 'kid-1' }),
      )
    }, signedInSeed())
  }
  const page = await context.newPage()
  for (const route of PATHS) {
    try {
      await page.goto(`${origin}${route}`)
      await settle(page)
      await page.screenshot({
        path: path.join(dir, `${fileName(route)}.png`),
        fullPage: FULL_PAGE,
      })
    } catch (error) {
      console.error(`shots: ${route} at ${size.width} px: ${error.message}`)
      process.exitCode = 1
    }
  }
  // The open menu, where the bar hands its links to the menu button.
  for (const home of ['/', '/te']) {
    await page.goto(`${origin}${home}`)
    await settle(page)
    const button = page.locator('header button[aria-controls="mobile-menu"]')
    if (!(await button.isVisible())) continue
    await button.click()
    await page.screenshot({
      path: path.join(dir, `${fileName(home)}-menu.png`),
    })
  }
  await context.close()
}

rmSync(OUT, { recursive: true, force: true })
const server = await preview({
  preview: { port: PORT, strictPort: true },
  logLevel: 'warn',
})
const browser = await chromium.launch({
  executablePath: E2E_BROWSER_PATH,
  args: [...CHROMIUM_FLAGS],
})
try {
  const origin = `http://localhost:${PORT}`
  for (const signedIn of [false, true]) {
    for (const size of WIDTHS) await shoot(browser, origin, signedIn, size)
  }
  console.log(`shots: ${PATHS.length} routes × 3 widths × 2 in ${OUT}/`)
} finally {
  await browser.close()
  await server.close()
}
