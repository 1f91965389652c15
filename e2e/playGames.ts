import { expect, type Locator, type Page } from '@playwright/test'

import { QUIZ_ROUND_SIZE, shownQuestion, startQuiz } from './quizRound'

/**
 * Buttons, links, selects and the pills of radio choices in `area` smaller
 * than `min` px either way.
 */
export function smallTargets(area: Locator, min: number) {
  return area.evaluate((root, least) => {
    const targets = 'a[href], button, select, label:has(> input[type="radio"])'
    return [...root.querySelectorAll<HTMLElement>(targets)]
      .filter((el) => el.getClientRects().length > 0)
      .map((el) => ({ el, box: el.getBoundingClientRect() }))
      .filter(({ box }) => box.width < least || box.height < least)
      .map(
        ({ el, box }) =>
          `${el instanceof HTMLSelectElement ? `select (${el.value})` : (el.getAttribute('aria-label') ?? el.textContent?.trim())} (${Math.round(box.width)}×${Math.round(box.height)})`,
      )
  }, min)
}

/**
 * The round's points were added once: the end of the round and the
 * achievement panel show them now, and again after a reload (a second
 * record would double them). The round is the player's first: it earns
 * Heritage Explorer.
 */
export async function expectPointsOnce(page: Page, points: number) {
  const main = page.getByRole('main')
  const panel = page.getByRole('region', { name: 'Achievement System' })
  await expect(
    main.getByText(`You earned ${points} points!`, { exact: true }),
  ).toBeVisible()
  await expect(main.getByText('New badge: Heritage Explorer!')).toBeVisible()
  await expect(panel.getByText(`Your points: ${points}`)).toBeVisible()
  await expect(
    panel.getByRole('listitem').filter({ hasText: 'Heritage Explorer' }),
  ).toContainText('Earned')
  await page.reload()
  await expect(panel.getByText(`Your points: ${points}`)).toBeVisible()
  await expect(panel.getByText('You have earned 1 of 3 badges.')).toBeVisible()
}

/**
 * Playing the games like a child would, shared by the specs. The memory
 * game's pause after two cards that are not a pair (MEMORY_REVEAL_MS): with
 * `page.clock.install()` the page's clock is fast-forwarded by it instead of
 * waiting. The quiz has no timer: the player chooses Next question.
 */
export const MEMORY_REVEAL_MS = 1000
/**
 * How long the player reads each explanation before Next question, on the
 * page's installed clock: a quick reader, so a round still lasts longer than
 * the quiz's shortest play time (24 s) that the server checks.
 */
export const QUIZ_READING_MS = 2500

/** The quiz's button after an answer: Next question, or See my score. */
export function quizNext(page: Page, last: boolean) {
  return page
    .getByRole('main')
    .getByRole('button', { name: last ? 'See my score' : 'Next question' })
}

/**
 * Opens the quiz from the games menu and answers all 12 rightly, reading
 * each explanation for QUIZ_READING_MS (the page's clock must be installed).
 */
export async function playPerfectQuiz(page: Page) {
  await page
    .getByRole('button', { name: 'Play Cultural Quiz Challenge' })
    .click()
  await startQuiz(page)
  const answers = page.getByRole('list', { name: 'Answers' })
  for (let index = 0; index < QUIZ_ROUND_SIZE; index += 1) {
    // The round is drawn from the bank: the question shown says the answer.
    const question = await shownQuestion(page)
    const right = answers.getByRole('button', {
      name: question.options[question.correct],
    })
    await right.click()
    await expect(right).toBeDisabled()
    await page.clock.runFor(QUIZ_READING_MS)
    await quizNext(page, index === QUIZ_ROUND_SIZE - 1).click()
  }
  await expect(
    page.getByRole('heading', { name: 'You scored 12 out of 12' }),
  ).toBeVisible()
}

export function memoryCards(page: Page) {
  return page.getByRole('list', { name: 'Memory cards' }).getByRole('button')
}

export async function cardName(cards: Locator, index: number): Promise<string> {
  const label = (await cards.nth(index).getAttribute('aria-label')) ?? ''
  const match = /^Card \d+, ([^,]+)/.exec(label)
  if (!match?.[1] || match[1] === 'face down') {
    throw new Error(`Card ${index + 1} is not face up: "${label}"`)
  }
  return match[1]
}

/**
 * Stops the page's clock a second from now. pauseAt cannot go back, and on a
 * very busy machine more than that second can pass between reading the time
 * and the call: then it reads the time again.
 */
export async function pauseClockSoon(page: Page) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000))
      return
    } catch (error) {
      const past = String(error).includes('Cannot fast-forward to the past')
      if (!past || attempt === 5) throw error
    }
  }
}

