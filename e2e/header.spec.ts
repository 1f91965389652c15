import type { Locator, Page } from '@playwright/test'

import { BAR_FROM } from '../src/app/navLayout'
import { expect, expectNoSeriousA11yViolations, test } from './fixtures'
import { familyWithPin, pbkdf2, seedAccounts, seedPlayer } from './seedAccounts'

/**
 * The top bar as a family meets it (issue 33): at every width, in both
 * editions, for a guest and for a signed-in family whose child has a long
 * fun name, every label sits on one line and no text is cut; below the
 * width where the whole bar fits (src/app/navLayout.ts) the menu button
 * holds everything. Each state's bar is kept as a visual baseline
 * (e2e/__screenshots__), so a change that breaks it fails.
 */

/** Twenty characters, the most a fun name may have, of wide letters. */
const LONG_NAME = 'Magnificent Mongoose'
const PIN = '2468'
const PASSWORD = 'secret-password-1'

/** Signs a family in, with a PIN and one child chosen as the player. */
async function seedSignedIn(page: Page) {
  const seed = familyWithPin('parent@example.org', PASSWORD, PIN)
  const [family] = seed.data.families
  family!.profiles = [
    {
      id: 'kid-1',
      funName: LONG_NAME,
      avatar: 'peacock',
      ageBand: null,
      hidden: false,
      createdAt: Date.now(),
      results: [],
    } as never,
  ]
  family!.pin = pbkdf2(PIN)
  await seedAccounts(page, seed)
  await seedPlayer(page, seed.sessionId, 'kid-1')
}

/** Loads `path` with its web fonts in and the account control shown. */
async function open(page: Page, path: string, signedIn: boolean) {
  await page.goto(path)
  await page.evaluate(() => document.fonts.ready)
  // Away from every control: no hover state in the screenshots.
  await page.mouse.move(5, 600)
  // The bar's account control, rendered (if hidden) at every width.
  const account = page.locator(
    signedIn ? 'header #account-menu' : 'header a[href$="/auth"]',
  )
  await expect(account.first()).toBeAttached()
  await page.evaluate(() => document.fonts.ready)
}

/**
 * What does not fit in `root`: any element whose content is wider than its
 * box (cut text), any label that takes more than one line, and (for the bar)
 * anything that sticks out of the bar.
 */
function problems(root: Locator, { inBar }: { inBar: boolean }) {
  return root.evaluate((rootElement, inBar) => {
    const found: string[] = []
    const bar = rootElement.getBoundingClientRect()
    const describe = (el: Element) =>
      `<${el.tagName.toLowerCase()}> "${(el.textContent ?? '').trim().slice(0, 30) || el.getAttribute('aria-label') || ''}"`
    for (const el of rootElement.querySelectorAll<HTMLElement>('*')) {
      if (el.getClientRects().length === 0) continue
      if (el.closest('[hidden]')) continue
      const style = getComputedStyle(el)
      if (style.display !== 'inline' && el.scrollWidth > el.clientWidth) {
        found.push(
          `${describe(el)} is cut: ${el.scrollWidth} > ${el.clientWidth}`,
        )
      }
      // A label on one line: each of its text runs has one line box.
      if (el.matches('a, button')) {
        const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT)
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (!node.textContent?.trim()) continue
          const range = document.createRange()
          range.selectNodeContents(node)
          const tops = new Set(
            [...range.getClientRects()]
              .filter((r) => r.width > 0)
              .map((r) => Math.round(r.top)),
          )
          if (tops.size > 1) {
            found.push(`${describe(el)} wraps onto ${tops.size} lines`)
          }
        }
      }
      if (inBar) {
        const box = el.getBoundingClientRect()
        if (box.right > window.innerWidth + 0.5 || box.left < -0.5) {
          found.push(`${describe(el)} sticks out sideways`)
        }
        if (box.bottom > bar.bottom + 0.5 || box.top < bar.top - 0.5) {
          found.push(`${describe(el)} sticks out of the bar`)
        }
      }
    }
    return found
  }, inBar)
}

/** The part of the screen from the top of the bar to the bottom of `menu`. */
async function below(header: Locator, menu: Locator) {
  const top = await header.boundingBox()
  const bottom = await menu.boundingBox()
  if (!top || !bottom) throw new Error('The bar or its menu is not shown')
  return {
    x: 0,
    y: 0,
    width: top.width,
    height: Math.floor(bottom.y + bottom.height),
  }
}

const EDITIONS = [
  { language: 'en', path: '/gotras', menu: 'Open menu' },
  { language: 'te', path: '/te/gotras', menu: 'మెనూ తెరవండి' },
] as const

const SCREENS = [
  { name: 'phone', width: 360, height: 740, touch: true },
  { name: 'tablet', width: 820, height: 1180, touch: true },
  { name: 'desktop', width: 1024, height: 768, touch: false },
  { name: 'desktop', width: 1280, height: 800, touch: false },
  { name: 'desktop', width: 1440, height: 900, touch: false },
] as const

