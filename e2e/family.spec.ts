import type { Page } from '@playwright/test'

import { quizQuestions } from '../src/data/quiz'
import { expect, expectNoSeriousA11yViolations, test } from './fixtures'
import { memoryCards, playMemory, QUIZ_FEEDBACK_MS } from './playGames'

/**
 * Issue 15's walk on the device backend (the production build without
 * Supabase variables), at a phone's and a tablet's size: a parent signs up,
 * adds two children, each plays a game, the leaderboard and the grown-ups'
 * area show each child's own results, a child is deleted with their results,
 * then the whole account.
 */

const ACCOUNTS_KEY = 'vasavi-kids:device-accounts:v1'
const PARENT = { email: 'parent@example.org', password: 'secret1' }
const PIN = '2468'
const CHILD_A = { funName: 'HappyPeacock', avatar: 'Peacock' }
const CHILD_B = { funName: 'BraveTiger', avatar: 'Tiger cub' }
// PBKDF2 (600,000 iterations) for the password and the PIN on a busy machine.
const SLOW = { timeout: 30_000 }

const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'tablet', width: 768, height: 1024 },
] as const

test.describe.configure({ timeout: 300_000 })

async function signUpAsParent(page: Page) {
  await page.goto('/auth')
  await page
    .getByRole('button', { name: "Don't have an account? Sign Up" })
    .click()
  await expect(
    page.getByRole('heading', { name: 'Create a family account' }),
  ).toBeVisible()
  await page.getByLabel('Email', { exact: true }).fill(PARENT.email)
  await page.getByLabel('Password', { exact: true }).fill(PARENT.password)
  // No child's name or e-mail anywhere on the form.
  await expect(page.getByLabel(/username|fun name/i)).toHaveCount(0)
  await page.getByRole('button', { name: 'Sign Up' }).click()
  await expect(
    page.getByText(
      'Please confirm that you are a parent or guardian, 18 or older.',
      { exact: true },
    ),
  ).toBeVisible()
  await page.getByLabel('I am a parent or guardian, 18 or older').check()
  await expectNoSeriousA11yViolations(page)
  await page.getByRole('button', { name: 'Sign Up' }).click()
  await expect(page).toHaveURL(/\/family$/, SLOW)
}

async function createPin(page: Page) {
  await expect(
    page.getByRole('heading', { name: 'Create a parent PIN' }),
  ).toBeVisible()
  await page.getByLabel('Parent PIN', { exact: true }).fill(PIN)
  await page.getByLabel('Type the PIN again', { exact: true }).fill(PIN)
  await expectNoSeriousA11yViolations(page)
  await page.getByRole('button', { name: 'Save the PIN' }).click()
  await expect(
    page.getByRole('heading', { name: 'Your children' }),
  ).toBeVisible(SLOW)
}

async function enterPin(page: Page) {
  await page.goto('/family')
  await expect(
    page.getByRole('heading', { name: 'Grown-ups only' }),
  ).toBeVisible(SLOW)
  await page.getByLabel('Parent PIN', { exact: true }).fill(PIN)
  await page.getByRole('button', { name: 'Open', exact: true }).click()
  await expect(
    page.getByRole('heading', { name: 'Your children' }),
  ).toBeVisible(SLOW)
}

async function addChild(page: Page, child: typeof CHILD_A, audit = false) {
  await page.getByRole('button', { name: 'Add a child' }).click()
  const form = page.getByRole('form', { name: 'Add a child' })
  await form.getByLabel('Fun name', { exact: true }).fill(child.funName)
  await form.getByText(child.avatar, { exact: true }).click()
  if (audit) await expectNoSeriousA11yViolations(page)
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(
    page.getByRole('button', { name: `Change ${child.funName}` }),
  ).toBeVisible()
}

async function choosePlayer(page: Page, funName: string, audit = false) {
  await page.goto('/players')
  const button = page.getByRole('button', { name: `Play as ${funName}` })
  const box = await button.boundingBox()
  expect(box?.height).toBeGreaterThanOrEqual(48)
  expect(box?.width).toBeGreaterThanOrEqual(48)
  if (audit) await expectNoSeriousA11yViolations(page)
  await button.click()
  await expect(page).toHaveURL(/\/games$/)
  await expect(
    page
      .getByRole('region', { name: 'Achievement System' })
      .getByText(`Playing as ${funName}`, { exact: true }),
  ).toBeVisible()
}

async function playQuiz(page: Page) {
  await page
    .getByRole('button', { name: 'Play Cultural Quiz Challenge' })
    .click()
  const answers = page.getByRole('list', { name: 'Answers' })
  for (const question of quizQuestions) {
    const right = answers.getByRole('button', {
      name: question.options[question.correct],
    })
    await right.click()
    await expect(right).toBeDisabled()
    await page.clock.runFor(QUIZ_FEEDBACK_MS)
  }
  await expect(
    page.getByRole('heading', { name: 'You scored 12 out of 12' }),
  ).toBeFocused()
  await expect(
    page.getByRole('main').getByText('You earned 12 points!'),
  ).toBeVisible()
  await page.getByRole('button', { name: 'Back to Games' }).click()
}

