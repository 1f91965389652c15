import type { Locator, Page } from '@playwright/test'

import { pointsFor } from '../src/lib/backend/rules/scoring'
import { expect, expectNoSeriousA11yViolations, test } from './fixtures'
import { ALL_FESTIVAL_PAIRS, pairsOnPage } from './matchingPairs'
import {
  cardName,
  expectPointsOnce,
  MEMORY_REVEAL_MS,
  memoryCards,
  pauseClockSoon,
  smallTargets,
} from './playGames'

/**
 * Play that delights (issue 19): pictures, celebrations, sound with a
 * switch, and games that open where a child on a tablet can play them.
 */

const TABLET = { width: 768, height: 1024 }

// Whole games with axe checks on a shared, busy machine.
test.describe.configure({ timeout: 300_000 })

declare global {
  interface Window {
    /** Counted by the stand-in below: AudioContexts made, tones started. */
    soundLog?: { contexts: number; tones: number }
  }
}

/**
 * Watches the page's Web Audio: every AudioContext made and every tone
 * started, so a test can tell whether (and when) the game made a sound.
 */
async function listenToSound(page: Page) {
  await page.addInitScript(() => {
    const log = { contexts: 0, tones: 0 }
    window.soundLog = log
    const Original = window.AudioContext
    window.AudioContext = class extends Original {
      constructor(options?: AudioContextOptions) {
        super(options)
        log.contexts += 1
      }
    }
    const prototype = OscillatorNode.prototype
    // Inherited from AudioScheduledSourceNode; read, not called, here.
    const start: (this: OscillatorNode, when?: number) => void = Reflect.get(
      prototype,
      'start',
    )
    prototype.start = function (this: OscillatorNode, when?: number) {
      log.tones += 1
      start.call(this, when)
    }
  })
}

const soundLog = (page: Page) =>
  page.evaluate(() => window.soundLog ?? { contexts: 0, tones: 0 })

/**
 * Plays the memory game by tapping, like a child with a good memory: turn
 * cards over in order and turn a remembered partner as soon as one is
 * known. The clock stands still while a pair shows, and after the last pair
 * it stays stopped, so the celebration is still on the screen.
 */
async function playMemoryByTaps(page: Page) {
  const cards = memoryCards(page)
  const seen = new Map<number, string>()
  const matched = new Set<number>()
  const partnerOf = (index: number, name: string) =>
    [...seen].find(
      ([i, n]) => n === name && i !== index && !matched.has(i),
    )?.[0]

  const turnPair = async (a: number, b: number) => {
    await pauseClockSoon(page)
    await cards.nth(b).tap()
    seen.set(b, await cardName(cards, b))
    await page.clock.runFor(MEMORY_REVEAL_MS)
    if (seen.get(a) === seen.get(b)) {
      matched.add(a)
      matched.add(b)
      await expect(cards.nth(a)).toHaveAccessibleName(/, matched$/)
    } else {
      await expect(cards.nth(a)).toHaveAccessibleName(/face down$/)
    }
    if (matched.size < 16) await page.clock.resume()
  }

  while (matched.size < 16) {
    const known = [...seen].find(
      ([i, n]) => !matched.has(i) && partnerOf(i, n) !== undefined,
    )
    if (known) {
      const [a, name] = known
      await cards.nth(a).tap()
      await turnPair(a, partnerOf(a, name) ?? -1)
      continue
    }
    const [first, second] = [...Array(16).keys()].filter(
      (i) => !seen.has(i) && !matched.has(i),
    )
    if (first === undefined) throw new Error('No card left to turn over')
    await cards.nth(first).tap()
    const name = await cardName(cards, first)
    seen.set(first, name)
    await turnPair(first, partnerOf(first, name) ?? second ?? -1)
  }
}

/**
 * Lets the stopped clock move on a little at a time until `target` shows:
 * the saved result arrives through timers (React Query's notifications).
 * Well short of the celebrations' 1.5 and 2.4 s.
 */
