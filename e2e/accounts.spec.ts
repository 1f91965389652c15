import type { Page } from '@playwright/test'

import { quizQuestions } from '../src/data/quiz'
import { expect, expectNoSeriousA11yViolations, test } from './fixtures'

/**
 * Accounts and the leaderboard in the production build with the device
 * backend (no Supabase variables): everything stays in the browser.
 */

const KID = {
  username: 'HappyPeacock',
  email: 'kid@example.org',
  password: 'secret1',
}
// PBKDF2 with 600,000 iterations takes a moment on a busy machine.
const SLOW = { timeout: 20_000 }

async function openSignUp(page: Page) {
  await page.goto('/auth')
  await page
    .getByRole('button', { name: "Don't have an account? Sign Up" })
    .click()
  await expect(
    page.getByRole('heading', { name: 'Join the Fun!' }),
  ).toBeVisible()
}

async function fillLogin(page: Page, password: string) {
  await page.getByLabel('Email', { exact: true }).fill(KID.email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Login' }).click()
}

/** Plays the quiz on /games with every answer right, as a child would. */
async function playPerfectQuiz(page: Page) {
  await page.goto('/games')
  await page
    .getByRole('button', { name: 'Play Cultural Quiz Challenge' })
    .click()
  const main = page.getByRole('main')
  const answers = page.getByRole('list', { name: 'Answers' })
  for (const [index, question] of quizQuestions.entries()) {
    await expect(
      // The line on screen; the live region repeats it for screen readers.
      main
        .getByText(`Question ${index + 1} of 12 | Score: ${index}`, {
          exact: true,
        })
        .first(),
    ).toBeVisible(SLOW)
    await answers
      .getByRole('button', { name: question.options[question.correct] })
      .click()
  }
  await expect(
    page.getByRole('heading', { name: 'You scored 12 out of 12' }),
  ).toBeVisible(SLOW)
  await expect(main.getByText('You earned 12 points!')).toBeVisible(SLOW)
}

test('sign up, log out, a wrong password, log in, a result on the leaderboard, still signed in after a reload', async ({
  page,
}) => {
  // Twelve questions with the quiz's 2-second feedback, and PBKDF2 twice.
  test.setTimeout(120_000)
  await openSignUp(page)
  await expect(
    page.getByText('Demo mode — progress is saved on this device only'),
  ).toBeVisible()
  await page.getByLabel('Username', { exact: true }).fill(KID.username)
  await page.getByLabel('Email', { exact: true }).fill(KID.email)
  await page.getByLabel('Password', { exact: true }).fill(KID.password)
  await page.getByRole('button', { name: 'Sign Up' }).click()
  await expect(page.getByText('Account created!', { exact: true })).toBeVisible(
    SLOW,
  )
  await expect(page).toHaveURL(/\/$/)

  const bar = page.getByRole('banner')
  await expect(
    bar.getByText(KID.username, { exact: true }).filter({ visible: true }),
  ).toBeVisible()
  await bar.getByRole('button', { name: 'Sign out' }).click()
  await expect(bar.getByRole('button', { name: 'Sign out' })).toHaveCount(0)

  await page.goto('/auth')
  await fillLogin(page, 'not-my-password')
  const errorToast = page.getByRole('region', { name: /Notifications/ })
  await expect(
    errorToast.getByText('Invalid login credentials', { exact: true }),
  ).toBeVisible(SLOW)
  await expect(page).toHaveURL(/\/auth$/)

  await fillLogin(page, KID.password)
  await expect(page.getByText('Welcome back!', { exact: true })).toBeVisible(
    SLOW,
  )
  await expect(page).toHaveURL(/\/$/)

  await playPerfectQuiz(page)
  await page.goto('/leaderboard')
  const myRow = page.getByRole('row', { name: /HappyPeacock/ })
  await expect(myRow).toContainText('2 badges')
  await expect(myRow).toContainText('12')
  await expect(myRow.getByRole('img', { name: '1st place' })).toBeVisible()
  await expect(myRow).toHaveAttribute('aria-current', 'true')
  await expectNoSeriousA11yViolations(page)

  await page.reload()
  await expect(
    page
      .getByRole('banner')
      .getByText(KID.username, { exact: true })
      .filter({ visible: true }),
  ).toBeVisible()
  await expect(page.getByRole('row', { name: /HappyPeacock/ })).toBeVisible()
})

test('axe: /auth in login mode and in sign-up mode with a validation toast', async ({
  page,
}) => {
  await page.goto('/auth')
  await expect(
    page.getByRole('heading', { name: 'Welcome Back!' }),
  ).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  await openSignUp(page)
  await page.getByLabel('Username', { exact: true }).fill('ab')
  await page.getByRole('button', { name: 'Sign Up' }).click()
  await expect(
    page.getByText('Validation Error', { exact: true }),
  ).toBeVisible()
  await expect(
    page.getByText('Username must be at least 3 characters', { exact: true }),
  ).toBeVisible()
  await expectNoSeriousA11yViolations(page)
})

test('axe: /auth on a phone, with a suggested name', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 })
  await openSignUp(page)
  await page.getByRole('button', { name: 'Suggest a fun name' }).click()
  await expect(page.getByLabel('Username', { exact: true })).toHaveValue(
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
