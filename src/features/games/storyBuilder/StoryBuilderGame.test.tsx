import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { storyParts } from '@/data/storyBuilder'
import { GUEST_RESULTS_KEY } from '@/lib/backend'
import { getRoundsInProgress } from '@/lib/gameActivity'
import { setOnline } from '@/test/network'
import { createTestBackend, renderWithProviders } from '@/test/render'

import { installGameFakeTimers, restoreGameTimers } from '../shared/fakeTimers'
import { StoryBuilderGame } from './StoryBuilderGame'

function fakeBackend() {
  return createTestBackend({
    startGame: vi.fn(() => Promise.resolve(null)),
    recordGameResult: vi.fn(() =>
      Promise.resolve({
        points: 3,
        newBadges: [],
        savedTo: 'account' as const,
      }),
    ),
    getMyProgress: vi.fn(),
  })
}

describe('StoryBuilderGame', () => {
  beforeEach(installGameFakeTimers)
  afterEach(restoreGameTimers)

  it(
    'builds the story one chapter at a time and starts a new one',
    { timeout: 60_000 },
    async () => {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
      const backend = fakeBackend()
      renderWithProviders(<StoryBuilderGame onBack={() => {}} />, { backend })
      const [one, two, three] = storyParts
      const chosen: [string, string, string] = [
        one.choices[1],
        two.choices[2],
        three.choices[0],
      ]

      expect(screen.getByText('Chapter 1 of 3')).toBeInTheDocument()
      expect(getRoundsInProgress()).toBe(1)
      expect(
        screen.queryByRole('heading', { name: 'Your Story So Far' }),
      ).not.toBeInTheDocument()
      await user.click(screen.getByRole('button', { name: chosen[0] }))
      expect(screen.getByText('Chapter 2 of 3')).toBeInTheDocument()
      expect(screen.getByRole('heading', { name: two.text })).toHaveFocus()
      const soFar = screen.getByRole('region', { name: 'Your Story So Far' })
      expect(within(soFar).getByText(chosen[0])).toBeInTheDocument()

      await user.click(screen.getByRole('button', { name: chosen[1] }))
      await user.click(screen.getByRole('button', { name: chosen[2] }))
      expect(
        screen.getByRole('heading', { name: 'Your Hero Story' }),
      ).toHaveFocus()
      const items = within(screen.getByRole('list')).getAllByRole('listitem')
      expect(items.map((item) => item.textContent)).toEqual(chosen)
      await act(() => vi.runAllTimersAsync())
      expect(backend.recordGameResult).toHaveBeenCalledExactlyOnceWith(
        { gameType: 'story', value: 1 },
        null,
      )
      expect(screen.getByText('You earned 3 points!')).toBeInTheDocument()
      // The round ended with its result: an update prompt may now show.
      expect(getRoundsInProgress()).toBe(0)
      // Signed in: no sign-up prompt.
      expect(
        screen.queryByRole('link', { name: 'Sign up to keep your badges' }),
      ).not.toBeInTheDocument()

      await user.click(screen.getByRole('button', { name: 'Create New Story' }))
      expect(screen.getByText('Chapter 1 of 3')).toBeInTheDocument()
      expect(getRoundsInProgress()).toBe(1)
      expect(
        screen.queryByRole('heading', { name: 'Your Story So Far' }),
      ).not.toBeInTheDocument()
      expect(
        screen.getByRole('heading', { name: 'Hero Story Builder' }),
      ).toHaveFocus()
    },
  )

  it(
    "records a guest's story on the device while offline",
    { timeout: 60_000 },
    async () => {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
      renderWithProviders(<StoryBuilderGame onBack={() => {}} />)
      setOnline(false)
      for (const part of storyParts) {
        await user.click(screen.getByRole('button', { name: part.choices[0] }))
      }
      await act(() => vi.runAllTimersAsync())
      expect(screen.getByText('You earned 3 points!')).toBeInTheDocument()
      expect(
        screen.getByRole('link', { name: 'Sign up to keep your badges' }),
      ).toBeInTheDocument()
      expect(window.localStorage.getItem(GUEST_RESULTS_KEY)).toBe(
        JSON.stringify([{ gameType: 'story', value: 1 }]),
      )
    },
  )
})