/**
 * Plays the memory game like a player: turn cards over in order, remember
 * what they showed, and turn over a remembered partner as soon as one is
 * known. `flip` turns over the card at an index (by click or by keyboard).
 */
export async function playMemory(
  page: Page,
  flip: (index: number) => Promise<void>,
) {
  const cards = memoryCards(page)
  const seen = new Map<number, string>()
  const matched = new Set<number>()
  const partnerOf = (index: number, name: string) =>
    [...seen].find(
      ([i, n]) => n === name && i !== index && !matched.has(i),
    )?.[0]

  const turnPair = async (a: number, b: number) => {
    // The page's clock stands still while the pair is face up, so a busy
    // machine cannot end the reveal before the test has read the card.
    await pauseClockSoon(page)
    await flip(b)
    seen.set(b, await cardName(cards, b))
    const same = seen.get(a) === seen.get(b)
    await page.clock.runFor(MEMORY_REVEAL_MS)
    if (same) {
      matched.add(a)
      matched.add(b)
      await expect(cards.nth(a)).toHaveAccessibleName(/, matched$/)
    } else {
      await expect(cards.nth(a)).toHaveAccessibleName(/face down$/)
    }
    await page.clock.resume()
    return same
  }

  while (matched.size < 16) {
    // A pair already known from earlier turns?
    const known = [...seen].find(
      ([i, n]) => !matched.has(i) && partnerOf(i, n) !== undefined,
    )
    if (known) {
      const [a, name] = known
      await flip(a)
      await turnPair(a, partnerOf(a, name) ?? -1)
      continue
    }
    const [first, second] = [...Array(16).keys()].filter(
      (i) => !seen.has(i) && !matched.has(i),
    )
    if (first === undefined) throw new Error('No card left to turn over')
    await flip(first)
    const name = await cardName(cards, first)
    seen.set(first, name)
    const partner = partnerOf(first, name)
    await turnPair(first, partner ?? second ?? -1)
  }
}

export type Point = { x: number; y: number }

/** A finger on the screen: down at `from`, sliding to `to`, lifted. */
export async function touchSwipe(page: Page, from: Point, to: Point) {
  const cdp = await page.context().newCDPSession(page)
  const touch = (type: 'touchStart' | 'touchMove', { x, y }: Point) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: [{ x, y, id: 1 }],
    })
  await touch('touchStart', from)
  const steps = 6
  for (let i = 1; i <= steps; i += 1) {
    await touch('touchMove', {
      x: from.x + ((to.x - from.x) * i) / steps,
      y: from.y + ((to.y - from.y) * i) / steps,
    })
  }
  await cdp.send('Input.dispatchTouchEvent', {
    type: 'touchEnd',
    touchPoints: [],
  })
  await cdp.detach()
}

export async function centre(locator: Locator): Promise<Point> {
  const box = await locator.boundingBox()
  if (!box) throw new Error('No box: the element is not on screen')
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 }
}

/**
 * Where a jigsaw piece belongs, read from the part of the picture it shows
 * (its background position), as a child sees it: column and row from 0.
 */
export async function homeOfPiece(piece: Locator, size: number) {
  const position = await piece.evaluate((el) => el.style.backgroundPosition)
  const [x = NaN, y = NaN] = position.split(' ').map((p) => parseFloat(p))
  const step = 100 / (size - 1)
  return { col: Math.round(x / step), row: Math.round(y / step) }
}

export function jigsawParts(game: Locator) {
  return {
    board: game.getByRole('group', { name: /^Puzzle board: / }),
    tray: game.getByRole('group', { name: 'Puzzle pieces' }),
    status: game.getByRole('status'),
  }
}

/**
 * The end of a round, as a child on a tablet or phone meets it: its heading
 * has the focus and is on the screen, and so is Play Again (unless `again`
 * is null: a result taller than the screen) once the result is in.
 */
export async function expectEndScreenInView(
  page: Page,
  heading: Locator,
  again: Locator | null = page.getByRole('main').getByRole('button', {
    name: 'Play Again',
  }),
) {
  await expect(heading).toBeFocused()
  await expect(heading).toBeInViewport()
  if (again) await expect(again).toBeInViewport()
}

/* ------------------------------------------------------------- word search */

export type GridCell = { row: number; col: number }

const segmenter = new Intl.Segmenter('te', { granularity: 'grapheme' })

/** A word's letters as the grid holds them: Latin letters, Telugu aksharas. */
export function lettersOf(word: string): string[] {
  return Array.from(segmenter.segment(word), (part) => part.segment)
}

/** The grid's letters, row by row, read off the screen. */
export async function gridLetters(grid: Locator, size: number) {
  const all = await grid.getByRole('button').allTextContents()
  return Array.from({ length: size }, (_, row) =>
    all.slice(row * size, (row + 1) * size),
  )
}

