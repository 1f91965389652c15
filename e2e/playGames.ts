import { expect, type Locator, type Page } from '@playwright/test'

import { quizQuestions } from '../src/data/quiz'

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
 * Playing the games like a child would, shared by the specs. The games'
 * timings (QUIZ_FEEDBACK_MS, MEMORY_REVEAL_MS): with `page.clock.install()`
 * the page's clock is fast-forwarded by them instead of waiting.
 */
export const QUIZ_FEEDBACK_MS = 2000
export const MEMORY_REVEAL_MS = 1000

/** Opens the quiz from the games menu and answers all 12 rightly. */
export async function playPerfectQuiz(page: Page) {
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
