import type { Locator, Page } from '@playwright/test'

import {
  expect,
  expectNoSeriousA11yViolations,
  playAgain,
  test,
} from './fixtures'
import {
  ALL_FESTIVAL_PAIRS,
  ALL_HERO_PAIRS,
  FOOD_PAIRS,
  pairsOnPage,
  type Pair,
} from './matchingPairs'
import { memoryCards, playMemory, quizNext } from './playGames'
import { QUIZ_ROUND_SIZE, shownQuestion, startQuiz } from './quizRound'

// Whole games with axe checks on a shared, busy machine.
test.describe.configure({ timeout: 300_000 })

function gameHeading(page: Page, title: string) {
  return page.getByRole('heading', { level: 2, name: title })
}

async function openGame(page: Page, title: string) {
  await page.getByRole('button', { name: `Play ${title}` }).click()
  await expect(gameHeading(page, title)).toBeFocused()
}

async function backToGames(page: Page, title: string) {
  await page.getByRole('button', { name: 'Back to Games' }).click()
  await expect(
    page.getByRole('button', { name: `Play ${title}` }),
  ).toBeFocused()
}

/** Presses Tab until `target` has focus, like a keyboard user would. */
async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < 80; presses += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  throw new Error('Could not reach the element with Tab')
}

function progress(page: Page) {
  return page.getByRole('main').getByText(/^Question \d+ of 12 \| Score: \d+$/)
}

function quizOption(page: Page, text: string) {
  return page
    .getByRole('list', { name: 'Answers' })
    .getByRole('button', { name: text })
}

async function expectMemoryStart(page: Page) {
  // The open game: games drawn ahead are in the page too, hidden.
  const main = page.getByRole('region', { name: 'Memory Challenge' })
  await expect(main.getByText('Matches: 0/8', { exact: true })).toBeVisible()
  await expect(main.getByText('Moves: 0', { exact: true })).toBeVisible()
  const cards = memoryCards(page)
  await expect(cards).toHaveCount(16)
  for (let i = 0; i < 16; i += 1) {
    await expect(cards.nth(i)).toHaveAccessibleName(`Card ${i + 1}, face down`)
  }
}

function badge(page: Page, name: string) {
  return page
    .getByRole('region', { name: 'Achievement System' })
    .getByRole('listitem')
    .filter({ hasText: name })
}

/** A guest's end screen: a new badge when one was earned, a sign-up nudge. */
async function expectGuestEndScreen(page: Page, newBadge?: string) {
  const main = page.getByRole('main')
  await expect(
    main.getByRole('link', { name: 'Sign up to keep your badges' }),
  ).toHaveAttribute('href', '/auth')
  if (newBadge) {
    await expect(main.getByText(`New badge: ${newBadge}!`)).toBeVisible()
  } else {
    await expect(main.getByText(/^New badge:/)).toHaveCount(0)
  }
}

/** axe on the page as it is, when this run audits accessibility. */
async function audit(page: Page, enabled: boolean) {
  if (enabled) await expectNoSeriousA11yViolations(page)
}

async function playMatching(
  page: Page,
  title: string,
  all: readonly Pair[],
  withAxe: boolean,
  newBadge?: string,
) {
  await openGame(page, title)
  // The open game: games drawn ahead are in the page too, hidden.
  const main = page.getByRole('region', { name: title })
  // The round's four pairs, as the page shows them (the games draw them).
  const pairs = await pairsOnPage(main, all)
  const [first, second] = pairs
  if (!first || !second) throw new Error('Too few pairs')
  // A wrong pick first, then the right ones.
  await main.getByRole('button', { name: first.left, exact: true }).click()
  await main.getByRole('button', { name: second.right }).click()
  await expect(main.getByText('Matches: 0/4')).toBeVisible()
  await expect(
    page.getByRole('region', { name: title }).getByRole('status'),
  ).toHaveText('Not a match. Try again!')
  for (const pair of pairs) {
    await main.getByRole('button', { name: pair.left, exact: true }).click()
    await main.getByRole('button', { name: pair.right }).click()
    if (pair === first) {
      await expect(main.getByText('Matches: 1/4')).toBeVisible()
      await expect(
        main.getByRole('button', { name: `${first.left}, matched` }),
      ).toBeDisabled()
      await audit(page, withAxe)
    }
  }
  // One miss on the way: all matched, not "Perfect Match!".
  await expect(
    page.getByRole('heading', { name: 'All matched!' }),
  ).toBeFocused()
  await expect(
    main.getByText('You matched all 4 pairs in 5 tries.', { exact: true }),
  ).toBeVisible()
  await expect(main.getByText(/You earned 4 points!/)).toBeVisible()
  await expectGuestEndScreen(page, newBadge)
  await audit(page, withAxe)
  await playAgain(page)
  await expect(main.getByText('Matches: 0/4')).toBeVisible()
  await expect(main.getByRole('button', { name: /, matched$/ })).toHaveCount(0)
  await backToGames(page, title)
}