async function nudgeClockUntilVisible(page: Page, target: Locator) {
  for (let step = 0; step < 20; step += 1) {
    if (await target.isVisible()) return
    await page.clock.runFor(50)
  }
  await expect(target).toBeVisible()
}

/**
 * Animations running (or holding their end) on the page, described. With
 * reduced motion the site's stylesheet turns every transition into one of
 * 0.01 ms: those are instant, not movement, and are left out.
 */
const animations = (page: Page) =>
  page.evaluate(() =>
    document
      .getAnimations()
      .filter((animation) => {
        const duration = animation.effect?.getTiming().duration
        return typeof duration !== 'number' || duration > 1
      })
      .map((animation) => {
        const target =
          animation.effect instanceof KeyframeEffect
            ? animation.effect.target
            : null
        const kind =
          animation instanceof CSSTransition
            ? `transition of ${animation.transitionProperty}`
            : animation instanceof CSSAnimation
              ? `CSS animation ${animation.animationName}`
              : 'animation'
        return `${kind} on ${target?.outerHTML.slice(0, 70) ?? '?'} (${animation.playState})`
      }),
  )

function gameSection(page: Page, title: string) {
  return page.getByRole('region', { name: title })
}

async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < 80; presses += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  throw new Error('Could not reach the element with Tab')
}

test.describe('on a tablet, by touch', () => {
  test.use({ viewport: TABLET, hasTouch: true, isMobile: true })

  test('a memory game opens to fill the screen, is played by taps and ends in a celebration', async ({
    page,
  }) => {
    await page.clock.install()
    await page.goto('/games')
    const play = page.getByRole('button', { name: 'Play Memory Challenge' })
    const menu = page.getByRole('region', { name: 'Choose a game' })
    expect(await smallTargets(menu, 48)).toEqual([])
    await play.tap()
    const game = gameSection(page, 'Memory Challenge')
    await expect(
      page.getByRole('heading', { level: 2, name: 'Memory Challenge' }),
    ).toBeFocused()

    // The game sits at the top, under the top bar; the achievements above
    // are scrolled out of the way and the whole board is on the screen.
    const top = (await game.boundingBox())?.y ?? -1
    expect(top).toBeGreaterThanOrEqual(60)
    expect(top).toBeLessThanOrEqual(120)
    const panel = page.getByRole('region', { name: 'Achievement System' })
    expect(
      ((await panel.boundingBox())?.y ?? 0) +
        ((await panel.boundingBox())?.height ?? 0),
    ).toBeLessThanOrEqual(top)
    const lastCard = await memoryCards(page).nth(15).boundingBox()
    expect((lastCard?.y ?? Infinity) + (lastCard?.height ?? 0)).toBeLessThan(
      TABLET.height,
    )

    // Taps, not keys, in the instructions; every target 48 px or more.
    await expect(game.getByText(/^Tap a card to turn it over/)).toBeVisible()
    await expect(game.getByText(/arrow keys/)).toHaveCount(0)
    expect(await smallTargets(game, 48)).toEqual([])
    await expectNoSeriousA11yViolations(page)

    await playMemoryByTaps(page)
    await expect(
      page.getByRole('heading', {
        name: /^(Amazing memory!|Great job!|Well done!)$/,
      }),
    ).toBeFocused()
    const celebration = page.getByTestId('celebration')
    await expect(celebration).toBeVisible()
    await expect(celebration).toHaveAttribute('data-motion', 'move')
    // A first game earns a badge: the bigger celebration, moving.
    await nudgeClockUntilVisible(
      page,
      game.getByText('New badge: Heritage Explorer!'),
    )
    await expect(celebration).toHaveAttribute('data-kind', 'badge')
    expect((await animations(page)).length).toBeGreaterThan(20)
    expect(await smallTargets(game, 48)).toEqual([])

    // It is over in a moment (axe needs the clock running anyway).
    await page.clock.resume()
    await expectNoSeriousA11yViolations(page)
    await expect(celebration).toHaveCount(0)

    // The round's points show in the achievement panel, added once.
    const moves = await game.getByText(/^Moves: \d+$/).textContent()
    await expectPointsOnce(
      page,
      pointsFor({ gameType: 'memory', value: Number(moves?.slice(7)) }),
    )

    // Every other game's targets are a finger's size too.
    for (const title of [
      'Cultural Quiz Challenge',
      'Festival Matching',
      'Hero Matching',
      'Hero Story Builder',
    ]) {
      await page.getByRole('button', { name: `Play ${title}` }).tap()
      await expect(
        page.getByRole('heading', { level: 2, name: title }),
      ).toBeFocused()
      const other = gameSection(page, title)
      expect(await smallTargets(other, 48), title).toEqual([])
      await other.getByRole('button', { name: 'Back to Games' }).tap()
    }
  })
})