async function playMemoryGame(page: Page): Promise<number> {
  await page.getByRole('button', { name: 'Play Memory Challenge' }).click()
  const cards = memoryCards(page)
  await playMemory(page, (index) => cards.nth(index).click())
  const earned = page.getByRole('main').getByText(/^You earned \d+ points?!$/)
  await expect(earned).toBeVisible()
  const points = Number(/\d+/.exec((await earned.textContent()) ?? '')?.[0])
  await page.getByRole('button', { name: 'Back to Games' }).click()
  return points
}

function childCard(page: Page, funName: string) {
  return page.getByRole('region', { name: funName, exact: true })
}

for (const size of SIZES) {
  test(`a family on a ${size.name}: sign up, two children play, /family, delete a child, delete the account`, async ({
    page,
  }) => {
    await page.setViewportSize(size)
    await page.clock.install()

    // A parent signs up and, on the first visit, creates the PIN.
    await signUpAsParent(page)
    await createPin(page)

    // Two children, each with a fun name and an avatar.
    await addChild(page, CHILD_A, true)
    await addChild(page, CHILD_B)
    await expectNoSeriousA11yViolations(page)

    // Child A plays the quiz; child B the memory game.
    await choosePlayer(page, CHILD_A.funName, true)
    await playQuiz(page)
    await choosePlayer(page, CHILD_B.funName)
    const memoryPoints = await playMemoryGame(page)

    // The leaderboard ranks both children by fun name, never an e-mail.
    await page.goto('/leaderboard')
    const board = page.getByRole('table', {
      name: 'Top players, ranked by total points',
    })
    await expect(board.getByRole('row')).toHaveCount(3, SLOW)
    const rowA = board.getByRole('row', { name: new RegExp(CHILD_A.funName) })
    const rowB = board.getByRole('row', { name: new RegExp(CHILD_B.funName) })
    await expect(rowA).toContainText('2 badges')
    await expect(rowA).toContainText('12')
    await expect(rowB).toContainText('1 badge')
    await expect(rowB).toContainText(String(memoryPoints))
    // B is playing on this device now: B's row is the highlighted one.
    await expect(rowB).toHaveAttribute('aria-current', 'true')
    await expect(board).not.toContainText('@')
    await expectNoSeriousA11yViolations(page)

    // The grown-ups' area, after the PIN, shows each child's own results.
    await enterPin(page)
    const cardA = childCard(page, CHILD_A.funName)
    const cardB = childCard(page, CHILD_B.funName)
    await expect(cardA.getByText('Cultural Scholar')).toBeVisible(SLOW)
    await expect(cardA.getByText('Heritage Explorer')).toBeVisible()
    await expect(cardB.getByText('Heritage Explorer')).toBeVisible()
    await expect(cardB.getByText('Cultural Scholar')).toHaveCount(0)
    await expect(
      cardA.getByRole('definition').filter({ hasText: /^12$/ }),
    ).toHaveCount(1)
    await expect(
      cardB
        .getByRole('definition')
        .filter({ hasText: new RegExp(`^${memoryPoints}$`) }),
    ).not.toHaveCount(0)
    await expectNoSeriousA11yViolations(page)

    // Deleting child B takes B's results with it.
    await page
      .getByRole('button', { name: `Delete ${CHILD_B.funName}` })
      .click()
    const dialog = page.getByRole('alertdialog', {
      name: `Delete ${CHILD_B.funName}?`,
    })
    const confirm = dialog.getByRole('button', {
      name: `Delete ${CHILD_B.funName}`,
    })
    await expect(confirm).toBeDisabled()
    await dialog
      .getByLabel(`To confirm, type ${CHILD_B.funName}`)
      .fill(CHILD_B.funName)
    await expectNoSeriousA11yViolations(page)
    await confirm.click()
    await expect(cardB).toHaveCount(0)
    await expect(cardA).toBeVisible()
    expect(
      await page.evaluate((key) => localStorage.getItem(key), ACCOUNTS_KEY),
    ).not.toContain(CHILD_B.funName)
    await page.goto('/leaderboard')
    await expect(board.getByRole('row')).toHaveCount(2, SLOW)
    await expect(board).toContainText(CHILD_A.funName)
    await expect(board).not.toContainText(CHILD_B.funName)

    // Deleting the whole account; signing in again then fails.
    await enterPin(page)
    await page.getByRole('button', { name: 'Delete the account' }).click()
    const last = page.getByRole('alertdialog', {
      name: 'Delete the whole account?',
    })
    await last.getByLabel('To confirm, type DELETE').fill('DELETE')
    await last.getByRole('button', { name: 'Delete the account' }).click()
    await expect(page).toHaveURL(/\/$/, SLOW)
    await page.goto('/auth')
    await page.getByLabel('Email', { exact: true }).fill(PARENT.email)
    await page.getByLabel('Password', { exact: true }).fill(PARENT.password)
    await page.getByRole('button', { name: 'Login' }).click()
    await expect(
      page
        .getByRole('region', { name: /Notifications/ })
        .getByText('Invalid login credentials', { exact: true }),
    ).toBeVisible(SLOW)
    await expect(page).toHaveURL(/\/auth$/)
  })
}

test('the family pages are their own files, kept out of search engines', async ({
  request,
}) => {
  for (const path of ['/players', '/family']) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(200)
    expect(await response.text()).toContain(
      '<meta name="robots" content="noindex, nofollow"/>',
    )
  }
  const sitemap = await (await request.get('/sitemap.xml')).text()
  expect(sitemap).not.toMatch(/\/(players|family)</)
})
