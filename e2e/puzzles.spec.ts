import type { Locator, Page } from '@playwright/test'

import { coloringPages as teluguPictures } from '../src/data/te/coloring'
import { wordSearchMessages } from '../src/features/games/wordSearch/te/wordSearchMessages'
import { gameCatalogueMessages } from '../src/lib/i18n/te/gameCatalogue'
import { gamesMessages } from '../src/lib/i18n/te/games'
import { expect, expectNoSeriousA11yViolations, test } from './fixtures'
import {
  centre,
  expectPointsOnce,
  homeOfPiece,
  jigsawParts,
  findInGrid,
  gridLetters,
  letterCell,
  smallTargets,
  touchSwipe,
  type GridCell,
} from './playGames'

const te = {
  ...gameCatalogueMessages,
  ...gamesMessages,
  ...wordSearchMessages,
}

// Whole puzzles with axe checks on a shared, busy machine.
test.describe.configure({ timeout: 300_000 })

async function openGame(page: Page, title: string) {
  await page.goto('/games')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Interactive Games' }),
  ).toBeVisible()
  await page.getByRole('button', { name: `Play ${title}` }).click()
  await expect(
    page.getByRole('heading', { level: 2, name: title }),
  ).toBeFocused()
  return page.getByRole('region', { name: title })
}

/** Presses Tab until `target` has focus, like a keyboard user would. */
async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < 120; presses += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  throw new Error('Could not reach the element with Tab')
}

/* ------------------------------------------------------------------ jigsaw */