/** Looks for `word` along every line of the grid, like a player would. */
export function findInGrid(letters: string[][], word: string) {
  const size = letters.length
  const own = lettersOf(word)
  for (let row = 0; row < size; row += 1) {
    for (let col = 0; col < size; col += 1) {
      for (const [dr, dc] of [
        [0, 1],
        [1, 0],
        [1, 1],
        [-1, 1],
        [0, -1],
        [-1, 0],
        [-1, -1],
        [1, -1],
      ] as const) {
        const spelled = own.every(
          (letter, i) => letters[row + i * dr]?.[col + i * dc] === letter,
        )
        if (spelled) {
          const n = own.length - 1
          return {
            first: { row, col },
            last: { row: row + n * dr, col: col + n * dc },
          }
        }
      }
    }
  }
  throw new Error(`${word} is not in the grid`)
}

export function letterCell(
  grid: Locator,
  size: number,
  { row, col }: GridCell,
) {
  return grid.getByRole('button').nth(row * size + col)
}

/**
 * Waits, for at most 3 s, until the running animations that end have ended. A
 * badge or card in mid-flight is partly transparent, which axe reads as too
 * little contrast, and it moves the buttons near it while a click is aimed.
 * The wait is timed here, not in the page, whose clock a test may have paused.
 */
export async function animationsSettled(page: Page) {
  const settled = page.evaluate(() =>
    Promise.allSettled(
      document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' &&
            Number.isFinite(
              Number(animation.effect?.getComputedTiming().endTime),
            ),
        )
        .map((animation) => animation.finished),
    ).then(() => undefined),
  )
  let timer: ReturnType<typeof setTimeout> | undefined
  const cap = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, 3_000)
  })
  await Promise.race([settled, cap])
  clearTimeout(timer)
}

/* --------------------------------------------------------------- end screen */

/** Play Again in one frame: where it was, whether a tap at its centre reached it. */
export type AgainFrame = { x: number; y: number; reached: boolean }

/**
 * Watches the end screen from before the round's last move: every frame
 * from the moment Play Again shows until the round's result is in (its
 * points) and nothing on the page moves any more, at least `forMs`. Each
 * animation that starts meanwhile (a new badge flying in) on something that
 * takes taps is also played through in steps of 10 ms, asking at each
 * whether a tap at Play Again's centre would still reach it: a single frame
 * of a flight is easily missed.
 * Resolves with every frame and step, and whether an animation was seen.
 */
export function watchPlayAgain(page: Page, forMs = 1500) {
  return page.evaluate(
    (forMs) =>
      new Promise<{ frames: AgainFrame[]; animated: boolean }>((resolve) => {
        const frames: AgainFrame[] = []
        const played = new Set<Animation>()
        let shownAt: number | null = null
        let seen = 0
        const again = () =>
          [...document.querySelectorAll('main button')].find(
            (button) =>
              button.textContent?.trim() === 'Play Again' &&
              button.checkVisibility(),
          )
        const look = (button: Element) => {
          const box = button.getBoundingClientRect()
          const hit = document.elementFromPoint(
            box.x + box.width / 2,
            box.y + box.height / 2,
          )
          frames.push({
            x: box.x,
            y: box.y,
            reached: hit !== null && button.contains(hit),
          })
        }
        const playThrough = (button: Element, animation: Animation) => {
          played.add(animation)
          const end = Number(animation.effect?.getComputedTiming().endTime)
          const at = animation.currentTime
          for (let time = 0; time <= end; time += 10) {
            animation.currentTime = time
            look(button)
          }
          animation.currentTime = at
        }
        const frame = (now: number) => {
          const button = again()
          if (button) {
            shownAt ??= now
            look(button)
            // Those that end: a control that pulses while it reads aloud
            // never does.
            const running = document
              .getAnimations()
              .filter(
                (animation) =>
                  animation.playState === 'running' &&
                  Number.isFinite(
                    Number(animation.effect?.getComputedTiming().endTime),
                  ),
              )
            for (const animation of running) {
              if (played.has(animation)) continue
              seen += 1
              // What takes no taps cannot cover it (a burst's pieces).
              const target = (animation.effect as KeyframeEffect | null)?.target
              if (target && getComputedStyle(target).pointerEvents === 'none') {
                played.add(animation)
              } else playThrough(button, animation)
            }
            const pointsIn = /You earned \d+ points?!/.test(
              document.querySelector('main')?.textContent ?? '',
            )
            if (now - shownAt >= forMs && pointsIn && running.length === 0) {
              resolve({ frames, animated: seen > 0 })
              return
            }
          }
          requestAnimationFrame(frame)
        }
        requestAnimationFrame(frame)
      }),
    forMs,
  )
}