test('with reduced motion nothing moves: a wrong pick and the celebration are still', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.clock.install()
  await page.goto('/games')
  await page.getByRole('button', { name: 'Play Festival Matching' }).click()
  const game = gameSection(page, 'Festival Matching')
  // The round's four festivals, as the page shows them.
  const pairs = await pairsOnPage(game, ALL_FESTIVAL_PAIRS)
  const [first, second] = pairs
  if (!first || !second) throw new Error('Too few pairs')

  // A wrong pick is marked, not shaken.
  await game.getByRole('button', { name: first.left, exact: true }).click()
  await game.getByRole('button', { name: second.right }).click()
  const missed = game.getByRole('button', { name: first.left, exact: true })
  await expect(missed).toHaveClass(/border-red-700/)
  expect(await animations(page)).toEqual([])
  // A wrong pick's state passes axe too.
  await expectNoSeriousA11yViolations(page)

  for (const pair of pairs) {
    // The clock stops before the last pair, so the celebration stays.
    if (pair === pairs.at(-1)) await pauseClockSoon(page)
    await game.getByRole('button', { name: pair.left, exact: true }).click()
    await game.getByRole('button', { name: pair.right }).click()
  }
  // One miss on the way: all matched, not a perfect match.
  await expect(
    page.getByRole('heading', { name: 'All matched!' }),
  ).toBeFocused()
  await nudgeClockUntilVisible(
    page,
    game.getByText('New badge: Heritage Explorer!'),
  )
  const celebration = page.getByTestId('celebration')
  await expect(celebration).toHaveAttribute('data-motion', 'still')
  await expect(celebration).toHaveAttribute('data-kind', 'badge')
  // Nothing animates: no Web Animation anywhere, no CSS animation in the
  // game or the celebration.
  expect(await animations(page)).toEqual([])
  const animated = await page.evaluate(() =>
    [...document.querySelectorAll('main *, [data-testid="celebration"] *')]
      .filter((el) => getComputedStyle(el).animationName !== 'none')
      .map((el) => el.outerHTML.slice(0, 80)),
  )
  expect(animated).toEqual([])
  // axe waits on timers: let the clock run again.
  await page.clock.resume()
  await expectNoSeriousA11yViolations(page)
})

