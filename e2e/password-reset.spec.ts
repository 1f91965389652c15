import type { Page } from '@playwright/test'

import { PLAYER, useFakeSupabase } from './fakeSupabase'
import { expect, expectNoSeriousA11yViolations, test } from './fixtures'
import { familyWithPin, seedAccounts } from './seedAccounts'

/**
 * A parent who forgot the password gets back in (issue 44, decision 070),
 * in both editions. With Supabase (the fake project): "Forgot your
 * password?" sends the reset e-mail, its link opens "Choose a new password",
 * the new password signs the parent in; a used or expired link says so and
 * offers a new one. In demo mode: the account lives on this device, and
 * the e-mail and the parent PIN let the parent in, children kept.
 */

const EDITIONS = [
  {
    lang: 'en',
    home: '/',
    prefix: '',
    login: 'Login / Sign Up',
    forgot: 'Forgot your password?',
    email: 'Email',
    send: 'Send the link',
    sent: 'Check your e-mail',
    password: 'New password',
    confirm: 'New password again',
    save: 'Save and sign in',
    mismatch: 'The two passwords are not the same.',
    expired: 'This link has expired or was already used',
    device: 'Demo mode: your account lives on this device',
    pin: 'Parent PIN',
    deviceSave: 'Save the new password',
    wrongPin: 'That is not this account’s parent PIN.',
  },
  {
    lang: 'te',
    home: '/te',
    prefix: '/te',
    login: 'లాగిన్ / పేరు నమోదు',
    forgot: 'పాస్‌వర్డ్ మర్చిపోయారా?',
    email: 'ఈమెయిల్',
    send: 'లింక్ పంపండి',
    sent: 'మీ ఈమెయిల్ చూడండి',
    password: 'కొత్త పాస్‌వర్డ్',
    confirm: 'కొత్త పాస్‌వర్డ్ మళ్ళీ',
    save: 'దాచి లాగిన్ అవ్వండి',
    mismatch: 'రెండు పాస్‌వర్డ్‌లు ఒకటి కావు.',
    expired: 'ఈ లింక్ గడువు ముగిసింది, లేదా ఇప్పటికే వాడారు',
    device: 'డెమో పద్ధతి: మీ ఖాతా ఈ పరికరంలోనే ఉంది',
    pin: 'తల్లిదండ్రుల PIN',
    deviceSave: 'కొత్త పాస్‌వర్డ్ దాచండి',
    wrongPin: 'ఇది ఈ ఖాతా తల్లిదండ్రుల PIN కాదు.',
  },
] as const

type Edition = (typeof EDITIONS)[number]

const NEW_PASSWORD = 'brand-new-7'

// Three screens each, with axe on each: more than the default 30 s on a
// busy machine.
test.describe.configure({ timeout: 120_000 })

/** From the edition's home page to /auth's "Forgot your password?". */
async function openForgot(page: Page, edition: Edition) {
  await page.goto(edition.home)
  await page
    .getByRole('banner')
    .getByRole('link', { name: edition.login })
    .click()
  await page.getByRole('button', { name: edition.forgot }).click()
  await expect(
    page.getByRole('heading', { name: edition.forgot }),
  ).toBeFocused()
}