async function playStory(page: Page, withAxe: boolean, newBadge?: string) {
  await openGame(page, 'Hero Story Builder')
  const main = page.getByRole('main')
  const choices = main.getByRole('listitem').getByRole('button')
  await expect(main.getByText('Chapter 1 of 3')).toBeVisible()
  await choices.first().click()
  await expect(main.getByText('Chapter 2 of 3')).toBeVisible()
  await expect(
    page.getByRole('heading', { name: 'Your Story So Far' }),
  ).toBeVisible()
  await audit(page, withAxe)
  await choices.nth(1).click()
  await expect(main.getByText('Chapter 3 of 3')).toBeVisible()
  await choices.nth(2).click()
  await expect(
    page.getByRole('heading', { name: 'Your Hero Story' }),
  ).toBeFocused()
  await expect(
    main
      .getByRole('list')
      .filter({ hasText: 'Once upon a time' })
      .getByRole('listitem'),
  ).toHaveCount(3)
  await expect(main.getByText('You earned 3 points!')).toBeVisible()
  await expectGuestEndScreen(page, newBadge)
  await audit(page, withAxe)
  await main.getByRole('button', { name: 'Create New Story' }).click()
  await expect(main.getByText('Chapter 1 of 3')).toBeVisible()
  await expect(
    page.getByRole('heading', { name: 'Your Story So Far' }),
  ).toHaveCount(0)
  await backToGames(page, 'Hero Story Builder')
}

/** The quiz with every answer right, by clicking. */
async function playPerfectQuiz(
  page: Page,
  withAxe: boolean,
  newBadge?: string,
) {
  await openGame(page, 'Cultural Quiz Challenge')
  await startQuiz(page)
  const main = page.getByRole('main')
  await expect(progress(page)).toHaveText('Question 1 of 12 | Score: 0')
  for (let index = 0; index < QUIZ_ROUND_SIZE; index += 1) {
    // The round is drawn from the bank: the question shown says the answer.
    const question = await shownQuestion(page)
    const right = question.options[question.correct]
    await quizOption(page, right).click()
    await expect(quizOption(page, right)).toBeDisabled()
    await expect(
      main.getByText(question.explanation, { exact: true }),
    ).toBeVisible()
    if (index === 0) {
      await audit(page, withAxe)
      // No timer moves the quiz on: 10 s later the feedback still shows.
      await page.clock.runFor(10_000)
      await expect(
        main.getByText(question.explanation, { exact: true }),
      ).toBeVisible()
      await expect(progress(page)).toHaveText('Question 1 of 12 | Score: 1')
    }
    await quizNext(page, index === QUIZ_ROUND_SIZE - 1).click()
  }
  await expect(
    page.getByRole('heading', { name: 'You scored 12 out of 12' }),
  ).toBeFocused()
  await expect(main.getByText(/^Perfect score!/)).toBeVisible()
  await expect(main.getByText('You earned 12 points!')).toBeVisible()
  await expectGuestEndScreen(page, newBadge)
  await audit(page, withAxe)
  await playAgain(page)
  await expect(progress(page)).toHaveText('Question 1 of 12 | Score: 0')
  await backToGames(page, 'Cultural Quiz Challenge')
}

