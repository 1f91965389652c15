import { act, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'

import type { RecordedResult } from '@/lib/backend'
import { createTestBackend } from '@/test/render'

import {
  createRecordingPlayer,
  stubAnimate,
  stubMediaQueries,
} from '../shared/fakeBrowser'
import {
  fakeGameBackend,
  renderGame,
  setupGameUser,
  tick,
  visible,
  withGameFakeTimers,
} from '../shared/gameTestSetup'
import { MEMORY_REVEAL_MS } from './logic'
import { MemoryGame } from './MemoryGame'

const fakeBackend = () => fakeGameBackend(15)

/** Card n (1-16) of the grid, in reading order. */
function card(n: number): HTMLElement {
  const cards = within(
    screen.getByRole('list', { name: 'Memory cards' }),
  ).getAllByRole('button')
  const found = cards[n - 1]
  if (!found) throw new Error(`No card ${n}`)
  return found
}

describe('MemoryGame', () => {
  withGameFakeTimers()

  // A long game of many clicks: generous time on a busy machine.
  it(
    'shows a miss for exactly 1 s, takes the tap right after a pair and records the moves',
    {
      timeout: 60_000,
    },
    async () => {
      const user = setupGameUser()
      const backend = fakeBackend()
      // random() just under 1 keeps the deck in order: cards 1+2, 3+4... pair up.
      renderGame(<MemoryGame onBack={() => {}} random={() => 0.999} />, {
        backend,
      })
      expect(card(1)).toHaveAccessibleName('Card 1, face down')
      expect(
        within(screen.getByRole('list', { name: 'Memory cards' })).getAllByRole(
          'button',
        ),
      ).toHaveLength(16)

      // A miss: two different symbols, then a third card is refused.
      await user.click(card(1))
      await user.click(card(3))
      await user.click(card(5))
      expect(card(1)).toHaveAccessibleName('Card 1, Temple')
      expect(card(3)).toHaveAccessibleName('Card 3, Diya')
      expect(card(5)).toHaveAccessibleName('Card 5, face down')
      expect(visible('Moves: 1')).toBeInTheDocument()
      expect(screen.getByRole('status')).toHaveTextContent(
        'Temple and Diya do not match.',
      )
      tick(MEMORY_REVEAL_MS - 1)
      expect(card(1)).toHaveAccessibleName('Card 1, Temple')
      tick(1)
      expect(card(1)).toHaveAccessibleName('Card 1, face down')
      expect(card(3)).toHaveAccessibleName('Card 3, face down')

      // A pair is matched at once; a matched card cannot be flipped.
      await user.click(card(1))
      await user.click(card(2))
      expect(card(1)).toHaveAccessibleName('Card 1, Temple, matched')
      expect(screen.getByRole('status')).toHaveTextContent(
        'A pair of Temple! Matches: 1 of 8.',
      )
      expect(card(2)).toHaveAttribute('aria-disabled', 'true')
      expect(visible('Matches: 1/8')).toBeInTheDocument()
      await user.click(card(1))
      expect(visible('Moves: 2')).toBeInTheDocument()

      // The arrow keys move focus through the 4-column grid; Enter flips.
      card(3).focus()
      await user.keyboard('{ArrowDown}')
      expect(card(7)).toHaveFocus()
      await user.keyboard('{ArrowRight}')
      expect(card(8)).toHaveFocus()
      expect(card(8)).toHaveAttribute('tabindex', '0')
      expect(card(3)).toHaveAttribute('tabindex', '-1')
      await user.keyboard('{Enter}')
      await user.keyboard('{ArrowLeft}')
      await user.keyboard(' ')
      expect(card(7)).toHaveAccessibleName('Card 7, Coconut, matched')

      // No clock moves from here on: after each pair the next tap counts.
      for (const first of [3, 5, 9, 11, 13, 15]) {
        await user.click(card(first))
        await user.click(card(first + 1))
        expect(card(first)).toHaveAccessibleName(/, matched$/)
      }
      expect(
        screen.getByRole('heading', { name: 'Amazing memory!' }),
      ).toHaveFocus()
      expect(visible('You found all 8 pairs in 9 moves!')).toBeInTheDocument()
      await act(() => vi.runAllTimersAsync())
      expect(backend.recordGameResult).toHaveBeenCalledExactlyOnceWith(
        { gameType: 'memory', value: 9 },
        null,
      )
      expect(screen.getByText('You earned 15 points!')).toBeInTheDocument()

      await user.click(screen.getByRole('button', { name: 'Play Again' }))
      expect(visible('Moves: 0')).toBeInTheDocument()
      expect(visible('Matches: 0/8')).toBeInTheDocument()
      for (let n = 1; n <= 16; n += 1) {
        expect(card(n)).toHaveAccessibleName(`Card ${n}, face down`)
      }
      expect(
        screen.queryByRole('button', { name: 'Play Again' }),
      ).not.toBeInTheDocument()
    },
  )

  it(
    'sounds each turn, shakes and marks a miss, and celebrates the end',
    { timeout: 60_000 },
    async () => {
      const user = setupGameUser()
      stubMediaQueries([])
      const animations = stubAnimate()
      const { player, played } = createRecordingPlayer()
      // The result arrives when the test says, after the round's own tune.
      let sendResult = () => {}
      const backend = createTestBackend({
        startGame: vi.fn(() => Promise.resolve(null)),
        recordGameResult: vi.fn(
          () =>
            new Promise<RecordedResult>((resolve) => {
              sendResult = () =>
                resolve({
                  points: 15,
                  newBadges: ['heritage_explorer'],
                  savedTo: 'device',
                })
            }),
        ),
      })
      renderGame(<MemoryGame onBack={() => {}} random={() => 0.999} />, {
        backend,
        player,
      })
      try {
        // The first tap in the game wakes the audio.
        await user.click(card(1))
        expect(player.unlock).toHaveBeenCalled()
        await user.click(card(3))
        expect(played()).toEqual(['flip', 'wrong'])
        expect(card(1)).toHaveClass('border-red-700')
        expect(animations.calls.map((call) => call.element)).toEqual([
          card(1),
          card(3),
        ])
        tick(MEMORY_REVEAL_MS)
        expect(card(1)).not.toHaveClass('border-red-700')

        for (let first = 1; first <= 15; first += 2) {
          await user.click(card(first))
          await user.click(card(first + 1))
        }
        expect(played().slice(2, 6)).toEqual(['flip', 'match', 'flip', 'match'])
        expect(played().at(-1)).toBe('roundComplete')
        expect(screen.getByTestId('celebration')).toHaveAttribute(
          'data-kind',
          'round',
        )
        // The result brings a badge: a bigger celebration and its tune.
        await act(async () => {
          sendResult()
          await vi.advanceTimersByTimeAsync(1)
        })
        expect(screen.getByTestId('celebration')).toHaveAttribute(
          'data-kind',
          'badge',
        )
        expect(played().at(-1)).toBe('badge')
        await act(() => vi.runAllTimersAsync())
        expect(screen.queryByTestId('celebration')).not.toBeInTheDocument()
      } finally {
        animations.restore()
      }
    },
  )
})
