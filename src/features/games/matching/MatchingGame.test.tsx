import { act, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'

import { festivalFoods } from '@/data/festivalFoods'
import { festivalPairs, MATCHING_FOOD_IDS, sagePairs } from '@/data/matching'

import {
  createRecordingPlayer,
  stubAnimate,
  stubMediaQueries,
} from '../shared/fakeBrowser'
import {
  fakeGameBackend,
  renderGame,
  setupGameUser,
  withGameFakeTimers,
  visible,
} from '../shared/gameTestSetup'
import { REDUCED_MOTION_QUERY } from '../shared/motion'
import { GUEST_PLAYER, setRotationStore } from '../shared/setRotation'
import { MatchingGame } from './MatchingGame'

const fakeBackend = () => fakeGameBackend(4, ['heritage_explorer'])

const column = (name: string) => within(screen.getByRole('list', { name }))
const festival = (name: string) =>
  column('Festivals').getByRole('button', { name: new RegExp(`^${name}`) })
const description = (text: string) =>
  column('Descriptions').getByRole('button', {
    name: new RegExp(`^${text}`),
  })

/** The festival pairs the round on screen plays, top to bottom. */
const pairsShown = () =>
  column('Festivals')
    .getAllByRole('button')
    .map((button) => {
      const pair = festivalPairs.find((p) =>
        button.textContent?.endsWith(p.festival),
      )
      if (!pair) throw new Error(`No pair for ${button.textContent ?? ''}`)
      return pair
    })

/**
 * This device last played the four festivals other than Vasavi Jayanti and
 * Ugadi: the next round must bring those two back.
 */
const lastPlayedWithoutJayantiAndUgadi = () =>
  setRotationStore.remember(GUEST_PLAYER, {
    festival_match: ['sankranti', 'dasara', 'diwali', 'ganesh-chaturthi'],
  })

describe('MatchingGame (festivals)', () => {
  withGameFakeTimers()

  it(
    'deselects, rejects a wrong pair, ticks a right one and records the finish',
    { timeout: 60_000 },
    async () => {
      const user = setupGameUser()
      const backend = fakeBackend()
      lastPlayedWithoutJayantiAndUgadi()
      renderGame(<MatchingGame kind="festival" onBack={() => {}} />, {
        backend,
      })
      const [jayanti, ugadi] = festivalPairs
      const first = pairsShown()
      expect(first).toHaveLength(4)
      expect(first).toContain(jayanti)
      expect(first).toContain(ugadi)
      expect(visible('Matches: 0/4')).toBeInTheDocument()

      // Selecting the same item again deselects it.
      await user.click(festival('Ugadi'))
      expect(festival('Ugadi')).toHaveAttribute('aria-pressed', 'true')
      await user.click(festival('Ugadi'))
      expect(festival('Ugadi')).toHaveAttribute('aria-pressed', 'false')

      // A wrong pair: nothing matched, the selection clears.
      await user.click(festival('Ugadi'))
      await user.click(description(jayanti.description))
      expect(visible('Matches: 0/4')).toBeInTheDocument()
      expect(screen.getByRole('status')).toHaveTextContent('Not a match.')
      expect(festival('Ugadi')).toHaveAttribute('aria-pressed', 'false')

      // A right pair, description first: matched, ticked and locked.
      await user.click(description(ugadi.description))
      await user.click(festival('Ugadi'))
      expect(visible('Matches: 1/4')).toBeInTheDocument()
      expect(festival('Ugadi')).toHaveAccessibleName('Ugadi, matched')
      expect(festival('Ugadi')).toHaveAttribute('aria-disabled', 'true')
      await user.click(festival('Ugadi'))
      expect(festival('Ugadi')).toHaveAttribute('aria-pressed', 'false')

      for (const pair of first.filter((p) => p !== ugadi)) {
        await user.click(festival(pair.festival))
        await user.click(description(pair.description))
      }
      // One miss on the way: all matched, but not a perfect match.
      expect(
        screen.getByRole('heading', { name: 'All matched!' }),
      ).toHaveFocus()
      expect(visible('You matched all 4 pairs in 5 tries.')).toBeInTheDocument()
      expect(
        screen.queryByRole('heading', { name: 'Perfect Match!' }),
      ).not.toBeInTheDocument()
      await act(() => vi.runAllTimersAsync())
      expect(backend.recordGameResult).toHaveBeenCalledExactlyOnceWith(
        { gameType: 'festival_match', value: 1 },
        null,
      )
      expect(
        screen.getByText('New badge: Heritage Explorer!'),
      ).toBeInTheDocument()

      await user.click(screen.getByRole('button', { name: 'Play Again' }))
      expect(visible('Matches: 0/4')).toBeInTheDocument()
      expect(
        screen.queryByRole('heading', { name: 'All matched!' }),
      ).not.toBeInTheDocument()
      // The next round: festival foods, under the same title.
      expect(visible('This round: Festival foods')).toBeInTheDocument()
      expect(
        screen.getByRole('heading', { name: 'Festival Matching' }),
      ).toBeInTheDocument()
      for (const id of MATCHING_FOOD_IDS) {
        const food = festivalFoods.find((f) => f.id === id)
        if (!food) throw new Error(`No food ${id}`)
        await user.click(
          column('Foods').getByRole('button', { name: food.name }),
        )
        await user.click(
          column('What they are').getByRole('button', { name: food.about }),
        )
      }
      expect(
        screen.getByRole('heading', { name: 'Perfect Match!' }),
      ).toHaveFocus()
      await act(() => vi.runAllTimersAsync())
      expect(backend.recordGameResult).toHaveBeenLastCalledWith(
        { gameType: 'festival_match', value: 1 },
        null,
      )
      await user.click(screen.getByRole('button', { name: 'Play Again' }))
      expect(visible('This round: Festivals')).toBeInTheDocument()
      // Then four festivals again, not the same four: the two left out
      // last time are in it.
      const second = pairsShown()
      expect(second).toHaveLength(4)
      for (const pair of festivalPairs.filter((p) => !first.includes(p))) {
        expect(second).toContain(pair)
      }
      for (const pair of second) {
        expect(festival(pair.festival)).toHaveAccessibleName(pair.festival)
      }
      // No description straight across from its festival.
      const rows = column('Descriptions').getAllByRole('button')
      second.forEach((pair, row) =>
        expect(rows[row]).not.toHaveAccessibleName(pair.description),
      )

      // A round with no miss is a perfect match.
      for (const pair of second) {
        await user.click(festival(pair.festival))
        await user.click(description(pair.description))
      }
      expect(
        screen.getByRole('heading', { name: 'Perfect Match!' }),
      ).toHaveFocus()
      expect(visible('You matched all 4 pairs.')).toBeInTheDocument()
    },
  )

  it.each([
    ['shakes', [], 1],
    ['only marks, with reduced motion,', [REDUCED_MOTION_QUERY], 0],
  ])(
    '%s both halves of a wrong pair, and sounds each pick',
    { timeout: 30_000 },
    async (_name, media, shakes) => {
      const user = setupGameUser()
      stubMediaQueries(media)
      const animations = stubAnimate()
      const { player, played } = createRecordingPlayer()
      lastPlayedWithoutJayantiAndUgadi()
      renderGame(<MatchingGame kind="festival" onBack={() => {}} />, {
        backend: fakeBackend(),
        player,
      })
      try {
        const [jayanti, ugadi] = festivalPairs
        await user.click(festival('Ugadi'))
        await user.click(description(jayanti.description))
        expect(played()).toEqual(['flip', 'wrong'])
        const missed = [festival('Ugadi'), description(jayanti.description)]
        for (const item of missed) expect(item).toHaveClass('border-red-700')
        expect(animations.calls.map((call) => call.element)).toEqual(
          shakes ? missed : [],
        )
        // The next pick takes the mark away; a right pair chimes.
        await user.click(festival('Ugadi'))
        expect(festival('Ugadi')).not.toHaveClass('border-red-700')
        await user.click(description(ugadi.description))
        expect(played()).toEqual(['flip', 'wrong', 'flip', 'match'])
        expect(animations.calls).toHaveLength(2 * shakes)
      } finally {
        animations.restore()
      }
    },
  )
})

describe('MatchingGame (heroes)', () => {
  withGameFakeTimers()

  it('plays its sets in turn, named, the next one for a child who comes back', () => {
    const seen: string[] = []
    const visit = () => {
      const view = renderGame(<MatchingGame kind="hero" onBack={() => {}} />, {
        backend: fakeBackend(),
      })
      seen.push(screen.getByText(/^This round: /).textContent ?? '')
      return view
    }
    visit().unmount()
    const sages = visit()
    // The sages' set: its own headings, every sage and what they did.
    for (const pair of sagePairs) {
      expect(
        column('Sages').getByRole('button', { name: pair.name }),
      ).toBeInTheDocument()
      expect(
        column('What they did').getByRole('button', { name: pair.about }),
      ).toBeInTheDocument()
    }
    expect(visible('Matches: 0/4')).toBeInTheDocument()
    sages.unmount()
    visit().unmount()
    visit().unmount()
    expect(seen).toEqual([
      'This round: Our heroes',
      'This round: Great sages',
      'This round: Our heroes',
      'This round: Great sages',
    ])
  })
})