async function playMemoryByClicking(
  page: Page,
  withAxe: boolean,
  newBadge?: string,
) {
  await openGame(page, 'Memory Challenge')
  await expectMemoryStart(page)
  const main = page.getByRole('main')
  const cards = memoryCards(page)
  let flips = 0
  await playMemory(page, async (index) => {
    await cards.nth(index).click()
    flips += 1
    if (flips === 1) await audit(page, withAxe)
  })
  await expect(
    page.getByRole('heading', {
      name: /^(Amazing memory!|Great job!|Well done!)$/,
    }),
  ).toBeFocused()
  await expect(
    main.getByText(/^You found all 8 pairs in \d+ moves!$/),
  ).toBeVisible()
  await expect(main.getByText(/^You earned \d+ points?!$/)).toBeVisible()
  await expectGuestEndScreen(page, newBadge)
  await audit(page, withAxe)
  await playAgain(page)
  await expectMemoryStart(page)
  await backToGames(page, 'Memory Challenge')
}

test.beforeEach(async ({ page }) => {
  await page.clock.install()
  await page.goto('/games')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Interactive Games' }),
  ).toBeVisible()
})

test('the menu shows five games, two puzzles and the achievement panel', async ({
  page,
}) => {
  const panel = page.getByRole('region', { name: 'Achievement System' })
  await expect(panel.getByText('You have earned 0 of 3 badges.')).toBeVisible()
  await expect(panel.getByText('Not earned yet')).toHaveCount(3)
  await expect(
    page.getByRole('region', { name: 'Choose a game' }).getByRole('listitem'),
  ).toHaveCount(7)
  await expectNoSeriousA11yViolations(page)
})

test('the story builder: played by clicking, axe mid-game and at the end', async ({
  page,
}) => {
  await playStory(page, true, 'Heritage Explorer')
})

test('the quiz: played by clicking, axe mid-game and at the end', async ({
  page,
}) => {
  await playPerfectQuiz(page, true, 'Cultural Scholar')
})

test('festival matching: played by clicking, axe mid-game and at the end', async ({
  page,
}) => {
  await playMatching(
    page,
    'Festival Matching',
    ALL_FESTIVAL_PAIRS,
    true,
    'Heritage Explorer',
  )
})

test('hero matching: played by clicking, axe mid-game and at the end', async ({
  page,
}) => {
  await playMatching(
    page,
    'Hero Matching',
    ALL_HERO_PAIRS,
    true,
    'Heritage Explorer',
  )
})

test('festival matching: the next round and the next visit play other festivals', async ({
  page,
}) => {
  const main = page.getByRole('main')
  const shown = async () =>
    (await pairsOnPage(main, ALL_FESTIVAL_PAIRS)).map((p) => p.left).sort()
  await openGame(page, 'Festival Matching')
  const first = await shown()
  // Every pair shown matched with no miss, then Play Again.
  const matchEvery = async (pairs: typeof FOOD_PAIRS) => {
    for (const pair of await pairsOnPage(main, pairs)) {
      await main.getByRole('button', { name: pair.left, exact: true }).click()
      await main.getByRole('button', { name: pair.right }).click()
    }
    await expect(
      page.getByRole('heading', { name: 'Perfect Match!' }),
    ).toBeFocused()
    await playAgain(page)
  }
  await matchEvery(ALL_FESTIVAL_PAIRS)
  // Between two rounds of festivals, a round of festival foods.
  await expect(main.getByText('This round: Festival foods')).toBeVisible()
  await matchEvery(FOOD_PAIRS)
  await expect(main.getByText('This round: Festivals')).toBeVisible()
  const second = await shown()
  expect(second).not.toEqual(first)
  // The two festivals the first round left out come back in the second.
  const leftOut = ALL_FESTIVAL_PAIRS.filter((p) => !FOOD_PAIRS.includes(p))
    .map((p) => p.left)
    .filter((name) => !first.includes(name))
  expect(leftOut).toHaveLength(2)
  for (const name of leftOut) expect(second).toContain(name)
  // Coming back to the game on this device, after a reload: the foods
  // (the round after festivals), then festivals other than the last four.
  await page.reload()
  await openGame(page, 'Festival Matching')
  await expect(main.getByText('This round: Festival foods')).toBeVisible()
})

