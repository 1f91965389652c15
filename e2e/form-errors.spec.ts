import type { Locator, Page } from '@playwright/test'

import { accountsMessages as en } from '../src/lib/i18n/en/accounts'
import { familyMessages as enFamily } from '../src/lib/i18n/en/family'
import { accountsMessages as te } from '../src/lib/i18n/te/accounts'
import { expect, expectNoSeriousA11yViolations, test } from './fixtures'
import { familyWithPin, seedAccounts } from './seedAccounts'

/**
 * Each form says its problems at the fields (issue 33, item 7): the field
 * is `aria-invalid`, its `aria-describedby` starts with the message, the
 * first problem has the focus, what was typed stays, and axe finds nothing
 * serious with the messages shown. A toast only for what no field holds.
 * The production build has no Supabase project, so no Google button.
 */

const PARENT = { email: 'parent@example.org', password: 'secret1' }
const PIN = '2468'
// PBKDF2 for the PIN and the password on a busy machine.
const SLOW = { timeout: 30_000 }

test.describe.configure({ timeout: 120_000 })

/** The field says `message` at itself, and is marked wrong. */
async function expectProblemAt(field: Locator, message: string) {
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  const describedBy = (await field.getAttribute('aria-describedby')) ?? ''
  const [first] = describedBy.split(' ')
  expect(first, 'aria-describedby names the message').toBeTruthy()
  await expect(field.page().locator(`[id="${first}"]`)).toHaveText(message)
  await expect(field).toBeVisible()
}

/** In view, and not under the fixed top bar. */
async function expectClearOfTheBar(field: Locator) {
  await expect(field).toBeInViewport()
  const bar = await field.page().getByRole('banner').boundingBox()
  const box = await field.boundingBox()
  expect(box?.y ?? 0).toBeGreaterThanOrEqual((bar?.y ?? 0) + (bar?.height ?? 0))
}

async function expectNoProblemAt(field: Locator) {
  await expect(field).not.toHaveAttribute('aria-invalid', 'true')
}

/** No toast says `message` (nor the old "Validation Error"). */
async function expectNoToast(page: Page, message: string) {
  const toasts = page.getByRole('region', { name: /Notifications/ })
  await expect(toasts.getByText(message)).toHaveCount(0)
  await expect(page.getByText('Validation Error')).toHaveCount(0)
}

async function openSignUp(page: Page, path: string, toSignUp: string) {
  await page.goto(path)
  await page.getByRole('button', { name: toSignUp }).click()
}

test('/auth offers no Google sign-in without a Supabase project', async ({
  page,
}) => {
  await page.goto('/auth')
  await expect(
    page.getByRole('heading', { name: en['accounts.welcomeBack'] }),
  ).toBeVisible()
  await expect(page.getByText(en['accounts.demoTitle'])).toBeVisible()
  await expect(
    page.getByRole('button', { name: en['accounts.google'] }),
  ).toHaveCount(0)
  await expect(page.getByText(en['accounts.divider'])).toHaveCount(0)
})

test('sign-up: each problem at its field, the first focused, values kept; the guardian tick at the box', async ({
  page,
}) => {
  await openSignUp(page, '/auth', en['accounts.toSignUp'])
  const email = page.getByLabel(en['accounts.email'], { exact: true })
  const password = page.getByLabel(en['accounts.password'], { exact: true })
  const consent = page.getByLabel(en['accounts.parentConsent'])
  await email.fill('parent@example')
  await password.fill('abc')
  await page.getByRole('button', { name: en['accounts.signUp'] }).click()

  await expect(email).toBeFocused()
  await expectProblemAt(email, en['accounts.invalid.email'])
  await expectProblemAt(password, en['accounts.invalid.password'])
  await expectProblemAt(consent, en['accounts.invalid.consent'])
  await expect(email).toHaveValue('parent@example')
  await expect(password).toHaveValue('abc')
  await expect(page.getByText('Validation Error')).toHaveCount(0)
  await expectNoToast(page, en['accounts.invalid.email'])
  await expectNoSeriousA11yViolations(page)

  // Mended but for the tick: the box alone is marked, and has the focus.
  await email.fill(PARENT.email)
  await password.fill(PARENT.password)
  await page.getByRole('button', { name: en['accounts.signUp'] }).click()
  await expect(consent).toBeFocused()
  await expectProblemAt(consent, en['accounts.invalid.consent'])
  await expectNoProblemAt(email)
  await expectNoProblemAt(password)
  await expectNoToast(page, en['accounts.invalid.consent'])
})

