import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'

import type { Backend } from '@/lib/backend'
import { getRoundsInProgress } from '@/lib/gameActivity'
import { createTestBackend, renderApp } from '@/test/render'

/** What Heritage Master asks for: the first five games, not the puzzles. */
const FIRST_FIVE =
  'Complete the quiz, the memory game, both matching games and the story builder'

/** The lazy page and game chunks load slowly on a busy test machine. */
const LOAD_MS = 10_000

describe('the /games page', () => {
  it(
    'opens a game without a loading screen: the menu stays until the game is ready',
    { timeout: 60_000 },
    async () => {
      const user = userEvent.setup()
      renderApp('/games')
      const play = await screen.findByRole(
        'button',
        { name: 'Play Cultural Quiz Challenge' },
        { timeout: LOAD_MS },
      )
      // A "Loading" fallback would hold the game back until 300 ms after it
      // appeared (React's reveal throttle, decision 055).
      let sawLoading = false
      const observer = new MutationObserver(() => {
        sawLoading ||= document.body.textContent.includes(
          'Getting the game ready…',
        )
      })
      observer.observe(document.body, {
        childList: true,
        subtree: true,
        characterData: true,
      })
      try {
        await user.click(play)
        await screen.findByRole(
          'heading',
          { level: 2, name: 'Cultural Quiz Challenge' },
          { timeout: LOAD_MS },
        )
      } finally {
        observer.disconnect()
      }
      expect(sawLoading).toBe(false)
    },
  )

  it(
    'opens each game in place, as a round in progress, and returns focus to its card',
    { timeout: 60_000 },
    async () => {
      const user = userEvent.setup()
      const { router } = renderApp('/games')
      const menu = await screen.findByRole(
        'region',
        { name: 'Choose a game' },
        { timeout: LOAD_MS },
      )
      expect(within(menu).getAllByRole('listitem')).toHaveLength(7)
      expect(
        within(menu).getByRole('heading', { level: 3, name: 'Puzzles' }),
      ).toHaveAttribute('id', 'puzzles')

      for (const title of [
        'Cultural Quiz Challenge',
        'Festival Matching',
        'Hero Matching',
        'Memory Challenge',
        'Hero Story Builder',
        'Jigsaw Puzzle',
        'Word Search',
      ]) {
        await user.click(screen.getByRole('button', { name: `Play ${title}` }))
        // Focus moves in an effect just after the lazy game renders.
        await waitFor(
          () =>
            expect(
              screen.getByRole('heading', { level: 2, name: title }),
            ).toHaveFocus(),
          { timeout: LOAD_MS },
        )
        expect(router.state.location.pathname).toBe('/games')
        // The quiz's round starts from its start screen (the age band).
        if (title === 'Cultural Quiz Challenge') {
          await user.click(
            screen.getByRole('button', { name: 'Start the quiz' }),
          )
        }
        // Opening a game starts a round; leaving it mid-play ends it.
        expect(getRoundsInProgress()).toBe(1)
        await user.click(screen.getByRole('button', { name: 'Back to Games' }))
        await waitFor(
          () =>
            expect(
              screen.getByRole('button', { name: `Play ${title}` }),
            ).toHaveFocus(),
          { timeout: LOAD_MS },
        )
        expect(getRoundsInProgress()).toBe(0)
      }
      expect(
        screen.getByRole('link', { name: 'Back to Home' }),
      ).toHaveAttribute('href', '/')
    },
  )

  it(
    'hides the menu while a game is open, out of reach, and shows the same menu again',
    { timeout: 60_000 },
    async () => {
      const user = userEvent.setup()
      renderApp('/games')
      const menu = await screen.findByRole(
        'region',
        { name: 'Choose a game' },
        { timeout: LOAD_MS },
      )
      const play = screen.getByRole('button', { name: 'Play Memory Challenge' })
      await user.click(play)
      await screen.findByRole(
        'heading',
        { level: 2, name: 'Memory Challenge' },
        { timeout: LOAD_MS },
      )
      // Still in the page, but hidden: no role, no button to reach.
      expect(menu).toBeInTheDocument()
      expect(menu).not.toBeVisible()
      expect(
        screen.queryByRole('region', { name: 'Choose a game' }),
      ).not.toBeInTheDocument()
      expect(
        screen.queryByRole('button', { name: 'Play Memory Challenge' }),
      ).not.toBeInTheDocument()

      await user.click(screen.getByRole('button', { name: 'Back to Games' }))
      await waitFor(() => expect(play).toHaveFocus(), { timeout: LOAD_MS })
      expect(screen.getByRole('region', { name: 'Choose a game' })).toBe(menu)
      expect(menu).toBeVisible()
    },
  )

  it(
    'draws only the open game: Play draws and starts it, Back takes it out and returns to its card',
    { timeout: 60_000 },
    async () => {
      const user = userEvent.setup()
      renderApp('/games')
      const play = await screen.findByRole(
        'button',
        { name: 'Play Memory Challenge' },
        { timeout: LOAD_MS },
      )
      // A game's title, seen or hidden (a hidden game would still count).
      const titles = (name: string) =>
        screen.queryAllByRole('heading', { level: 2, name, hidden: true })
      // No game is in the page before one is opened.
      expect(titles('Memory Challenge')).toHaveLength(0)
      expect(titles('Cultural Quiz Challenge')).toHaveLength(0)
      expect(getRoundsInProgress()).toBe(0)

      await user.click(play)
      const title = await screen.findByRole(
        'heading',
        { level: 2, name: 'Memory Challenge' },
        { timeout: LOAD_MS },
      )
      expect(title).toHaveFocus()
      expect(titles('Memory Challenge')).toEqual([title])
      expect(titles('Cultural Quiz Challenge')).toHaveLength(0)
      expect(getRoundsInProgress()).toBe(1)

      await user.click(screen.getByRole('button', { name: 'Back to Games' }))
      expect(getRoundsInProgress()).toBe(0)
      expect(titles('Memory Challenge')).toHaveLength(0)
      expect(
        screen.getByRole('button', { name: 'Play Memory Challenge' }),
      ).toHaveFocus()
    },
  )

  it(
    'shows the badges this player has earned',
    { timeout: 60_000 },
    async () => {
      const backend = createTestBackend({
        getMyProgress: () =>
          Promise.resolve({
            badges: ['heritage_explorer', 'cultural_scholar'],
            totalScore: 16,
            quizBest: 12,
            memoryBest: null,
            completedGameTypes: ['quiz'],
          }),
      })
      renderApp('/games', { backend })
      const panel = await screen.findByRole(
        'region',
        { name: 'Achievement System' },
        { timeout: LOAD_MS },
      )
      expect(
        await within(panel).findByText(
          'You have earned 2 of 3 badges.',
          {},
          { timeout: LOAD_MS },
        ),
      ).toBeInTheDocument()
      expect(within(panel).getByText('Your points: 16')).toBeInTheDocument()
      const badges = within(panel).getAllByRole('listitem')
      expect(badges.map((badge) => badge.textContent)).toEqual([
        'Heritage ExplorerComplete any gameEarned',
        'Cultural ScholarGet a perfect quiz scoreEarned',
        `Heritage Master${FIRST_FIVE}Not earned yet`,
      ])
    },
  )

  it(
    'keeps each badge its status line while the badges load',
    { timeout: 60_000 },
    async () => {
      const backend = createTestBackend({
        getMyProgress: () => new Promise(() => {}),
      })
      renderApp('/games', { backend })
      const panel = await screen.findByRole(
        'region',
        { name: 'Achievement System' },
        { timeout: LOAD_MS },
      )
      // Nothing claims to be loading: the prerendered page shows this state
      // to a first visit until the app starts (decision 038).
      expect(within(panel).queryByRole('status')).not.toBeInTheDocument()
      expect(panel).not.toHaveTextContent(/You have earned|Your points/)
      // A blank line now, so the cards do not grow when the badges arrive.
      const badges = within(panel).getAllByRole('listitem')
      expect(badges.map((badge) => badge.textContent)).toEqual([
        'Heritage ExplorerComplete any game\u00a0',
        'Cultural ScholarGet a perfect quiz score\u00a0',
        `Heritage Master${FIRST_FIVE}\u00a0`,
      ])
    },
  )

  it(
    'offers to try again when the badges cannot be loaded',
    { timeout: 60_000 },
    async () => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {})
      const getMyProgress = vi
        .fn<Backend['getMyProgress']>()
        .mockRejectedValueOnce(new Error('offline'))
        .mockResolvedValue({
          badges: [],
          totalScore: 0,
          quizBest: null,
          memoryBest: null,
          completedGameTypes: [],
        })
      const backend = createTestBackend({
        getMyProgress,
      })
      const user = userEvent.setup()
      renderApp('/games', { backend })
      expect(
        await screen.findByText(
          'We could not load your badges just now.',
          {},
          { timeout: LOAD_MS },
        ),
      ).toBeInTheDocument()
      await user.click(screen.getByRole('button', { name: 'Try again' }))
      expect(
        await screen.findByText('You have earned 0 of 3 badges.'),
      ).toBeInTheDocument()
      error.mockRestore()
    },
  )
})
