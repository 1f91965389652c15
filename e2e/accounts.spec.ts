import type { Page } from '@playwright/test'

import { expect, expectNoSeriousA11yViolations, test } from './fixtures'
import { QUIZ_ROUND_SIZE, shownQuestion, startQuiz } from './quizRound'
import { familyWithPin, pbkdf2, seedAccounts } from './seedAccounts'

/**
 * Accounts and the leaderboard in the production build with the device
 * backend (no Supabase variables): everything stays in the browser. The
 * account is a parent's; the child plays under a profile (decision 028).
 */

const PARENT = { email: 'parent@example.org', password: 'secret1' }
const KID = 'HappyPeacock'
const PIN = '2468'
// PBKDF2 with 600,000 iterations takes a moment on a busy machine.
const SLOW = { timeout: 30_000 }
// Page loads and axe passes take their time on a shared, busy machine.
test.describe.configure({ timeout: 120_000 })

async function openSignUp(page: Page) {
  await page.goto('/auth')
  await page
    .getByRole('button', { name: "Don't have an account? Sign Up" })
    .click()
  await expect(
    page.getByRole('heading', { name: 'Create a family account' }),
  ).toBeVisible()
}

async function fillLogin(page: Page, password: string) {
  await page.getByLabel('Email', { exact: true }).fill(PARENT.email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Login' }).click()
}

/** Plays the quiz on /games with every answer right, as a child would. */
async function playPerfectQuiz(page: Page) {
  await page.goto('/games')
  await page
    .getByRole('button', { name: 'Play Cultural Quiz Challenge' })
    .click()
  await startQuiz(page)
  const main = page.getByRole('main')
  const answers = page.getByRole('list', { name: 'Answers' })
  for (let index = 0; index < QUIZ_ROUND_SIZE; index += 1) {
    await expect(
      // The line on screen; the live region repeats it for screen readers.
      main
        .getByText(`Question ${index + 1} of 12 | Score: ${index}`, {
          exact: true,
        })
        .first(),
    ).toBeVisible(SLOW)
    // The round is drawn from the bank: the question shown says the answer.
    const question = await shownQuestion(page)
    await answers
      .getByRole('button', { name: question.options[question.correct] })
      .click()
    // The quiz waits for the reader: Next question (See my score at the end).
    await main
      .getByRole('button', {
        name: index === 11 ? 'See my score' : 'Next question',
      })
      .click()
  }
  await expect(
    page.getByRole('heading', { name: 'You scored 12 out of 12' }),
  ).toBeVisible(SLOW)
  await expect(main.getByText('You earned 12 points!')).toBeVisible(SLOW)
}

test('a parent signs up, adds a child, logs out; a wrong password, log in, the child plays, a result on the leaderboard, still signed in after a reload', async ({
  page,
}) => {
  // Twelve questions with the quiz's 2-second feedback, and PBKDF2 often.
  test.setTimeout(180_000)
  await openSignUp(page)
  await expect(
    page.getByText('Demo mode — progress is saved on this device only'),
  ).toBeVisible()
  await page.getByLabel('Email', { exact: true }).fill(PARENT.email)
  await page.getByLabel('Password', { exact: true }).fill(PARENT.password)
  await page.getByLabel('I am a parent or guardian, 18 or older').check()
  await page.getByRole('button', { name: 'Sign Up' }).click()
  await expect(page.getByText('Account created!', { exact: true })).toBeVisible(
    SLOW,
  )
  await expect(page).toHaveURL(/\/family$/)
  await page.getByLabel('Parent PIN', { exact: true }).fill(PIN)
  await page.getByLabel('Type the PIN again', { exact: true }).fill(PIN)
  await page.getByRole('button', { name: 'Save the PIN' }).click()
  await page.getByRole('button', { name: 'Add a child' }).click(SLOW)
  const form = page.getByRole('form', { name: 'Add a child' })
  await form.getByLabel('Fun name', { exact: true }).fill(KID)
  await form.getByText('Peacock', { exact: true }).click()
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(
    page.getByRole('button', { name: `Change ${KID}` }),
  ).toBeVisible()

  // Signing out is the grown-ups' job: in their area, not in the top bar.
  const bar = page.getByRole('banner')
  await expect(bar.getByRole('button', { name: 'Sign out' })).toHaveCount(0)
  await page.getByRole('main').getByRole('button', { name: 'Sign out' }).click()
  await expect(page.getByText('See you soon!', { exact: true })).toBeVisible()
  await expect(bar.getByRole('link', { name: 'Login / Sign Up' })).toBeVisible()

  await page.goto('/auth')
  await fillLogin(page, 'not-my-password')
  const errorToast = page.getByRole('region', { name: /Notifications/ })
  await expect(
    errorToast.getByText('Invalid login credentials', { exact: true }),
  ).toBeVisible(SLOW)
  await expect(page).toHaveURL(/\/auth$/)

  await fillLogin(page, PARENT.password)
  await expect(page.getByText('Welcome back!', { exact: true })).toBeVisible(
    SLOW,
  )
  // After signing in: "Who's playing?"
  await expect(page).toHaveURL(/\/players$/)
  await page.getByRole('button', { name: `Play as ${KID}` }).click()
  await expect(page).toHaveURL(/\/games$/)

  await playPerfectQuiz(page)
  await page.goto('/leaderboard')
  const myRow = page.getByRole('row', { name: new RegExp(KID) })
  await expect(myRow).toContainText('2 badges')
  await expect(myRow).toContainText('12')
  await expect(myRow.getByRole('img', { name: '1st place' })).toBeVisible()
  await expect(myRow).toHaveAttribute('aria-current', 'true')
  await expect(page.getByRole('table')).not.toContainText(PARENT.email)
  await expectNoSeriousA11yViolations(page)

  await page.reload()
  await expect(
    page
      .getByRole('banner')
      .getByRole('button', { name: `Playing as ${KID}: player menu` })
      .filter({ visible: true }),
  ).toBeVisible(SLOW)
  await expect(page.getByRole('row', { name: new RegExp(KID) })).toBeVisible()
})

test('an account from before families keeps its name, results and rank, and its parent confirms', async ({
  page,
}) => {
  // The one-player format: the account's own name and results.
  const account = {
    id: 'old-account',
    email: PARENT.email,
    username: 'OldTimer',
    ...pbkdf2(PARENT.password),
    createdAt: 1_700_000_000_000,
    results: [
      { gameType: 'quiz', value: 12, at: 1_700_000_100_000 },
      { gameType: 'memory', value: 10, at: 1_700_000_200_000 },
    ],
  }
  await seedAccounts(page, {
    data: { version: 1, accounts: [account] },
    sessionId: null,
  })
  await page.goto('/leaderboard')
  const row = page.getByRole('row', { name: /OldTimer/ })
  await expect(row).toContainText('26', SLOW)
  await expect(row).toContainText('2 badges')
  await expect(row.getByRole('img', { name: '1st place' })).toBeVisible()

  await page.goto('/auth')
  await fillLogin(page, PARENT.password)
  await expect(page).toHaveURL(/\/players$/, SLOW)
  await expect(
    page.getByRole('heading', { name: 'One thing before you go on' }),
  ).toBeVisible()
  await page.getByLabel(/I am a parent or guardian, 18 or older/).check()
  await page.getByRole('button', { name: 'Confirm' }).click()
  await page.getByRole('button', { name: 'Play as OldTimer' }).click()
  await expect(
    page
      .getByRole('region', { name: 'Achievement System' })
      .getByText('You have earned 2 of 3 badges.'),
  ).toBeVisible()
})

test('axe: /auth in login mode and in sign-up mode with a problem at the e-mail field', async ({
  page,
}) => {
  await page.goto('/auth')
  await expect(
    page.getByRole('heading', { name: 'Welcome Back!' }),
  ).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  await openSignUp(page)
  const email = page.getByLabel('Email', { exact: true })
  await email.fill('parent@example')
  await page.getByRole('button', { name: 'Sign Up' }).click()
  await expect(email).toBeFocused()
  await expect(email).toHaveAttribute('aria-invalid', 'true')
  await expect(email).toHaveAccessibleDescription('Invalid email address')
  await expect(page.getByText('Validation Error', { exact: true })).toHaveCount(
    0,
  )
  await expect(email).toHaveValue('parent@example')
  await expectNoSeriousA11yViolations(page)
})

test('axe: adding a child on a phone, with a suggested fun name', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 780 })
  await seedAccounts(page, familyWithPin(PARENT.email, PARENT.password, PIN))
  await page.goto('/family')
  await page.getByLabel('Parent PIN', { exact: true }).fill(PIN)
  await page.getByRole('button', { name: 'Open', exact: true }).click()
  await page.getByRole('button', { name: 'Add a child' }).click(SLOW)
  await page.getByRole('button', { name: 'Suggest a fun name' }).click()
  await expect(page.getByLabel('Fun name', { exact: true })).toHaveValue(
    /^[A-Za-z]+\d{2}$/,
  )
  await expectNoSeriousA11yViolations(page)
})