test('Telugu sign-up: the problems in Telugu at their fields, the tick at the box', async ({
  page,
}) => {
  await openSignUp(page, '/te/auth', te['accounts.toSignUp'])
  const email = page.getByLabel(te['accounts.email'], { exact: true })
  const password = page.getByLabel(te['accounts.password'], { exact: true })
  const consent = page.getByLabel(te['accounts.parentConsent'])
  await email.fill('parent@example')
  await page.getByRole('button', { name: te['accounts.signUp'] }).click()
  await expect(email).toBeFocused()
  await expectProblemAt(email, te['accounts.invalid.email'])
  await expectProblemAt(password, te['accounts.invalid.password'])
  await expectProblemAt(consent, te['accounts.invalid.consent'])
  await expect(email).toHaveValue('parent@example')
  await expect(
    page.getByRole('button', { name: te['accounts.google'] }),
  ).toHaveCount(0)
  await expectNoSeriousA11yViolations(page)

  await email.fill(PARENT.email)
  await password.fill(PARENT.password)
  await page.getByRole('button', { name: te['accounts.signUp'] }).click()
  await expect(consent).toBeFocused()
  await expectProblemAt(consent, te['accounts.invalid.consent'])
  await expectNoToast(page, te['accounts.invalid.consent'])
})

test('sign-up with an e-mail already registered: said at the e-mail field', async ({
  page,
}) => {
  await seedAccounts(page, {
    ...familyWithPin(PARENT.email, PARENT.password, PIN),
    sessionId: null,
  })
  await openSignUp(page, '/auth', en['accounts.toSignUp'])
  const email = page.getByLabel(en['accounts.email'], { exact: true })
  await email.fill(PARENT.email)
  await page
    .getByLabel(en['accounts.password'], { exact: true })
    .fill('another1')
  await page.getByLabel(en['accounts.parentConsent']).check()
  await page.getByRole('button', { name: en['accounts.signUp'] }).click()
  await expectProblemAt(email, en['accounts.toast.existsBody'])
  await expect(email).toBeFocused()
  await expect(email).toHaveValue(PARENT.email)
  await expectNoToast(page, en['accounts.toast.existsBody'])
  await expectNoSeriousA11yViolations(page)
  await page
    .getByRole('button', { name: en['accounts.loginWithEmail'] })
    .click()
  await expect(
    page.getByRole('heading', { name: en['accounts.welcomeBack'] }),
  ).toBeVisible()
  await expect(email).toHaveValue(PARENT.email)
})

test('login: the empty fields are marked, the first focused', async ({
  page,
}) => {
  await page.goto('/auth')
  const email = page.getByLabel(en['accounts.email'], { exact: true })
  const password = page.getByLabel(en['accounts.password'], { exact: true })
  await password.fill('secret1')
  await page.getByRole('button', { name: en['accounts.login'] }).click()
  await expect(email).toBeFocused()
  await expectProblemAt(email, en['accounts.invalid.email'])
  await expectNoProblemAt(password)
  await expect(password).toHaveValue('secret1')
  await expectNoToast(page, en['accounts.invalid.email'])
})

async function unlock(page: Page, pin = PIN) {
  await page.goto('/family')
  await page.getByLabel(enFamily['family.pin.label'], { exact: true }).fill(pin)
  await page
    .getByRole('button', { name: enFamily['family.pin.open'], exact: true })
    .click()
}