for (const screen of SCREENS) {
  test.describe(`${screen.name} ${screen.width}`, () => {
    test.use({
      viewport: { width: screen.width, height: screen.height },
      hasTouch: screen.touch,
    })
    const barShown = screen.width >= BAR_FROM.bar

    for (const edition of EDITIONS) {
      for (const signedIn of [false, true]) {
        const who = signedIn ? 'signed-in' : 'guest'
        test(`${edition.language}, ${who}: every label on one line, nothing cut`, async ({
          page,
        }) => {
          if (signedIn) await seedSignedIn(page)
          await open(page, edition.path, signedIn)
          const header = page.locator('header').first()
          const nav = header.getByRole('navigation').first()
          const menuButton = header.getByRole('button', { name: edition.menu })
          if (barShown) {
            await expect(nav).toBeVisible()
            await expect(nav.getByRole('link')).toHaveCount(6)
            await expect(menuButton).toBeHidden()
          } else {
            await expect(menuButton).toBeVisible()
          }
          expect(await problems(header, { inBar: true })).toEqual([])
          await expect(header).toHaveScreenshot(
            `bar-${screen.width}-${edition.language}-${who}.png`,
          )
          // Sign out is for grown-ups, in their area behind the PIN.
          await expect(header.getByText(/Sign out|లాగ్ అవుట్/)).toHaveCount(0)
          if (barShown) return

          // The menu: the six items, the language switch and the account
          // links, each on one line.
          if (screen.touch) await menuButton.tap()
          else await menuButton.click()
          const menu = page.locator('#mobile-menu')
          await expect(menu).toBeVisible()
          await expect(menu.getByRole('link')).toHaveCount(
            6 + 2 + (signedIn ? 3 : 2),
          )
          expect(await problems(menu, { inBar: false })).toEqual([])
          await expect(menu.getByText(/Sign out|లాగ్ అవుట్/)).toHaveCount(0)
          if (screen.width === 360) {
            await expect(page).toHaveScreenshot(
              `menu-${screen.width}-${edition.language}-${who}.png`,
              { clip: await below(header, menu) },
            )
          }
        })
      }
    }
  })
}

test.describe('the account control', () => {
  test.use({ viewport: { width: 1440, height: 900 } })

  test('a guest reaches Login / Sign Up and the leaderboard from the bar', async ({
    page,
  }) => {
    await open(page, '/', false)
    const header = page.locator('header').first()
    await expect(
      header.getByRole('link', { name: 'Login / Sign Up' }),
    ).toHaveAttribute('href', '/auth')
    await expect(
      header.getByRole('link', { name: 'Leaderboard' }),
    ).toHaveAttribute('href', '/leaderboard')
  })

  test('signed in: the player’s menu opens by keyboard, Escape closes it with focus back', async ({
    page,
  }) => {
    await seedSignedIn(page)
    await open(page, '/gotras', true)
    const button = page.getByRole('button', {
      name: `Playing as ${LONG_NAME}: player menu`,
    })
    await expect(button).toHaveText(LONG_NAME)
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    const menu = page.locator('#account-menu')
    await expect(menu).toBeHidden()

    await button.focus()
    await page.keyboard.press('Enter')
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    await expect(menu.getByRole('link')).toHaveText([
      'Switch player',
      'Grown-ups’ area',
      'Leaderboard',
    ])
    await expect(page).toHaveScreenshot('account-menu-1440-en.png', {
      clip: await below(page.locator('header').first(), menu),
    })
    await expectNoSeriousA11yViolations(page)
    await page.keyboard.press('Tab')
    await expect(
      menu.getByRole('link', { name: 'Switch player' }),
    ).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(button).toBeFocused()

    // A tap outside closes it; following a link goes there and closes it.
    await button.click()
    await page.mouse.click(700, 500)
    await expect(menu).toBeHidden()
    await button.click()
    await menu.getByRole('link', { name: 'Grown-ups’ area' }).click()
    await expect(page).toHaveURL(/\/family$/)
    await expect(menu).toBeHidden()
  })

  test('signed in, in Telugu: the menu speaks Telugu', async ({ page }) => {
    await seedSignedIn(page)
    await open(page, '/te/gotras', true)
    const button = page.getByRole('button', { name: /ఆటగాడి మెనూ/ })
    await button.click()
    await expect(page.locator('#account-menu').getByRole('link')).toHaveText([
      'ఆటగాడిని మార్చండి',
      'పెద్దల విభాగం',
      'విజేతల పట్టిక',
    ])
    await expect(
      page.locator('#account-menu').getByRole('link').first(),
    ).toHaveAttribute('href', '/te/players')
  })
})

test.describe('signing out', () => {
  test.use({ viewport: { width: 820, height: 1180 }, hasTouch: true })

  test('is not in the child’s menu; it is in the grown-ups’ area after the PIN, and works', async ({
    page,
  }) => {
    await seedSignedIn(page)
    await open(page, '/games', true)
    await page.getByRole('button', { name: 'Open menu' }).tap()
    const menu = page.locator('#mobile-menu')
    await expect(menu.getByText(LONG_NAME)).toBeVisible()
    await expect(page.getByRole('button', { name: 'Sign out' })).toHaveCount(0)
    await expectNoSeriousA11yViolations(page)
    await menu.getByRole('link', { name: 'Grown-ups’ area' }).tap()
    await expect(page).toHaveURL(/\/family$/)

    // Behind the PIN.
    await expect(page.getByRole('button', { name: 'Sign out' })).toHaveCount(0)
    await page.getByLabel('Parent PIN', { exact: true }).fill(PIN)
    await page.getByRole('button', { name: 'Open', exact: true }).tap()
    const signOut = page.getByRole('button', { name: 'Sign out' })
    await signOut.scrollIntoViewIfNeeded()
    await signOut.tap()
    // Home, the largest page, loads its code on a first visit: seconds on a
    // busy machine.
    await expect(page).toHaveURL(/\/$/, { timeout: 15_000 })
    await expect(page.getByText('See you soon!', { exact: true })).toBeVisible()
    await page.getByRole('button', { name: 'Open menu' }).tap()
    await expect(
      menu.getByRole('link', { name: 'Login / Sign Up' }),
    ).toBeVisible()
  })
})