test('axe: the empty leaderboard', async ({ page }) => {
  await page.goto('/leaderboard')
  await expect(
    page.getByText('No scores yet! Be the first to play.', { exact: true }),
  ).toBeVisible()
  await expect(
    page.getByRole('link', { name: 'Play Games', exact: true }),
  ).toHaveAttribute('href', '/games')
  await expectNoSeriousA11yViolations(page)
})

test('the leaderboard shows a friendly error with Try again when the backend fails', async ({
  page,
  pageProblems,
}) => {
  // The accounts backend cannot load. (Saved accounts that cannot be read
  // no longer fail: they are set aside, see stored-data.spec.ts.)
  await page.route('**/assets/device-*.js', (route) => route.abort())
  await page.goto('/leaderboard')
  const alert = page.getByRole('alert').filter({
    hasText: 'We could not load the leaderboard',
  })
  await expect(alert).toBeVisible(SLOW)
  await expect(alert.getByRole('button', { name: 'Try again' })).toBeVisible()
  await expect(
    page.getByText('No scores yet! Be the first to play.', { exact: true }),
  ).toHaveCount(0)
  await expectNoSeriousA11yViolations(page)

  // The failure is logged; those are the only problems expected here.
  const expected = (problem: string) =>
    /console error: Could not (load the leaderboard|read the session|load the accounts backend)|request failed: .*\/assets\/device-|Failed to load resource: net::ERR_FAILED/.test(
      problem,
    )
  expect(pageProblems.some(expected)).toBe(true)
  const unexpected = pageProblems.filter((problem) => !expected(problem))
  pageProblems.splice(0, pageProblems.length, ...unexpected)
})
