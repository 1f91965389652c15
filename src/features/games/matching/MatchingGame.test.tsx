import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { festivalPairs } from '@/data/matching'
import { createTestBackend, renderWithProviders } from '@/test/render'

import {
  createRecordingPlayer,
  stubAnimate,
  stubMediaQueries,
} from '../shared/fakeBrowser'
import { installGameFakeTimers, restoreGameTimers } from '../shared/fakeTimers'
import { REDUCED_MOTION_QUERY } from '../shared/motion'
import { SoundPlayerContext } from '../shared/useSound'
import { MatchingGame } from './MatchingGame'

function fakeBackend() {
  return createTestBackend({
    startGame: vi.fn(() => Promise.resolve(null)),
    recordGameResult: vi.fn(() =>
      Promise.resolve({
        points: 4,
        newBadges: ['heritage_explorer' as const],
        savedTo: 'device' as const,
      }),
    ),
    getMyProgress: vi.fn(),
  })
}

const column = (name: string) => within(screen.getByRole('list', { name }))
const festival = (name: string) =>
  column('Festivals').getByRole('button', { name: new RegExp(`^${name}`) })
const description = (text: string) =>
  column('Descriptions').getByRole('button', {
    name: new RegExp(`^${text}`),
  })
const visible = (text: string) =>
  screen.getByText(text, { ignore: '[role="status"]' })

describe('MatchingGame (festivals)', () => {
  beforeEach(installGameFakeTimers)
  afterEach(restoreGameTimers)

  it(
    'deselects, rejects a wrong pair, ticks a right one and records the finish',
    { timeout: 60_000 },
    async () => {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
      const backend = fakeBackend()
      renderWithProviders(<MatchingGame kind="festival" onBack={() => {}} />, {
        backend,
      })
      const [jayanti, ugadi] = festivalPairs
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

      for (const pair of festivalPairs.filter((p) => p !== ugadi)) {
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
      expect(festival('Ugadi')).toHaveAccessibleName('Ugadi')
      expect(
        screen.queryByRole('heading', { name: 'All matched!' }),
      ).not.toBeInTheDocument()
      // The new round: no description straight across from its festival.
      const rows = column('Descriptions').getAllByRole('button')
      festivalPairs.forEach((pair, row) =>
        expect(rows[row]).not.toHaveAccessibleName(pair.description),
      )

      // A round with no miss is a perfect match.
      for (const pair of festivalPairs) {
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
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
      stubMediaQueries(media)
      const animations = stubAnimate()
      const { player, played } = createRecordingPlayer()
      renderWithProviders(
        <SoundPlayerContext value={player}>
          <MatchingGame kind="festival" onBack={() => {}} />
        </SoundPlayerContext>,
        { backend: fakeBackend() },
      )
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
