import { questionBank } from '../src/data/questionBank'
import {
  FAKE_SUPABASE_URL,
  PLAYER,
  signInToFamily,
  useFakeSupabase,
} from './fakeSupabase'
import { expect, expectNoSeriousA11yViolations, test } from './fixtures'
import { playPerfectQuiz } from './playGames'

/**
 * Issue 17: a signed-in (Supabase) player's round played with no connection
 * is kept on the device and added to the score, once, when the connection
 * is back (decision 027). The Supabase project is a test double in the
 * browser (fakeSupabase.ts).
 */

const SAVED =
  'Saved on this device — it will be added to your score when you are back online'

// Two quiz rounds (online, then the kept one offline) and three loads.
test.describe.configure({ timeout: 180_000 })
test.use({ offlineOrigins: [FAKE_SUPABASE_URL] })

test('a round played offline is kept through a reload and added once, when back online', async ({
  page,
  context,
  baseURL,
}) => {
  const server = await useFakeSupabase(context, baseURL ?? '')
  await page.clock.install()
  await signInToFamily(page)
  await page.goto('/games')
  const panel = page.getByRole('region', { name: 'Achievement System' })
  await expect(panel.getByText('You have earned 0 of 3 badges.')).toBeVisible()

  // Online: a round is played, and another drawn and kept for offline play
  // (decision 075).
  await playPerfectQuiz(page)
  const game = page.getByRole('region', { name: 'Cultural Quiz Challenge' })
  await expect(game.getByText('You earned 12 points!')).toBeVisible()
  await expect.poll(() => server.openQuizRounds.length).toBe(1)
  const kept = server.openQuizRounds[0] ?? []
  await page.goto('/games')
  await expect(panel.getByText('You have earned 2 of 3 badges.')).toBeVisible()

  // No connection: the kept round is played and kept on the device.
  server.offline = true
  await context.setOffline(true)
  await playPerfectQuiz(page)
  await expect(game.getByText('You earned 12 points!')).toBeVisible()
  await expect(game.getByText(SAVED, { exact: true })).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  expect(server.offlineCalls).toEqual([])

  // Still offline after a reload: the round is still waiting.
  await page.reload()
  const offlineRounds = page.getByRole('region', {
    name: 'Rounds played offline',
  })
  await expect(offlineRounds.getByText(SAVED, { exact: true })).toBeVisible()
  await expect(
    offlineRounds.getByRole('listitem').filter({
      hasText: 'Cultural Quiz Challenge, 12 points — waiting to be added',
    }),
  ).toBeVisible()
  expect(server.offlineCalls).toEqual([])

  // Back online: sent, added, said so, and the badges arrive.
  server.offline = false
  await context.setOffline(false)
  await expect(
    page.getByText('Your round played offline was added to your score', {
      exact: true,
    }),
  ).toBeVisible()
  await expect(
    offlineRounds.getByRole('listitem').filter({
      hasText: /Cultural Quiz Challenge, 12 points — added to your score at \d/,
    }),
  ).toBeVisible()
  await expect(offlineRounds.getByText(SAVED, { exact: true })).toHaveCount(0)
  await expect(panel.getByText('You have earned 2 of 3 badges.')).toBeVisible()
  await expect.poll(() => server.progress.totalScore).toBe(24)

  // Counted once, even after another start of the app.
  await page.reload()
  await expect(
    offlineRounds.getByText(/added to your score at \d/),
  ).toBeVisible()
  await expect(panel.getByText('You have earned 2 of 3 badges.')).toBeVisible()
  expect(server.offlineCalls).toHaveLength(1)
  // A quiz goes with its answers, which the server marks (decision 056):
  // the 12 questions of the round the server drew and the device kept
  // (decision 075), each answered right.
  const sent = server.offlineCalls[0] as {
    profile_id: string
    answers: { question: string; choice: number }[]
  }
  expect(sent.profile_id).toBe(PLAYER.childId)
  expect(sent.answers).toHaveLength(12)
  const bands = new Set<string>()
  for (const answer of sent.answers) {
    const question = questionBank.find((q) => q.id === answer.question)
    expect(answer.choice).toBe(question?.correct)
    bands.add(question?.band ?? '')
  }
  expect([...bands]).toEqual(['8-10'])
  expect(sent.answers.map((a) => a.question).sort()).toEqual([...kept].sort())
  expect(Number(server.offlineCalls[0]?.duration_ms)).toBeGreaterThanOrEqual(
    24_000,
  )
  expect(server.gamesCompleted).toBe(2)
  expect(server.progress).toMatchObject({
    totalScore: 24,
    quizBest: 12,
    badges: ['heritage_explorer', 'cultural_scholar'],
  })

  // The leaderboard (reached by its link) shows the total, counted once.
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: 'Leaderboard' })
    .click()
  const myRow = page.getByRole('row', { name: /HappyPeacock/ })
  await expect(myRow).toContainText('24')
  await expect(myRow).toContainText('2 badges')
})
