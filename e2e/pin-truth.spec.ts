import type { Page } from '@playwright/test'

import { chromeMessages as enChrome } from '../src/lib/i18n/en'
import { accountsMessages as enAccounts } from '../src/lib/i18n/en/accounts'
import { familyMessages as enFamily } from '../src/lib/i18n/en/family'
import { chromeMessages as teChrome } from '../src/lib/i18n/te'
import { accountsMessages as teAccounts } from '../src/lib/i18n/te/accounts'
import { avatarLabels as teAvatars } from '../src/lib/i18n/te/avatars'
import { familyMessages as teFamily } from '../src/lib/i18n/te/family'
import { expect, expectNoSeriousA11yViolations, test } from './fixtures'
import { familyWithPin, seedAccounts } from './seedAccounts'

/**
 * The PIN tells the truth, and the family findings of the walkthrough
 * (issue 44 items 2 and 7, decision 069), on the device backend in both
 * editions: the lock's real wait counting down, "Forgot the PIN?" from the
 * lock leading back in, the window closing 30 minutes after the PIN, the
 * add-child opt-out, "Who's playing?" once in the menu, the demo
 * leaderboard offline, and the area's heading lined up with its sections.
 * Time passes on Playwright's clock.
 */

const PARENT = { email: 'parent@example.org', password: 'secret1' }
const PIN = '2468'
const SLOW = { timeout: 30_000 }
// 16:25 in India: the lock's end is 16:40.
const START = new Date('2026-12-01T16:25:00+05:30')

test.describe.configure({ timeout: 120_000 })
test.use({ timezoneId: 'Asia/Kolkata', locale: 'en-GB' })

const EDITIONS = [
  {
    name: 'English',
    prefix: '',
    f: enFamily,
    chrome: enChrome,
    accounts: enAccounts,
    peacock: 'Peacock',
    wait15: 'Try again in 15 minutes, at 16:40.',
    wait10: 'Try again in 10 minutes, at 16:40.',
    wait1: 'Try again in 1 minute, at 16:40.',
  },
  {
    name: 'Telugu',
    prefix: '/te',
    f: teFamily,
    chrome: teChrome,
    accounts: teAccounts,
    peacock: teAvatars.peacock,
    wait15: /^15 నిమిషాలు ఆగి, 4:40 PM తర్వాత మళ్ళీ ప్రయత్నించండి\.$/,
    wait10: /^10 నిమిషాలు ఆగి, 4:40 PM తర్వాత మళ్ళీ ప్రయత్నించండి\.$/,
    wait1: /^1 నిమిషం ఆగి, 4:40 PM తర్వాత మళ్ళీ ప్రయత్నించండి\.$/,
  },
] as const

type Edition = (typeof EDITIONS)[number]

async function typePin(page: Page, e: Edition, pin: string) {
  await page.getByLabel(e.f['family.pin.label'], { exact: true }).fill(pin)
  await page
    .getByRole('button', { name: e.f['family.pin.open'], exact: true })
    .click()
}

/**
 * Five wrong PINs, each counted before the next is typed (a try typed while
 * the last is checked is not one): the fifth locks the area.
 */
async function missFiveTimes(page: Page, e: Edition) {
  const field = page.getByLabel(e.f['family.pin.label'], { exact: true })
  for (let miss = 1; miss < 5; miss += 1) {
    await typePin(page, e, '0000')
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    await expect(field).toHaveValue('')
  }
  await typePin(page, e, '0000')
  return field
}

async function unlock(page: Page, e: Edition) {
  await page.goto(`${e.prefix}/family`)
  await typePin(page, e, PIN)
  await expect(
    page.getByRole('heading', { name: e.f['family.area.children'] }),
  ).toBeVisible(SLOW)
}

for (const e of EDITIONS) {
  test(`${e.name}: the PIN lock says the real wait, counts down, and "Forgot the PIN?" leads back in`, async ({
    page,
  }) => {
    await page.clock.install({ time: START })
    await seedAccounts(page, familyWithPin(PARENT.email, PARENT.password, PIN))
    await page.goto(`${e.prefix}/family`)
    const field = await missFiveTimes(page, e)

    const lock = page.getByRole('group', {
      name: e.f['family.pin.lockedTitle'],
    })
    await expect(lock).toBeVisible(SLOW)
    await expect(lock).toBeFocused()
    const wait = lock.locator('#pin-locked-wait')
    await expect(wait).toHaveText(e.wait15)
    await expect(lock).toHaveAccessibleDescription(e.wait15)
    // No PIN can be typed while the lock holds.
    await expect(field).toHaveCount(0)
    await expectNoSeriousA11yViolations(page)

    // It counts down as time passes.
    await page.clock.fastForward('05:00')
    await expect(wait).toHaveText(e.wait10)
    await page.clock.fastForward('09:30')
    await expect(wait).toHaveText(e.wait1)

    // The parent proves who they are: the password, then a new PIN.
    await lock.getByRole('button', { name: e.f['family.pin.forgot'] }).click()
    await page
      .getByLabel(e.f['family.pin.resetPassword'], { exact: true })
      .fill(PARENT.password)
    await page
      .getByLabel(e.f['family.settings.newPin'], { exact: true })
      .fill('1357')
    await page
      .getByLabel(e.f['family.pin.confirm'], { exact: true })
      .fill('1357')
    await page.getByRole('button', { name: e.f['family.pin.reset'] }).click()
    await expect(
      page.getByRole('heading', { name: e.f['family.area.children'] }),
    ).toBeVisible(SLOW)
  })
}

