import type { Locator, Page } from '@playwright/test'

import { wordSearchMessages as teWordSearch } from '../src/features/games/wordSearch/te/wordSearchMessages'
import { wordSearchMessages as enWordSearch } from '../src/features/games/wordSearch/wordSearchMessages'
import { gameCatalogueMessages as enCatalogue } from '../src/lib/i18n/en/gameCatalogue'
import { gamesMessages as enGames } from '../src/lib/i18n/en/games'
import { gameCatalogueMessages as teCatalogue } from '../src/lib/i18n/te/gameCatalogue'
import { gamesMessages as teGames } from '../src/lib/i18n/te/games'
import {
  FAKE_SUPABASE_URL,
  signInToFamily,
  useFakeSupabase,
} from './fakeSupabase'
import { expect, expectNoSeriousA11yViolations, test } from './fixtures'
import {
  FOOD_PAIRS,
  matchingColumns,
  pairsOf,
  pairsOnPage,
} from './matchingPairs'
import {
  cardName,
  centre,
  expectEndScreenInView,
  findInGrid,
  gridLetters,
  homeOfPiece,
  jigsawParts,
  letterCell,
  lettersOf,
  MEMORY_REVEAL_MS,
  memoryCards,
  pauseClockSoon,
  quizNext,
  touchSwipe,
  watchPlayAgain,
} from './playGames'
import { QUIZ_ROUND_SIZE, shownQuestion, startQuiz } from './quizRound'

/**
 * The games as a child meets them on the review's tablet (820 × 1180, by
 * touch) and on a phone (issue 33): a quiz that waits for the reader, a
 * memory game that takes every tap after a pair, matching rounds that never
 * start straight across, and end screens brought into view.
 */

const en = { ...enCatalogue, ...enGames, ...enWordSearch }
const te = { ...teCatalogue, ...teGames, ...teWordSearch }

const TABLET = { width: 820, height: 1180 }
const PHONE = { width: 360, height: 740 }

// Whole games on a shared, busy machine.
test.describe.configure({ timeout: 300_000 })

async function openGame(page: Page, title: string, path = '/games') {
  await page.goto(path)
  await page.getByRole('button', { name: new RegExp(`${title}`) }).tap()
  await expect(
    page.getByRole('heading', { level: 2, name: title }),
  ).toBeFocused()
  return page.getByRole('region', { name: title })
}

/** Text on the screen, leaving out the live region that repeats it. */
function shown(page: Page, text: string) {
  return page
    .getByRole('main')
    .getByText(text, { exact: true })
    .and(page.locator(':not([role="status"])'))
}

/** The explanation's computed font size, in px. */
async function fontSize(page: Page, text: string) {
  return shown(page, text).evaluate((el) =>
    parseFloat(getComputedStyle(el).fontSize),
  )
}