test.describe('on a touch tablet', () => {
  test.use({ hasTouch: true, viewport: { width: 768, height: 1024 } })

  test('a 3 × 3 jigsaw is finished by dragging the pieces into place', async ({
    page,
  }) => {
    const game = await openGame(page, 'Jigsaw Puzzle')
    const { board, tray, status } = jigsawParts(game)
    await expect(board).toBeVisible()
    // Instructions for a finger, naming no keys.
    await expect(
      game.getByText(/^Slide a piece onto the picture with your finger/),
    ).toBeVisible()
    await expect(game.getByText(/arrow keys|Enter|Escape/)).toHaveCount(0)
    // Every piece and control is a finger's size, the 25 pieces of a 5 × 5
    // too.
    await game.getByText('11 to 15: 5 × 5', { exact: true }).tap()
    await expect(tray.getByRole('button')).toHaveCount(25)
    expect(await smallTargets(game, 48)).toEqual([])
    await game.getByText('5 to 7: 3 × 3', { exact: true }).tap()
    await expect(tray.getByRole('button')).toHaveCount(9)
    await expect(game.getByText('In place: 0/9')).toBeVisible()
    expect(await smallTargets(game, 48)).toEqual([])
    await expectNoSeriousA11yViolations(page)
    // Board and tray side by side, both whole on the screen.
    await board.evaluate((el) => el.scrollIntoView({ block: 'center' }))
    const area = await board.boundingBox()
    if (!area) throw new Error('No board')
    const trayBox = await tray.boundingBox()
    expect(trayBox?.y).toBeCloseTo(area.y, 0)
    expect(area.y + area.height).toBeLessThanOrEqual(1024)

    // One piece dropped far from its place lies loose on the board.
    const first = tray.getByRole('button').first()
    const home = await homeOfPiece(first, 3)
    const wrong = { col: (home.col + 1) % 3, row: (home.row + 1) % 3 }
    const cell = (col: number, row: number) => ({
      x: area.x + ((col + 0.5) * area.width) / 3,
      y: area.y + ((row + 0.5) * area.height) / 3,
    })
    await touchSwipe(page, await centre(first), cell(wrong.col, wrong.row))
    await expect(status).toContainText('does not belong there')
    await expect(game.getByText('Moves: 1')).toBeVisible()
    // Marked as a wrong place (and shaken), like a wrong answer.
    await expect(board.getByRole('button')).toHaveClass(/border-red-700/)
    await expectNoSeriousA11yViolations(page)
    // From the board, dragged again to its place: it snaps in.
    const loose = board.getByRole('button')
    await touchSwipe(page, await centre(loose), cell(home.col, home.row))
    await expect(status).toContainText('fits! 1 of 9 pieces in place.')

    for (let placed = 2; placed <= 9; placed += 1) {
      const piece = tray.getByRole('button').first()
      const { col, row } = await homeOfPiece(piece, 3)
      // A little off the exact place: close is close enough.
      const target = cell(col, row)
      await touchSwipe(page, await centre(piece), {
        x: target.x + 8,
        y: target.y - 6,
      })
      await expect(status).toContainText(`${placed} of 9 pieces in place.`)
    }
    await expect(
      page.getByRole('heading', { name: 'Puzzle complete!' }),
    ).toBeFocused()
    await expect(
      game.getByText(
        /^You put all 9 pieces in place with 10 moves, in \d+:\d\d\.$/,
      ),
    ).toBeVisible()
    // The result and its new badge arrive once the round is recorded; the
    // badge flies in, and the scan waits for that (a scan before it came
    // caught the badge half-drawn).
    await expect(page.getByText('New badge: Heritage Explorer!')).toBeVisible()
    await expectNoSeriousA11yViolations(page)
    await expectPointsOnce(page, 3)
  })

  test('every word of a word search is found by swiping', async ({ page }) => {
    const game = await openGame(page, 'Word Search')
    const grid = game.getByRole('grid', { name: 'Letter grid' })
    // A guest who has chosen no age band starts on 8 to 10's grid.
    await expect(
      game.getByRole('radio', { name: '8 to 10: 10 × 10' }),
    ).toBeChecked()
    await expect(grid.getByRole('button')).toHaveCount(100)
    await game.getByText('5 to 7: 8 × 8', { exact: true }).tap()
    await expect(grid.getByRole('button')).toHaveCount(64)
    // Instructions for a finger, naming no keys.
    await expect(
      game.getByText(/^Slide your finger across a word/),
    ).toBeVisible()
    await expect(game.getByText(/arrow keys|Enter/)).toHaveCount(0)
    // Every letter and choice is a finger's size, in the 10 × 10 grid too.
    await game.getByText('11 to 15: 10 × 10', { exact: true }).tap()
    await expect(grid.getByRole('button')).toHaveCount(100)
    expect(await smallTargets(game, 48)).toEqual([])
    await game.getByText('5 to 7: 8 × 8', { exact: true }).tap()
    await expect(grid.getByRole('button')).toHaveCount(64)
    expect(await smallTargets(game, 48)).toEqual([])

    // A crooked line is a miss: its ends are marked (and shaken). The
    // page's first axe scan is of this state.
    await grid.evaluate((el) => el.scrollIntoView({ block: 'center' }))
    const [corner, crooked] = [
      letterCell(grid, 8, { row: 0, col: 0 }),
      letterCell(grid, 8, { row: 1, col: 2 }),
    ]
    await touchSwipe(page, await centre(corner), await centre(crooked))
    await expect(game.getByRole('status')).toHaveText(
      'No hidden word there. Try again!',
    )
    await expect(corner).toHaveClass(/border-red-700/)
    await expect(crooked).toHaveClass(/border-red-700/)
    await expectNoSeriousA11yViolations(page)
    const words = await wordsToFind(game)
    expect(words).toHaveLength(6)
    const letters = await gridLetters(grid, 8)
    for (const [index, word] of words.entries()) {
      const line = findInGrid(letters, word)
      await grid.evaluate((el) => el.scrollIntoView({ block: 'center' }))
      // Some from the last letter to the first: either way counts.
      const [from, to] =
        index % 2 ? [line.last, line.first] : [line.first, line.last]
      await touchSwipe(
        page,
        await centre(letterCell(grid, 8, from)),
        await centre(letterCell(grid, 8, to)),
      )
      await expect(game.getByRole('status')).toContainText(`You found ${word}!`)
      if (index === 0) {
        await expect(game.getByText('Found: 1/6')).toBeVisible()
        await expectNoSeriousA11yViolations(page)
      }
    }
    await expect(
      page.getByRole('heading', { name: 'You found every word!' }),
    ).toBeFocused()
    await expect(
      game
        .getByRole('region', { name: 'Words you found' })
        .getByRole('listitem'),
    ).toHaveCount(6)
    // The result and its new badge arrive once the round is recorded; the
    // badge flies in, and the scan waits for that (a scan before it came
    // caught the badge half-drawn).
    await expect(page.getByText('New badge: Heritage Explorer!')).toBeVisible()
    await expectNoSeriousA11yViolations(page)
    await expectPointsOnce(page, 6)
  })
})

/* ------------------------------------------------------------- word search */

/** The words of the "Words to find" list, as its text gives them. */
async function wordsToFind(game: Locator) {
  const list = game.getByRole('region', { name: 'Words to find' })
  return list.locator('li .sr-only').allTextContents()
}