test('the lock ends when it says, the right PIN then opens, and the area closes 30 minutes after the PIN', async ({
  page,
}) => {
  const e = EDITIONS[0]
  await page.clock.install({ time: START })
  await seedAccounts(page, familyWithPin(PARENT.email, PARENT.password, PIN))
  await page.goto('/family')
  await missFiveTimes(page, e)
  const lock = page.getByRole('group', { name: e.f['family.pin.lockedTitle'] })
  await expect(lock).toBeVisible(SLOW)

  // A visit while it holds shows it at once.
  await page.reload()
  await expect(lock).toBeVisible(SLOW)
  await expect(lock.locator('#pin-locked-wait')).toHaveText(e.wait15)

  await page.clock.fastForward('15:01')
  await expect(lock).toHaveCount(0)
  await typePin(page, e, PIN)
  await expect(
    page.getByRole('heading', { name: e.f['family.area.children'] }),
  ).toBeVisible(SLOW)

  // Changes do not keep it open: 30 minutes after the PIN it locks.
  await page.clock.fastForward('20:00')
  await page.getByRole('button', { name: e.f['family.profile.add'] }).click()
  await expect(
    page.getByRole('form', { name: e.f['family.profile.addTitle'] }),
  ).toBeVisible()
  await page.clock.fastForward('10:01')
  await expect(
    page.getByRole('heading', { name: e.f['family.pin.enterTitle'] }),
  ).toBeVisible()
})

for (const e of EDITIONS) {
  test(`${e.name}: a child can be added already off the leaderboard`, async ({
    page,
  }) => {
    await seedAccounts(page, familyWithPin(PARENT.email, PARENT.password, PIN))
    await unlock(page, e)
    await page.getByRole('button', { name: e.f['family.profile.add'] }).click()
    const form = page.getByRole('form', {
      name: e.f['family.profile.addTitle'],
    })
    await form
      .getByLabel(e.f['family.profile.funName'], { exact: true })
      .fill('QuietPeacock')
    await form.getByText(e.peacock, { exact: true }).click()
    const hide = form.getByLabel(e.f['family.profile.hidden'], { exact: true })
    await expect(hide).not.toBeChecked()
    await hide.check()
    await expectNoSeriousA11yViolations(page)
    await form.getByRole('button', { name: e.f['family.profile.save'] }).click()
    await expect(
      page.getByText(e.f['family.profile.hiddenBadge'], { exact: true }),
    ).toBeVisible(SLOW)
  })

  test(`${e.name}: the phone menu says "Who's playing?" once before a player is chosen`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await seedAccounts(page, familyWithPin(PARENT.email, PARENT.password, PIN))
    await page.goto(`${e.prefix}/gotras`)
    await page.getByRole('button', { name: e.chrome['nav.openMenu'] }).click()
    const menu = page.locator('#mobile-menu')
    await expect(
      menu.getByRole('link', { name: e.f['family.nav.whoIsPlaying'] }),
    ).toBeVisible(SLOW)
    await expect(menu.getByText(e.f['family.nav.whoIsPlaying'])).toHaveCount(1)
    await expectNoSeriousA11yViolations(page)
  })

  test(`${e.name}: the demo leaderboard shows this device's players offline, with no login to offer`, async ({
    page,
    context,
  }) => {
    const seed = familyWithPin(PARENT.email, PARENT.password, PIN)
    const [family] = seed.data.families
    Object.assign(family ?? {}, {
      profiles: [
        {
          id: 'kid-1',
          funName: 'HappyPeacock',
          avatar: 'peacock',
          ageBand: null,
          hidden: false,
          createdAt: Date.now(),
          results: [{ gameType: 'story', value: 1, at: Date.now() }],
        },
      ],
    })
    // A guest on this device: the family is saved, no one signed in.
    await seedAccounts(page, { data: seed.data, sessionId: null })
    await page.goto(`${e.prefix}/leaderboard`)
    await expect(page.getByRole('table')).toContainText('HappyPeacock', SLOW)
    const join = page.getByRole('link', {
      name: e.accounts['accounts.board.joinPrompt'],
    })
    await expect(join).toBeVisible()
    // Everything the page asks for has come (the icons among it).
    await page.waitForLoadState('networkidle')
    await context.setOffline(true)
    await expect(join).toHaveCount(0)
    await expect(page.getByRole('table')).toContainText('HappyPeacock')
    await expect(
      page.getByText(e.accounts['accounts.board.offlineTitle']),
    ).toHaveCount(0)
    await expectNoSeriousA11yViolations(page)
    await context.setOffline(false)
  })
}

for (const width of [1280, 820]) {
  test(`the grown-ups' area heading lines up with its sections at ${width}`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 1000 })
    await seedAccounts(page, familyWithPin(PARENT.email, PARENT.password, PIN))
    await unlock(page, EDITIONS[0])
    const heading = await page.getByRole('heading', { level: 1 }).boundingBox()
    const section = await page
      .getByRole('heading', { name: enFamily['family.area.children'] })
      .boundingBox()
    expect(heading?.x).toBeDefined()
    expect(heading?.x).toBe(section?.x)
  })
}