for (const edition of EDITIONS) {
  test.describe(`${edition.lang}: with Supabase`, () => {
    test('the link, a new password, signed in', async ({
      page,
      context,
      baseURL,
    }) => {
      const fake = await useFakeSupabase(context, baseURL!)
      await openForgot(page, edition)
      await page.getByLabel(edition.email, { exact: true }).fill(PLAYER.email)
      await page.getByRole('button', { name: edition.send }).click()
      await expect(
        page.getByRole('status').getByText(edition.sent),
      ).toBeVisible()
      await expectNoSeriousA11yViolations(page)
      expect(fake.resetMails).toHaveLength(1)
      const [mail] = fake.resetMails
      expect(mail!.redirectTo).toBe(`${baseURL}${edition.prefix}/new-password`)

      // The e-mail's link (the token-hash template) on this device.
      await page.goto(
        `${edition.prefix}/new-password?token_hash=${mail!.tokenHash}&type=recovery`,
      )
      const password = page.getByLabel(edition.password, { exact: true })
      await expect(password).toBeVisible()
      await password.fill(NEW_PASSWORD)
      const confirm = page.getByLabel(edition.confirm, { exact: true })
      await confirm.fill('not-the-same')
      await page.getByRole('button', { name: edition.save }).click()
      await expect(confirm).toBeFocused()
      await expect(confirm).toHaveAccessibleDescription(edition.mismatch)
      await expectNoSeriousA11yViolations(page)
      await confirm.fill(NEW_PASSWORD)
      await page.getByRole('button', { name: edition.save }).click()
      await expect(page).toHaveURL(new RegExp(`${edition.prefix}/players$`))
      await expect(
        page.getByRole('button', { name: new RegExp(PLAYER.funName) }),
      ).toBeVisible()
      expect(fake.password).toBe(NEW_PASSWORD)
    })

    test.describe('a link used already', () => {
      test.use({
        expectedHttpErrors: [/^403 .*\/auth\/v1\/verify$/],
        expectedConsoleErrors: [/status of 403/],
      })
      test('a used or expired link says so and sends a new one', async ({
        page,
        context,
        baseURL,
      }) => {
        const fake = await useFakeSupabase(context, baseURL!)
        await page.goto(
          `${edition.prefix}/new-password?token_hash=used-already&type=recovery`,
        )
        await expect(
          page.getByRole('heading', { name: edition.expired }),
        ).toBeVisible()
        await expectNoSeriousA11yViolations(page)
        await page.getByLabel(edition.email, { exact: true }).fill(PLAYER.email)
        await page.getByRole('button', { name: edition.send }).click()
        await expect(
          page.getByRole('status').getByText(edition.sent),
        ).toBeVisible()
        expect(fake.resetMails).toHaveLength(1)

        // GoTrue's own redirect for an expired link.
        await page.goto(
          `${edition.prefix}/new-password?error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired`,
        )
        await expect(
          page.getByRole('heading', { name: edition.expired }),
        ).toBeVisible()
        await expect(page.getByLabel(edition.password)).toHaveCount(0)
      })
    })
  })

  test(`${edition.lang}: in demo mode, the e-mail and the parent PIN`, async ({
    page,
  }) => {
    const seed = familyWithPin('parent@example.org', 'forgotten-1', '2468')
    seed.data.families[0]!.profiles = [
      {
        id: 'kid-1',
        funName: 'BraveTiger',
        avatar: 'tiger',
        ageBand: null,
        hidden: false,
        createdAt: Date.now(),
        results: [{ gameType: 'story', value: 1, at: Date.now() }],
      } as never,
    ]
    await seedAccounts(page, { ...seed, sessionId: null })
    await openForgot(page, edition)
    await expect(page.getByRole('note').getByText(edition.device)).toBeVisible()
    await expectNoSeriousA11yViolations(page)
    await page
      .getByLabel(edition.email, { exact: true })
      .fill('parent@example.org')
    const pin = page.getByLabel(edition.pin, { exact: true })
    await pin.fill('1111')
    await page.getByLabel(edition.password, { exact: true }).fill(NEW_PASSWORD)
    await page.getByLabel(edition.confirm, { exact: true }).fill(NEW_PASSWORD)
    await page.getByRole('button', { name: edition.deviceSave }).click()
    await expect(pin).toBeFocused()
    await expect(pin).toHaveAccessibleDescription(edition.wrongPin)
    await pin.fill('2468')
    await page.getByRole('button', { name: edition.deviceSave }).click()
    await expect(page).toHaveURL(new RegExp(`${edition.prefix}/players$`))
    await expect(page.getByRole('button', { name: /BraveTiger/ })).toBeVisible()
    // The child's round is still there, on the device.
    const stored = await page.evaluate(() =>
      localStorage.getItem('vasavi-kids:device-accounts:v1'),
    )
    expect(stored).toContain('"gameType":"story"')
  })
}