test('hero matching: each visit plays the next set, named on the page', async ({
  page,
}) => {
  const main = page.getByRole('main')
  const sets: string[] = []
  const rounds: string[][] = []
  for (let visit = 0; visit < 3; visit += 1) {
    await openGame(page, 'Hero Matching')
    // Festival Matching is drawn ahead, hidden: read the open game's line.
    const game = page.getByRole('region', { name: 'Hero Matching' })
    sets.push((await game.getByText(/^This round: /).textContent()) ?? '')
    rounds.push((await pairsOnPage(main, ALL_HERO_PAIRS)).map((p) => p.left))
    await backToGames(page, 'Hero Matching')
    // The set is kept on the device: a reload does not start it again.
    if (visit === 1) await page.reload()
  }
  // People only: the festival foods are Festival Matching's.
  expect(sets).toEqual([
    'This round: Our heroes',
    'This round: Great sages',
    'This round: Our heroes',
  ])
  expect(new Set(rounds.flat()).size).toBe(8)
})

test('the memory game: played by clicking, axe mid-game and at the end', async ({
  page,
}) => {
  await playMemoryByClicking(page, true, 'Heritage Explorer')
})

test('a guest earns all three badges and keeps them after a reload', async ({
  page,
}) => {
  const main = page.getByRole('main')
  const panel = page.getByRole('region', { name: 'Achievement System' })

  // Any finished game: Heritage Explorer, and a nudge to sign up.
  await playStory(page, false, 'Heritage Explorer')
  await expect(badge(page, 'Heritage Explorer')).toContainText('Earned')
  await expect(badge(page, 'Cultural Scholar')).toContainText('Not earned yet')
  // A perfect quiz: Cultural Scholar.
  await playPerfectQuiz(page, false, 'Cultural Scholar')
  await expect(badge(page, 'Cultural Scholar')).toContainText('Earned')

  await playMatching(page, 'Festival Matching', ALL_FESTIVAL_PAIRS, false)
  await playMatching(page, 'Hero Matching', ALL_HERO_PAIRS, false)
  await expect(badge(page, 'Heritage Master')).toContainText('Not earned yet')
  // The fifth kind of game: Heritage Master.
  await playMemoryByClicking(page, false, 'Heritage Master')
  await expect(panel.getByText('You have earned 3 of 3 badges.')).toBeVisible()

  await page.reload()
  await expect(panel.getByText('You have earned 3 of 3 badges.')).toBeVisible()
  for (const name of [
    'Heritage Explorer',
    'Cultural Scholar',
    'Heritage Master',
  ]) {
    await expect(badge(page, name)).toContainText('Earned')
  }
  await expect(main.getByText('Not earned yet')).toHaveCount(0)
})

test('the quiz can be played with the keyboard alone', async ({ page }) => {
  await tabTo(
    page,
    page.getByRole('button', { name: 'Play Cultural Quiz Challenge' }),
  )
  await page.keyboard.press('Enter')
  await expect(gameHeading(page, 'Cultural Quiz Challenge')).toBeFocused()
  // The start screen: the age band, then Start.
  await tabTo(page, page.getByRole('button', { name: 'Start the quiz' }))
  await page.keyboard.press('Enter')
  for (let index = 0; index < QUIZ_ROUND_SIZE; index += 1) {
    const question = await shownQuestion(page)
    // Every third answer wrong: 8 of 12, "Good work".
    const pick = index % 3 === 2 ? (question.correct + 1) % 4 : question.correct
    const option = quizOption(page, question.options[pick] ?? '')
    await tabTo(page, option)
    await page.keyboard.press(index % 2 === 0 ? 'Enter' : 'Space')
    await expect(option).toBeDisabled()
    // The Next button has the focus: Enter or Space goes on.
    const next = quizNext(page, index === QUIZ_ROUND_SIZE - 1)
    await expect(next).toBeFocused()
    await page.keyboard.press(index % 2 === 0 ? 'Space' : 'Enter')
  }
  const result = page.getByRole('heading', { name: 'You scored 8 out of 12' })
  await expect(result).toBeFocused()
  await expect(page.getByRole('main').getByText(/^Good work!/)).toBeVisible()
  await expect(
    page.getByRole('status').filter({ hasText: 'You scored' }),
  ).toHaveText(/You scored 8 out of 12/)
  await tabTo(page, page.getByRole('button', { name: 'Play Again' }))
  await page.keyboard.press('Enter')
  // Play Again draws the next round; its first question has the focus.
  await expect(progress(page)).toHaveText('Question 1 of 12 | Score: 0')
  await expect(
    page.getByRole('main').getByRole('heading', { level: 3 }),
  ).toBeFocused()
  await tabTo(page, page.getByRole('button', { name: 'Back to Games' }))
  await page.keyboard.press('Enter')
  await expect(
    page.getByRole('button', { name: 'Play Cultural Quiz Challenge' }),
  ).toBeFocused()
})