test('the PIN prompt: a wrong PIN is said at the field, which is cleared and focused', async ({
  page,
}) => {
  await seedAccounts(page, familyWithPin(PARENT.email, PARENT.password, PIN))
  await unlock(page, '1111')
  const pin = page.getByLabel(enFamily['family.pin.label'], { exact: true })
  await expectProblemAt(pin, enFamily['family.pin.wrong'])
  await expect(pin).toBeFocused()
  await expect(pin).toHaveValue('')
  await expectNoSeriousA11yViolations(page)
})

test('the child form: problems at the fields, a taken fun name at the fun name, values kept', async ({
  page,
}) => {
  // A phone, where the form is longer than the screen.
  await page.setViewportSize({ width: 360, height: 780 })
  await seedAccounts(page, familyWithPin(PARENT.email, PARENT.password, PIN))
  await unlock(page)
  const addChild = page.getByRole('button', {
    name: enFamily['family.profile.add'],
  })
  await addChild.click(SLOW)
  let form = page.getByRole('form', {
    name: enFamily['family.profile.addTitle'],
  })
  let funName = form.getByLabel(enFamily['family.profile.funName'], {
    exact: true,
  })
  await form
    .getByRole('button', { name: enFamily['family.profile.save'] })
    .click()
  await expect(funName).toBeFocused()
  await expectClearOfTheBar(funName)
  await expectProblemAt(funName, enFamily['family.invalid.funNameShort'])
  const peacock = form.getByRole('radio', { name: 'Peacock' })
  await expect(peacock).toHaveAccessibleDescription(
    enFamily['family.profile.chooseAvatar'],
  )
  await expectNoSeriousA11yViolations(page)

  await funName.fill('HappyPeacock')
  await form.getByText('Peacock', { exact: true }).click()
  await form
    .getByRole('button', { name: enFamily['family.profile.save'] })
    .click()
  await expect(
    page.getByRole('button', { name: 'Change HappyPeacock' }),
  ).toBeVisible(SLOW)

  // The same fun name again: the backend refuses, at the fun-name field.
  await addChild.click()
  form = page.getByRole('form', { name: enFamily['family.profile.addTitle'] })
  funName = form.getByLabel(enFamily['family.profile.funName'], { exact: true })
  await funName.fill('HappyPeacock')
  // The tile is tapped again until it is chosen. Twice in about seven CI
  // runs (never alone, nor under load alone) the click on this tile, made
  // while the first child's "Saved" toast was up, chose nothing: the page
  // then showed the name and the age band given and no tile chosen. What
  // this test checks is the answer to a taken name, so the choice is made
  // sure of here; the lost click itself is still to be found.
  const tiger = form.getByRole('radio', { name: 'Tiger cub' })
  await expect(async () => {
    await form.getByText('Tiger cub', { exact: true }).click()
    await expect(tiger).toBeChecked({ timeout: 1_000 })
  }).toPass({ timeout: 15_000 })
  await form.getByLabel(enFamily['family.profile.ageBand']).selectOption('8-10')
  // Every field as the backend should see it, before Save: a failure below
  // is then about the answer, not a choice the form did not take.
  await expect(funName).toHaveValue('HappyPeacock')
  await expect(tiger).toBeChecked()
  await form
    .getByRole('button', { name: enFamily['family.profile.save'] })
    .click()
  await expectProblemAt(funName, enFamily['family.error.nameTaken'])
  await expect(funName).toBeFocused()
  await expectClearOfTheBar(funName)
  await expect(funName).toHaveValue('HappyPeacock')
  await expect(form.getByRole('radio', { name: 'Tiger cub' })).toBeChecked()
  await expect(form.getByLabel(enFamily['family.profile.ageBand'])).toHaveValue(
    '8-10',
  )
  await expectNoToast(page, enFamily['family.error.nameTaken'])
  await expectNoSeriousA11yViolations(page)
})