test.describe('on the tablet, by touch', () => {
  test.use({ viewport: TABLET, hasTouch: true, isMobile: true })

  test('the quiz waits for Next question, then ends with the score in view', async ({
    page,
  }) => {
    await page.clock.install()
    const game = await openGame(page, 'Cultural Quiz Challenge')
    await startQuiz(page)
    const answers = game.getByRole('list', { name: 'Answers' })
    // The round is drawn from the bank: the question shown says the answer.
    const first = await shownQuestion(page)
    const wrong = first.options[(first.correct + 1) % 4] ?? ''
    await answers.getByRole('button', { name: wrong }).tap()
    const explanation = shown(page, first.explanation)
    await expect(explanation).toBeVisible()
    // An answer that ends its own sentence ("Bagunnanu.") gets no second
    // full stop.
    const answer = first.options[first.correct] ?? ''
    await expect(
      shown(
        page,
        `Not quite. The right answer is: ${/[.?!…]$/u.test(answer) ? answer : `${answer}.`}`,
      ),
    ).toBeVisible()
    const next = quizNext(page, false)
    await expect(next).toBeFocused()
    await expect(next).toBeInViewport()
    expect(await fontSize(page, first.explanation)).toBeGreaterThanOrEqual(18)

    // Ten seconds on, nothing has moved: no timer takes the reader away.
    await page.clock.runFor(10_000)
    await expect(explanation).toBeVisible()
    await expect(
      answers.getByRole('button', {
        name: `${first.options[first.correct]}, right answer`,
      }),
    ).toBeVisible()
    await expect(shown(page, 'Question 1 of 12 | Score: 0')).toBeVisible()

    await next.tap()
    for (let index = 1; index < QUIZ_ROUND_SIZE; index += 1) {
      const question = await shownQuestion(page)
      await answers
        .getByRole('button', { name: question.options[question.correct] })
        .tap()
      await quizNext(page, index === QUIZ_ROUND_SIZE - 1).tap()
    }
    await expectEndScreenInView(
      page,
      page.getByRole('heading', { name: 'You scored 11 out of 12' }),
    )
  })

  test('the Telugu quiz waits too, its explanation at 18 px or more', async ({
    page,
  }) => {
    await page.clock.install()
    const game = await openGame(page, 'సంస్కృతి క్విజ్ సవాలు', '/te/games')
    await startQuiz(page, { edition: 'te' })
    const first = await shownQuestion(page, 'te')
    await game
      .getByRole('list', { name: 'జవాబులు' })
      .getByRole('button', { name: first.options[first.correct] })
      .tap()
    const explanation = shown(page, first.explanation)
    await expect(explanation).toBeVisible()
    expect(await fontSize(page, first.explanation)).toBeGreaterThanOrEqual(18)
    const next = game.getByRole('button', { name: 'తర్వాతి ప్రశ్న' })
    await expect(next).toBeFocused()
    await page.clock.runFor(10_000)
    await expect(explanation).toBeVisible()
    await next.tap()
    await expect(shown(page, 'ప్రశ్న 2/12 | స్కోరు: 1')).toBeVisible()
  })

  test('memory takes a tap 100 ms after a pair, and ends in view', async ({
    page,
  }) => {
    await page.clock.install()
    await openGame(page, 'Memory Challenge')
    const cards = memoryCards(page)
    // From here the page's clock moves only when the test moves it.
    await pauseClockSoon(page)

    // Look at every card, two at a time: a mismatch stays up for its pause.
    const names: string[] = []
    for (let i = 0; i < 16; i += 2) {
      await cards.nth(i).tap()
      await cards.nth(i + 1).tap()
      names.push(await cardName(cards, i), await cardName(cards, i + 1))
      if (names[i] !== names[i + 1]) {
        await page.clock.runFor(MEMORY_REVEAL_MS - 100)
        await expect(cards.nth(i)).not.toHaveAccessibleName(/face down$/)
        await page.clock.runFor(100)
        await expect(cards.nth(i)).toHaveAccessibleName(/face down$/)
      }
    }

    // Then every pair still down, each next tap 100 ms after a pair.
    const pairs = [...new Set(names)].flatMap((name) => {
      const [a, b] = names.flatMap((n, i) => (n === name ? [i] : []))
      const matchedAtFirstLook = a !== undefined && a % 2 === 0 && b === a + 1
      return a === undefined || b === undefined || matchedAtFirstLook
        ? []
        : [[a, b]]
    })
    expect(pairs.length).toBeGreaterThan(1)
    for (const [index, [a = -1, b = -1]] of pairs.entries()) {
      await cards.nth(a).tap()
      // The first card of a turn, tapped 100 ms after the last pair (or,
      // for the first, after a mismatch turned back): it turns over.
      await expect(cards.nth(a), `pair ${index + 1}`).not.toHaveAccessibleName(
        /face down$/,
      )
      await cards.nth(b).tap()
      await expect(cards.nth(a)).toHaveAccessibleName(/, matched$/)
      await expect(cards.nth(b)).toHaveAccessibleName(/, matched$/)
      await page.clock.runFor(100)
    }
    await page.clock.resume()
    await expectEndScreenInView(
      page,
      page.getByRole('heading', {
        name: /^(Amazing memory!|Great job!|Well done!)$/,
      }),
    )
  })

  for (const [title, headings] of [
    // Festival Matching plays festivals, then festival foods.
    [
      'Festival Matching',
      [
        ['Festivals', 'Descriptions'],
        ['Foods', 'What they are'],
      ],
    ],
    // Hero Matching plays its sets in turn: the heroes, then the sages,
    // then the heroes again: people only, never a food.
    [
      'Hero Matching',
      [
        ['Heroes', 'Achievements'],
        ['Sages', 'What they did'],
        ['Heroes', 'Achievements'],
      ],
    ],
  ] as const) {
    test(`${title}: never straight across; Perfect Match! in view with no miss`, async ({
      page,
    }) => {
      const game = await openGame(page, title)
      const { left, right } = matchingColumns(game)
      for (const [leftName, rightName] of headings) {
        await expect(left).toHaveAccessibleName(leftName)
        await expect(right).toHaveAccessibleName(rightName)
        // This round's pairs (the game draws them), read off the page.
        const pairs = await pairsOnPage(game, pairsOf(title))
        if (title === 'Hero Matching') {
          for (const food of FOOD_PAIRS) {
            await expect(game.getByText(food.left)).toHaveCount(0)
          }
        }
        // No answer is across from its question in a fresh round.
        for (const [row, pair] of pairs.entries()) {
          await expect(
            right.getByRole('button').nth(row),
          ).not.toHaveAccessibleName(pair.right)
        }
        for (const pair of pairs) {
          await left.getByRole('button').filter({ hasText: pair.left }).tap()
          await game.getByRole('button', { name: pair.right }).tap()
        }
        await expectEndScreenInView(
          page,
          page.getByRole('heading', { name: 'Perfect Match!' }),
        )
        await game.getByRole('button', { name: 'Play Again' }).tap()
        await expect(game.getByText('Matches: 0/4')).toBeVisible()
      }
    })
  }

  test('Play Again stays under the finger while the result and a new badge arrive', async ({
    page,
    context,
    baseURL,
  }) => {
    // A signed-in child's round is recorded on the server, so its result
    // (points, and a first badge flying in) comes a moment after the end
    // screen: here, only once the test lets the server answer.
    await useFakeSupabase(context, baseURL ?? '')
    // Signed in at a desktop's width, where the top bar has the link.
    await page.setViewportSize({ width: 1280, height: 800 })
    await signInToFamily(page)
    await page.setViewportSize(TABLET)
    let answer = () => {}
    const answered = new Promise<void>((resolve) => {
      answer = resolve
    })
    await context.route(
      `${FAKE_SUPABASE_URL}/rest/v1/rpc/finish_game`,
      (route) => answered.then(() => route.fallback()),
    )
    const game = await openGame(page, 'Festival Matching')
    const { left } = matchingColumns(game)
    const pairs = await pairsOnPage(game, pairsOf('Festival Matching'))
    for (const pair of pairs.slice(0, -1)) {
      await left.getByRole('button').filter({ hasText: pair.left }).tap()
      await game.getByRole('button', { name: pair.right }).tap()
    }
    const last = pairs.at(-1)
    if (!last) throw new Error('No pairs')
    await left.getByRole('button').filter({ hasText: last.left }).tap()
    const watching = watchPlayAgain(page)
    await game.getByRole('button', { name: last.right }).tap()
    await expect(game.getByText(en['games.result.saving'])).toBeVisible()
    answer()
    const { frames, animated } = await watching
    await expect(game.getByText(/^New badge:/)).toBeVisible()
    // The badge's flight was seen, and played through step by step.
    expect(animated).toBe(true)
    const [first] = frames
    if (!first) throw new Error('Play Again never showed')
    // Not moved by what arrived below it, and never covered.
    const astray = frames.filter(
      (frame) =>
        Math.abs(frame.x - first.x) >= 0.5 ||
        Math.abs(frame.y - first.y) >= 0.5 ||
        !frame.reached,
    )
    expect(astray).toEqual([])
    await expectEndScreenInView(
      page,
      page.getByRole('heading', { name: 'Perfect Match!' }),
    )
  })

  test('a 3 × 3 jigsaw ends with "Puzzle complete!" in view', async ({
    page,
  }) => {
    const game = await openGame(page, 'Jigsaw Puzzle')
    const { board, tray, status } = jigsawParts(game)
    await game.getByText('5 to 7: 3 × 3', { exact: true }).tap()
    await expect(tray.getByRole('button')).toHaveCount(9)
    for (let placed = 1; placed <= 9; placed += 1) {
      await board.evaluate((el) => el.scrollIntoView({ block: 'center' }))
      const area = await board.boundingBox()
      if (!area) throw new Error('No board')
      const piece = tray.getByRole('button').first()
      const { col, row } = await homeOfPiece(piece, 3)
      await touchSwipe(page, await centre(piece), {
        x: area.x + ((col + 0.5) * area.width) / 3,
        y: area.y + ((row + 0.5) * area.height) / 3,
      })
      await expect(status).toContainText(`${placed} of 9 pieces in place.`)
    }
    const heading = page.getByRole('heading', { name: 'Puzzle complete!' })
    await expectEndScreenInView(page, heading)
    // The picture the child made stays on the screen with the heading.
    const picture = game.getByRole('img', {
      name: /^Your finished picture: /,
    })
    await expect(picture).toBeInViewport({ ratio: 1 })
    await expect(heading).toBeInViewport({ ratio: 1 })
    await expectPointsCentred(page, heading, 'You earned 3 points!')
  })

  for (const edition of ['English', 'Telugu'] as const) {
    const [messages, path, letter] =
      edition === 'English'
        ? [en, '/games', /^[A-Z]$/]
        : [te, '/te/games', /^[\u0C00-\u0C7F]+$/]
    test(`the ${edition} 10 × 10 word search: the whole grid on the screen, every word found by touch`, async ({
      page,
    }) => {
      const game = await openGame(
        page,
        messages['games.word_search.title'],
        path,
      )
      const grid = game.getByRole('grid', {
        name: messages['games.wordSearch.grid'],
      })
      // A guest who has chosen no band starts on 8 to 10's grid, whole on
      // the screen as the game opens: no scrolling before the first swipe.
      await expect(grid.getByRole('button')).toHaveCount(100)
      await expect(grid).toBeInViewport({ ratio: 1 })
      const opened = await page.evaluate(() => window.scrollY)
      const words = await game
        .getByRole('region', { name: messages['games.wordSearch.words'] })
        .locator('li .sr-only')
        .allTextContents()
      expect(words).toHaveLength(8)
      // One letter a cell: a capital, or a Telugu akshara.
      const letters = await gridLetters(grid, 10)
      for (const cell of letters.flat()) {
        expect(cell).toMatch(letter)
        expect(lettersOf(cell)).toEqual([cell])
      }
      await expectNoSeriousA11yViolations(page)
      for (const [index, word] of words.entries()) {
        // Nothing scrolls the grid away while the child plays.
        expect(await page.evaluate(() => window.scrollY)).toBe(opened)
        const { first, last } = findInGrid(letters, word)
        const [from, to] = index % 2 ? [last, first] : [first, last]
        await touchSwipe(
          page,
          await centre(letterCell(grid, 10, from)),
          await centre(letterCell(grid, 10, to)),
        )
        await expect(game.getByRole('status')).toContainText(
          messages['games.wordSearch.foundWord']
            .split('{word}')
            .join(word)
            .split(/ \{/)[0] ?? '',
        )
      }
      const heading = page.getByRole('heading', {
        name: messages['games.wordSearch.complete'],
      })
      await expectEndScreenInView(
        page,
        heading,
        game.getByRole('button', { name: messages['games.playAgain'] }),
      )
      await expectPointsCentred(
        page,
        heading,
        messages['games.result.points.other'].replace('{count}', '8'),
      )
      await expectNoSeriousA11yViolations(page)
    })
  }
})

/** "You earned N points!" under the end screen's heading, centred like it. */
async function expectPointsCentred(page: Page, heading: Locator, text: string) {
  const points = page.getByRole('main').getByText(text, { exact: true })
  await expect(points).toBeVisible()
  const [a, b] = [await points.boundingBox(), await heading.boundingBox()]
  if (!a || !b) throw new Error('No points or heading')
  expect(Math.abs(a.x + a.width / 2 - (b.x + b.width / 2))).toBeLessThan(4)
  // Its text is centred, not the box alone.
  const range = await points.evaluate((el) => {
    const r = document.createRange()
    r.selectNodeContents(el)
    const box = r.getBoundingClientRect()
    return box.x + box.width / 2
  })
  expect(Math.abs(range - (b.x + b.width / 2))).toBeLessThan(16)
}

test.describe('on a phone, by touch', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true })

  test('the story builder and the quiz end with their result in view', async ({
    page,
  }) => {
    const story = await openGame(page, 'Hero Story Builder')
    for (let chapter = 1; chapter <= 3; chapter += 1) {
      await expect(
        story.getByText(`Chapter ${chapter} of 3`, { exact: true }),
      ).toBeVisible()
      await story.getByRole('listitem').getByRole('button').first().tap()
    }
    // The story is long on a phone: its heading at the top of the screen.
    await expectEndScreenInView(
      page,
      page.getByRole('heading', { name: 'Your Hero Story' }),
      null,
    )

    const quiz = await openGame(page, 'Cultural Quiz Challenge')
    await startQuiz(page)
    for (let index = 0; index < QUIZ_ROUND_SIZE; index += 1) {
      const question = await shownQuestion(page)
      await quiz
        .getByRole('list', { name: 'Answers' })
        .getByRole('button', { name: question.options[question.correct] })
        .tap()
      const next = quizNext(page, index === QUIZ_ROUND_SIZE - 1)
      await expect(next).toBeInViewport()
      await next.tap()
    }
    await expectEndScreenInView(
      page,
      page.getByRole('heading', { name: 'You scored 12 out of 12' }),
    )
  })
})
