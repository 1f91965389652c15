import type { Page } from '@playwright/test'

import { expectFitsEveryWidth, WIDTHS } from './fitsTheScreen'
import { expect, test } from './fixtures'
import { pairsOf, pairsOnPage } from './matchingPairs'
import { findInGrid, gridLetters } from './playGames'
import { QUIZ_ROUND_SIZE, shownQuestion, startQuiz } from './quizRound'

// Each route as loaded is checked at every width in a11y.spec.ts, in the
// same page load as its axe scans.

test.describe('every game state fits the screen', () => {
  // Each test plays a whole round and lays the page out at every width
  // several times: 4–8 s alone, over 30 s on a busy machine (issue 46).
  test.describe.configure({ timeout: 90_000 })
  test.beforeEach(async ({ page }) => {
    await page.clock.install()
    await page.setViewportSize({ width: WIDTHS[0], height: 800 })
    await page.goto('/games')
  })

  async function open(page: Page, title: string) {
    await page.getByRole('button', { name: `Play ${title}` }).click()
    await expect(
      page.getByRole('heading', { level: 2, name: title }),
    ).toBeFocused()
    await expectFitsEveryWidth(page, `${title}, start`)
  }

  test('the menu and the quiz, answering and finished', async ({ page }) => {
    await expectFitsEveryWidth(page, 'games menu')
    await open(page, 'Cultural Quiz Challenge')
    await expectFitsEveryWidth(page, 'quiz start, the age band')
    await startQuiz(page)
    const answers = page.getByRole('list', { name: 'Answers' })
    for (let index = 0; index < QUIZ_ROUND_SIZE; index += 1) {
      // A wrong answer shows the right one and the explanation too.
      const question = await shownQuestion(page)
      const pick = question.options[(question.correct + 1) % 4]
      await answers.getByRole('button', { name: pick }).click()
      if (index === 0) await expectFitsEveryWidth(page, 'quiz feedback')
      await page
        .getByRole('main')
        .getByRole('button', {
          name: index === 11 ? 'See my score' : 'Next question',
        })
        .click()
    }
    await expect(
      page.getByRole('heading', { name: 'You scored 0 out of 12' }),
    ).toBeFocused()
    await expectFitsEveryWidth(page, 'quiz finished')
  })

  for (const title of ['Festival Matching', 'Hero Matching'] as const) {
    test(`${title}, matching and finished`, async ({ page }) => {
      await open(page, title)
      const main = page.getByRole('main')
      const pairs = await pairsOnPage(main, pairsOf(title))
      for (const [index, { left, right }] of pairs.entries()) {
        await main.getByRole('button', { name: left, exact: true }).click()
        if (index === 0) {
          await expectFitsEveryWidth(page, `${title}, one picked`)
        }
        await main.getByRole('button', { name: right }).click()
      }
      await expect(
        page.getByRole('heading', { name: 'Perfect Match!' }),
      ).toBeFocused()
      await expectFitsEveryWidth(page, `${title}, finished`)
    })
  }

  test('memory with cards face up', async ({ page }) => {
    await open(page, 'Memory Challenge')
    const cards = page
      .getByRole('list', { name: 'Memory cards' })
      .getByRole('button')
    await cards.nth(0).click()
    await cards.nth(1).click()
    await expectFitsEveryWidth(page, 'memory, two cards face up')
  })

  test('the story builder, building and finished', async ({ page }) => {
    await open(page, 'Hero Story Builder')
    const main = page.getByRole('main')
    const choices = main.getByRole('listitem').getByRole('button')
    for (const chapter of [1, 2, 3]) {
      await expect(main.getByText(`Chapter ${chapter} of 3`)).toBeVisible()
      await choices.first().click()
      if (chapter === 1) await expectFitsEveryWidth(page, 'story, chapter 2')
    }
    await expect(
      page.getByRole('heading', { name: 'Your Hero Story' }),
    ).toBeFocused()
    await expectFitsEveryWidth(page, 'story, finished')
  })

  test('the jigsaw: a piece held, one loose, finished', async ({ page }) => {
    await open(page, 'Jigsaw Puzzle')
    const board = page.getByRole('group', { name: /^Puzzle board: / })
    const tray = page.getByRole('group', { name: 'Puzzle pieces' })
    await expect(board).toBeVisible()
    await tray.getByRole('button').first().focus()
    await page.keyboard.press('Enter')
    await expectFitsEveryWidth(page, 'jigsaw, a piece held')
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('Enter')
    await expectFitsEveryWidth(page, 'jigsaw, a piece on the board')
    // The longest of the choices: 5 × 5 and the longest picture name.
    // The radio buttons are under their labels: a tap lands on the label.
    await page.locator('label', { hasText: '5 × 5' }).click()
    await page
      .getByRole('combobox', { name: 'Picture' })
      .selectOption('gopuram')
    await expect(tray.getByRole('button')).toHaveCount(25)
    await expectFitsEveryWidth(page, 'jigsaw, 5 × 5')
    await page.locator('label', { hasText: '3 × 3' }).click()
    await expect(tray.getByRole('button')).toHaveCount(9)
    // Every piece picked up over the first empty place and moved home.
    for (let placed = 1; placed <= 9; placed += 1) {
      const piece = tray.getByRole('button').first()
      const position = await piece.evaluate((el) => el.style.backgroundPosition)
      const [x = 0, y = 0] = position.split(' ').map((p) => parseFloat(p) / 50)
      await piece.focus()
      await page.keyboard.press('Enter')
      const held = board.getByRole('button', { name: /picked up/ })
      const name = (await held.getAttribute('aria-label')) ?? ''
      const [, row = '1', column = '1'] =
        /row (\d+), column (\d+)$/.exec(name) ?? []
      const keys = [
        ...Array<string>(Math.max(0, x - Number(column) + 1)).fill(
          'ArrowRight',
        ),
        ...Array<string>(Math.max(0, Number(column) - 1 - x)).fill('ArrowLeft'),
        ...Array<string>(Math.max(0, y - Number(row) + 1)).fill('ArrowDown'),
        ...Array<string>(Math.max(0, Number(row) - 1 - y)).fill('ArrowUp'),
      ]
      for (const key of keys) await page.keyboard.press(key)
      await page.keyboard.press('Enter')
      await expect(page.getByText(`In place: ${placed}/9`)).toBeVisible()
    }
    await expect(
      page.getByRole('heading', { name: 'Puzzle complete!' }),
    ).toBeFocused()
    await expectFitsEveryWidth(page, 'jigsaw, finished')
  })

  test('the word search: both grids, a letter chosen, words found, finished', async ({
    page,
  }) => {
    await open(page, 'Word Search')
    const grid = page.getByRole('grid', { name: 'Letter grid' })
    await page.locator('label', { hasText: '5 to 7: 8 × 8' }).click()
    await expect(grid.getByRole('button')).toHaveCount(64)
    await grid.getByRole('button').first().click()
    await expectFitsEveryWidth(page, 'word search, a first letter chosen')
    await page.locator('label', { hasText: '11 to 15: 10 × 10' }).click()
    await expect(grid.getByRole('button')).toHaveCount(100)
    await expectFitsEveryWidth(page, 'word search, 10 × 10')
    // The test reads the grid and finds each word, as a child would.
    const words = await page
      .getByRole('region', { name: 'Words to find' })
      .locator('li .sr-only')
      .allTextContents()
    const letters = await gridLetters(grid, 10)
    const cell = ({ row, col }: { row: number; col: number }) =>
      grid.getByRole('button').nth(row * 10 + col)
    for (const [index, word] of words.entries()) {
      const { first, last } = findInGrid(letters, word)
      await cell(first).click()
      await cell(last).click()
      await expect(page.getByText(`Found: ${index + 1}/8`)).toBeVisible()
      if (index === 0) {
        await expectFitsEveryWidth(page, 'word search, a word found')
      }
    }
    await expect(
      page.getByRole('heading', { name: 'You found every word!' }),
    ).toBeFocused()
    await expectFitsEveryWidth(page, 'word search, finished')
  })
})