test('change the PIN and the password: a wrong current one at its field, the new one kept', async ({
  page,
}) => {
  await seedAccounts(page, familyWithPin(PARENT.email, PARENT.password, PIN))
  await unlock(page)
  const pinForm = page.getByRole('form', {
    name: enFamily['family.settings.pin'],
  })
  const currentPin = pinForm.getByLabel(enFamily['family.settings.currentPin'])
  const newPin = pinForm.getByLabel(enFamily['family.settings.newPin'])
  const again = pinForm.getByLabel(enFamily['family.pin.confirm'])
  await newPin.fill('1357')
  await again.fill('1358')
  await pinForm
    .getByRole('button', { name: enFamily['family.settings.save'] })
    .click(SLOW)
  await expect(currentPin).toBeFocused()
  await expectProblemAt(
    currentPin,
    enFamily['family.settings.currentPinRequired'],
  )
  await expectProblemAt(again, enFamily['family.pin.mismatch'])
  await expect(newPin).toHaveValue('1357')

  await currentPin.fill('1111')
  await again.fill('1357')
  await pinForm
    .getByRole('button', { name: enFamily['family.settings.save'] })
    .click()
  await expectProblemAt(currentPin, enFamily['family.error.wrongPin'])
  await expect(currentPin).toBeFocused()
  await expect(newPin).toHaveValue('1357')
  await expectNoToast(page, enFamily['family.error.wrongPin'])

  const passwordForm = page.getByRole('form', {
    name: enFamily['family.settings.password'],
  })
  const current = passwordForm.getByLabel(
    enFamily['family.settings.currentPassword'],
  )
  const next = passwordForm.getByLabel(enFamily['family.settings.newPassword'])
  await current.fill('not-my-password')
  await next.fill('newsecret')
  await passwordForm
    .getByRole('button', { name: enFamily['family.settings.save'] })
    .click()
  await expectProblemAt(current, enFamily['family.error.wrongPassword'])
  await expect(current).toBeFocused()
  await expect(next).toHaveValue('newsecret')
  await expectNoToast(page, enFamily['family.error.wrongPassword'])
  await expectNoSeriousA11yViolations(page)
})

test('the first PIN and the consent: the problems at their fields', async ({
  page,
}) => {
  const seed = familyWithPin(PARENT.email, PARENT.password, PIN)
  const [family] = seed.data.families
  await seedAccounts(page, {
    ...seed,
    data: {
      ...seed.data,
      families: [
        { ...family, consentedAt: null, policyVersion: null, pin: null },
      ],
    },
  })
  await page.goto('/family')
  await expect(
    page.getByRole('heading', { name: enFamily['family.consent.title'] }),
  ).toBeVisible(SLOW)
  await page
    .getByRole('button', { name: enFamily['family.consent.submit'] })
    .click()
  const consent = page.getByLabel(enFamily['family.consent.label'])
  await expect(consent).toBeFocused()
  await expectProblemAt(consent, enFamily['family.consent.required'])
  await expectNoToast(page, enFamily['family.consent.required'])
  await expectNoSeriousA11yViolations(page)
  await consent.check()
  await page
    .getByRole('button', { name: enFamily['family.consent.submit'] })
    .click()

  await expect(
    page.getByRole('heading', { name: enFamily['family.pin.createTitle'] }),
  ).toBeVisible(SLOW)
  const pin = page.getByLabel(enFamily['family.pin.label'], { exact: true })
  const again = page.getByLabel(enFamily['family.pin.confirm'], { exact: true })
  await pin.fill('12a4')
  await again.fill('1234')
  await page
    .getByRole('button', { name: enFamily['family.pin.create'] })
    .click()
  await expect(pin).toBeFocused()
  await expectProblemAt(pin, enFamily['family.pin.invalid'])
  await expect(again).toHaveValue('1234')
  await expectNoSeriousA11yViolations(page)
})