test.describe('with the keyboard alone', () => {
  test('a 3 × 3 jigsaw is finished by picking up, moving and putting down', async ({
    page,
  }) => {
    // A guest who chose ages 5 to 7 before: a 3 × 3 puzzle to begin with.
    await page.addInitScript(() => {
      window.localStorage.setItem('vasavi-kids:quiz-band', '5-7')
    })
    const game = await openGame(page, 'Jigsaw Puzzle')
    const { board, tray, status } = jigsawParts(game)
    await expect(board).toBeVisible()
    // Another picture, chosen with the keyboard: two down from the Diya.
    const picture = game.getByRole('combobox', { name: 'Picture' })
    await tabTo(page, picture)
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('ArrowDown')
    await expect(picture).toHaveValue('lotus')
    await expect(
      game.getByRole('group', { name: 'Puzzle board: Blooming Lotus' }),
    ).toBeVisible()
    await tabTo(page, tray.getByRole('button').first())

    for (let placed = 1; placed <= 9; placed += 1) {
      const piece = page.locator(':focus')
      const home = await homeOfPiece(piece, 3)
      await page.keyboard.press(placed % 2 ? 'Enter' : 'Space')
      const held = board.getByRole('button', { name: /, picked up, over / })
      await expect(held).toBeFocused()
      const name = (await held.getAttribute('aria-label')) ?? ''
      const [, row = '0', column = '0'] =
        /over row (\d+), column (\d+)$/.exec(name) ?? []
      if (placed === 1) await expectNoSeriousA11yViolations(page)
      const across = home.col - (Number(column) - 1)
      const down = home.row - (Number(row) - 1)
      for (let i = 0; i < Math.abs(across); i += 1) {
        await page.keyboard.press(across > 0 ? 'ArrowRight' : 'ArrowLeft')
      }
      for (let i = 0; i < Math.abs(down); i += 1) {
        await page.keyboard.press(down > 0 ? 'ArrowDown' : 'ArrowUp')
      }
      await page.keyboard.press('Enter')
      await expect(status).toHaveText(
        new RegExp(`fits! ${placed} of 9 pieces in place\\.$`),
      )
    }
    await expect(
      page.getByRole('heading', { name: 'Puzzle complete!' }),
    ).toBeFocused()
    await expect(game.getByText('Moves: 9')).toBeVisible()
    // The result and its new badge arrive once the round is recorded; the
    // badge flies in, and the scan waits for that (a scan before it came
    // caught the badge half-drawn).
    await expect(page.getByText('New badge: Heritage Explorer!')).toBeVisible()
    await expectNoSeriousA11yViolations(page)
    await expectPointsOnce(page, 3)
  })

  test('every word of the 10 × 10 word search is found with the arrow keys and Enter', async ({
    page,
  }) => {
    const game = await openGame(page, 'Word Search')
    const older = game.getByRole('radio', { name: '11 to 15: 10 × 10' })
    await tabTo(page, game.getByRole('radio', { name: '8 to 10: 10 × 10' }))
    await page.keyboard.press('ArrowRight')
    await expect(older).toBeChecked()
    const grid = game.getByRole('grid', { name: 'Letter grid' })
    await expect(grid.getByRole('button')).toHaveCount(100)
    const words = await wordsToFind(game)
    expect(words).toHaveLength(8)
    const letters = await gridLetters(grid, 10)

    // The grid is one Tab stop; the arrow keys move from letter to letter.
    await tabTo(page, letterCell(grid, 10, { row: 0, col: 0 }))
    let at = { row: 0, col: 0 }
    const moveTo = async (target: GridCell) => {
      while (at.row !== target.row) {
        const down = target.row > at.row
        await page.keyboard.press(down ? 'ArrowDown' : 'ArrowUp')
        at = { ...at, row: at.row + (down ? 1 : -1) }
      }
      while (at.col !== target.col) {
        const right = target.col > at.col
        await page.keyboard.press(right ? 'ArrowRight' : 'ArrowLeft')
        at = { ...at, col: at.col + (right ? 1 : -1) }
      }
      await expect(letterCell(grid, 10, target)).toBeFocused()
    }
    for (const [index, word] of words.entries()) {
      const { first, last } = findInGrid(letters, word)
      await moveTo(first)
      await page.keyboard.press('Enter')
      await expect(game.getByRole('status')).toContainText(
        'Now choose the last letter.',
      )
      if (index === 0) await expectNoSeriousA11yViolations(page)
      await moveTo(last)
      await page.keyboard.press(index % 2 ? 'Space' : 'Enter')
      await expect(game.getByRole('status')).toContainText(`You found ${word}!`)
    }
    await expect(
      page.getByRole('heading', { name: 'You found every word!' }),
    ).toBeFocused()
    // The result and its new badge arrive once the round is recorded; the
    // badge flies in, and the scan waits for that (a scan before it came
    // caught the badge half-drawn).
    await expect(page.getByText('New badge: Heritage Explorer!')).toBeVisible()
    await expectNoSeriousA11yViolations(page)
    await expectPointsOnce(page, 8)
  })
})