test('the memory game can be played with the keyboard alone', async ({
  page,
}) => {
  await tabTo(page, page.getByRole('button', { name: 'Play Memory Challenge' }))
  await page.keyboard.press('Space')
  await expect(gameHeading(page, 'Memory Challenge')).toBeFocused()
  const cards = memoryCards(page)
  // One Tab stop for the whole grid: the first card.
  await tabTo(page, cards.nth(0))
  // Up and down move by a row of 4; left and right by one card.
  await page.keyboard.press('ArrowDown')
  await expect(cards.nth(4)).toBeFocused()
  await page.keyboard.press('ArrowUp')
  await expect(cards.nth(0)).toBeFocused()
  let position = 0
  await playMemory(page, async (index) => {
    const key = index > position ? 'ArrowRight' : 'ArrowLeft'
    while (position !== index) {
      await page.keyboard.press(key)
      position += index > position ? 1 : -1
    }
    await expect(cards.nth(index)).toBeFocused()
    await page.keyboard.press('Enter')
  })
  await expect(
    page.getByRole('heading', {
      name: /^(Amazing memory!|Great job!|Well done!)$/,
    }),
  ).toBeFocused()
  await tabTo(page, page.getByRole('button', { name: 'Play Again' }))
  await page.keyboard.press('Enter')
  await expectMemoryStart(page)
})

test('every game fits a 360 px phone with touch targets of 44 px or more (letters 24)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 })
  for (const title of [
    'Cultural Quiz Challenge',
    'Festival Matching',
    'Hero Matching',
    'Memory Challenge',
    'Hero Story Builder',
    'Jigsaw Puzzle',
    'Word Search',
  ]) {
    await openGame(page, title)
    if (title === 'Jigsaw Puzzle') {
      await expect(
        page.getByRole('group', { name: 'Puzzle pieces' }),
      ).toBeVisible()
    }
    const problems = await page.evaluate(() => {
      // The word search's letters share the screen's width: on a phone they
      // are under 44 px but never under WCAG 2.2's 24 px (decision 034).
      const isLetter = (el: HTMLElement) => !!el.closest('[role="grid"]')
      const small = [
        ...document.querySelectorAll<HTMLElement>('main a[href], main button'),
      ]
        .filter((el) => el.getClientRects().length > 0)
        .map((el) => ({ el, box: el.getBoundingClientRect() }))
        .filter(({ el, box }) => {
          const least = isLetter(el) ? 24 : 44
          return box.height < least || box.width < least
        })
        .map(
          ({ el, box }) =>
            `${el.getAttribute('aria-label') ?? el.textContent?.trim()} (${Math.round(box.width)}×${Math.round(box.height)})`,
        )
      const overflow =
        document.documentElement.scrollWidth > window.innerWidth
          ? [`page is ${document.documentElement.scrollWidth} px wide`]
          : []
      return [...small, ...overflow]
    })
    expect(problems, title).toEqual([])
    await backToGames(page, title)
  }
})