test('sound starts with the first tap, and switched off it stays off after a reload', async ({
  page,
}) => {
  await listenToSound(page)
  await page.goto('/games')
  await page.getByRole('button', { name: 'Play Memory Challenge' }).click()
  const game = gameSection(page, 'Memory Challenge')
  const sound = game.getByRole('switch', { name: 'Sound' })
  await expect(sound).toBeChecked()
  // Opening the game makes the audio in an idle moment (so the first tap
  // does not wait for it, decision 086), and no sound.
  await expect.poll(async () => (await soundLog(page)).contexts).toBe(1)
  expect((await soundLog(page)).tones).toBe(0)

  await memoryCards(page).nth(0).click()
  await expect.poll(async () => (await soundLog(page)).tones).toBeGreaterThan(0)
  expect((await soundLog(page)).contexts).toBe(1)

  await sound.click()
  await expect(sound).not.toBeChecked()
  const before = (await soundLog(page)).tones
  await memoryCards(page).nth(1).click()
  await expect(memoryCards(page).nth(1)).not.toHaveAccessibleName(/face down/)
  expect((await soundLog(page)).tones).toBe(before)

  await page.reload()
  await page.getByRole('button', { name: 'Play Memory Challenge' }).click()
  await expect(
    gameSection(page, 'Memory Challenge').getByRole('switch', {
      name: 'Sound',
    }),
  ).not.toBeChecked()
  await memoryCards(page).nth(0).click()
  await expect(memoryCards(page).nth(0)).not.toHaveAccessibleName(/face down/)
  // Sound off: the page never even makes an AudioContext.
  expect(await soundLog(page)).toEqual({ contexts: 0, tones: 0 })

  // A stored value that is not on or off is not believed: sound is on,
  // and the text is kept aside.
  await page.evaluate(() => localStorage.setItem('vasavi-kids:sound', 'LOUD'))
  await page.reload()
  await page.getByRole('button', { name: 'Play Memory Challenge' }).click()
  await expect(
    gameSection(page, 'Memory Challenge').getByRole('switch', {
      name: 'Sound',
    }),
  ).toBeChecked()
  expect(
    await page.evaluate(() => [
      localStorage.getItem('vasavi-kids:sound'),
      localStorage.getItem('vasavi-kids:sound:corrupt'),
    ]),
  ).toEqual([null, 'LOUD'])
})

test('on a computer with only the keyboard: a round of festival matching', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/games')
  await tabTo(
    page,
    page.getByRole('button', { name: 'Play Festival Matching' }),
  )
  await page.keyboard.press('Enter')
  const game = gameSection(page, 'Festival Matching')
  await expect(
    page.getByRole('heading', { level: 2, name: 'Festival Matching' }),
  ).toBeFocused()
  // A mouse's words, and the keys, since a keyboard is in use.
  await expect(
    game.getByText(/^Click a festival.*press Tab to move and Enter or Space/),
  ).toBeVisible()

  // The sound switch is a Tab stop and Space turns it.
  const sound = game.getByRole('switch', { name: 'Sound' })
  await tabTo(page, sound)
  await page.keyboard.press('Space')
  await expect(sound).not.toBeChecked()
  await page.keyboard.press('Space')
  await expect(sound).toBeChecked()

  const pairs = await pairsOnPage(game, ALL_FESTIVAL_PAIRS)
  for (const [index, pair] of pairs.entries()) {
    await tabTo(
      page,
      game.getByRole('button', { name: pair.left, exact: true }),
    )
    await page.keyboard.press(index % 2 === 0 ? 'Enter' : 'Space')
    await tabTo(page, game.getByRole('button', { name: pair.right }))
    await page.keyboard.press('Enter')
    await expect(
      game.getByText(`Matches: ${index + 1}/4`, { exact: true }),
    ).toBeVisible()
  }
  await expect(
    page.getByRole('heading', { name: 'Perfect Match!' }),
  ).toBeFocused()
  await expect(page.getByTestId('celebration')).toBeAttached()
  await expectNoSeriousA11yViolations(page)

  // The memory game then names its keys too.
  await tabTo(page, game.getByRole('button', { name: 'Back to Games' }))
  await page.keyboard.press('Enter')
  await tabTo(page, page.getByRole('button', { name: 'Play Memory Challenge' }))
  await page.keyboard.press('Enter')
  await expect(
    gameSection(page, 'Memory Challenge').getByText(
      /^Click a card.*use the arrow keys/,
    ),
  ).toBeVisible()
})