test('on /te/games the puzzles show their content in Telugu', async ({
  page,
}) => {
  const play = (title: string) =>
    page.getByRole('button', {
      name: te['games.menu.playGame'].replace('{title}', title),
    })
  await page.goto('/te/games')
  await play(te['games.word_search.title']).click()
  const game = page.getByRole('region', { name: te['games.word_search.title'] })
  // The hidden words are Telugu, an akshara a cell. The list comes with
  // the game's Telugu content, so wait for it before reading it.
  const firstWord = game
    .getByRole('region', { name: te['games.wordSearch.words'] })
    .locator('li .sr-only')
    .first()
  await expect(firstWord).toHaveText(/^[\u0C00-\u0C7F]+$/)
  const word = (await firstWord.textContent()) ?? ''
  const grid = game.getByRole('grid', { name: te['games.wordSearch.grid'] })
  const size = Math.sqrt(await grid.getByRole('button').count())
  const line = findInGrid(await gridLetters(grid, size), word)
  await letterCell(grid, size, line.first).click()
  await letterCell(grid, size, line.last).click()
  // What the word means is the Telugu content's text, not the English.
  const meaning = game
    .getByRole('region', { name: te['games.wordSearch.meanings'] })
    .getByRole('listitem')
    .locator('p')
    .nth(1)
  await expect(meaning).toHaveText(/[\u0C00-\u0C7F]{3}/)
  await expect(meaning).not.toHaveText(/[A-Za-z]{3}/)

  await page.getByRole('button', { name: te['games.backToGames'] }).click()
  await play(te['games.jigsaw.title']).click()
  const jigsaw = page.getByRole('region', { name: te['games.jigsaw.title'] })
  const [first] = teluguPictures
  const board = jigsaw.getByRole('group', {
    name: te['games.jigsaw.board'].replace('{title}', first.title),
  })
  await expect(board).toBeVisible()
  await expect(jigsaw.getByText(te['games.jigsaw.help.click'])).toBeVisible()

  // A 5 × 5 puzzle; a piece dragged with the mouse snaps into its place.
  await jigsaw.getByText(/: 5 × 5$/).click()
  const tray = jigsaw.getByRole('group', { name: te['games.jigsaw.tray'] })
  await expect(tray.getByRole('button')).toHaveCount(25)
  await board.evaluate((el) => el.scrollIntoView({ block: 'center' }))
  const piece = tray.getByRole('button').first()
  const home = await homeOfPiece(piece, 5)
  const area = await board.boundingBox()
  if (!area) throw new Error('No board')
  const from = await centre(piece)
  await page.mouse.move(from.x, from.y)
  await page.mouse.down()
  await page.mouse.move(
    area.x + ((home.col + 0.5) * area.width) / 5,
    area.y + ((home.row + 0.5) * area.height) / 5,
    { steps: 8 },
  )
  await page.mouse.up()
  await expect(jigsaw.getByRole('status')).toHaveText(
    te['games.jigsaw.fits']
      .replace('{number}', '1')
      .replace('{total}', '25')
      .replace('{placed}', '1'),
  )
  await expectNoSeriousA11yViolations(page)
})

test('the home page’s Puzzles card leads to the puzzles', async ({ page }) => {
  await page.goto('/#games')
  await page.getByRole('link', { name: 'Play Now: Puzzles' }).click()
  await expect(page).toHaveURL(/\/games#puzzles$/)
  const heading = page.getByRole('heading', { level: 3, name: 'Puzzles' })
  await expect(heading).toBeFocused()
  await expect(
    page.getByRole('button', { name: 'Play Jigsaw Puzzle' }),
  ).toBeVisible()
  await expect(
    page.getByRole('button', { name: 'Play Word Search' }),
  ).toBeVisible()
})
