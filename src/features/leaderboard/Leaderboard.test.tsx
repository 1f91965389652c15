import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'

import {
  BackendError,
  type BackendKind,
  type LeaderboardEntry,
} from '@/lib/backend'
import { createDeviceBackend } from '@/lib/backend/device/device'
import { deviceFamily } from '@/test/family'
import { setOnline } from '@/test/network'
import { loadTestBank } from '@/test/questionBank'
import { answered } from '@/test/quizAnswers'
import { renderWithProviders } from '@/test/render'

import { Leaderboard } from './Leaderboard'

const deviceBackend = () =>
  createDeviceBackend({
    storage: window.localStorage,
    iterations: 1000,
    loadBank: loadTestBank,
  })

const entry = (
  rank: number,
  funName: string,
  badges = 1,
): LeaderboardEntry => ({
  rank,
  profileId: `id-${funName}`,
  funName,
  avatar: 'elephant',
  totalScore: 100 - rank,
  quizBest: null,
  memoryBest: null,
  achievementCount: badges,
})

describe('the leaderboard', () => {
  it('shows the empty state with Play Games and the demo notice', async () => {
    renderWithProviders(<Leaderboard />, { backend: deviceBackend() })
    expect(screen.getByRole('status')).toHaveTextContent(
      'Loading the leaderboard…',
    )
    expect(
      await screen.findByText('No scores yet! Be the first to play.'),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Play Games' })).toHaveAttribute(
      'href',
      '/games',
    )
    expect(
      screen.getByRole('link', { name: 'Play Games to Earn Points' }),
    ).toHaveAttribute('href', '/games')
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute(
      'href',
      '/',
    )
    expect(
      screen.getByText('Demo mode — progress is saved on this device only'),
    ).toBeInTheDocument()
  })

  it('ranks players with medals for 1-3, #n after, and badge counts', async () => {
    const backend = deviceBackend()
    vi.spyOn(backend, 'getLeaderboard').mockResolvedValue([
      entry(1, 'Anu', 3),
      entry(2, 'Bala', 1),
      entry(3, 'Chitra', 2),
      entry(4, 'Devi', 0),
    ])
    renderWithProviders(<Leaderboard />, { backend })
    const table = await screen.findByRole('table', {
      name: 'Top players, ranked by total points',
    })
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows).toHaveLength(4)
    expect(
      within(rows[0]!).getByRole('img', { name: '1st place' }),
    ).toBeInTheDocument()
    expect(
      within(rows[1]!).getByRole('img', { name: '2nd place' }),
    ).toBeInTheDocument()
    expect(
      within(rows[2]!).getByRole('img', { name: '3rd place' }),
    ).toBeInTheDocument()
    expect(within(rows[3]!).queryByRole('img')).not.toBeInTheDocument()
    expect(rows[3]).toHaveTextContent('#4Devi0 badges96')
    // Each child by fun name and avatar, and nothing of a parent's.
    // eslint-disable-next-line testing-library/no-node-access -- the avatar is decorative (aria-hidden): no role or label reaches it
    expect(rows[3]?.querySelector('svg[data-avatar="elephant"]')).not.toBeNull()
    expect(table).not.toHaveTextContent('@')
    expect(rows[1]).toHaveTextContent('1 badge')
    expect(rows[0]).toHaveTextContent('3 badges')
  })

  it('highlights the child playing and shows their rank when outside the top', async () => {
    const { backend, profiles } = await deviceFamily({
      children: ['Kid'],
      playing: 'Kid',
    })
    const me = {
      ...entry(57, 'Kid', 1),
      profileId: profiles[0]!.id,
      totalScore: 3,
    }
    vi.spyOn(backend, 'getLeaderboard').mockResolvedValue([entry(1, 'Anu')])
    const myRank = vi.spyOn(backend, 'getMyRank').mockResolvedValue(me)
    renderWithProviders(<Leaderboard />, { backend })
    expect(
      await screen.findByText(
        'You are #57 with 3 points. Keep playing to climb into the top 50!',
      ),
    ).toBeInTheDocument()
    expect(myRank).toHaveBeenCalledWith(profiles[0]!.id)
    expect(
      screen.queryByRole('link', {
        name: 'Log in or sign up to join the leaderboard',
      }),
    ).not.toBeInTheDocument()
  })

  it("marks the row of the child playing, not their brother's or sister's", async () => {
    const { backend, profiles } = await deviceFamily({
      children: ['Kid', 'Sibling'],
      playing: 'Kid',
    })
    for (const profile of profiles) {
      const session = await backend.startGame(profile.id, 'story')
      await backend.recordGameResult({ gameType: 'story', value: 1 }, session)
    }
    renderWithProviders(<Leaderboard />, { backend })
    const row = await screen.findByRole('row', { current: true })
    expect(row).toHaveTextContent('Kid')
    expect(within(row).getByText('You')).toBeInTheDocument()
    expect(screen.getAllByRole('row', { current: true })).toHaveLength(1)
    expect(screen.getByRole('table')).toHaveTextContent('Sibling')
  })

  it('leaves out a hidden child, who still sees their own rank', async () => {
    const { backend, profiles } = await deviceFamily({
      children: ['Shy', 'Loud'],
      playing: 'Shy',
    })
    // Shy 3 points, Loud 5: no tie, so Shy's rank among the listed is sure.
    const [shy, loud] = profiles
    const story = await backend.startGame(shy!.id, 'story')
    await backend.recordGameResult({ gameType: 'story', value: 1 }, story)
    // A quiz is drawn and finished with its answers (decision 056).
    const quiz = await backend.startQuiz(loud!.id, '8-10')
    await backend.recordGameResult(answered(quiz, 5), quiz.sessionId)
    await backend.updateProfile(shy!.id, { hiddenFromLeaderboard: true })
    renderWithProviders(<Leaderboard />, { backend })
    expect(
      await screen.findByText(/^You are #2 with 3 points/),
    ).toBeInTheDocument()
    const table = screen.getByRole('table')
    expect(table).toHaveTextContent('Loud')
    expect(table).not.toHaveTextContent('Shy')
  })

  it('shows a friendly error with Try again instead of an empty table', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const backend = deviceBackend()
    const read = vi
      .spyOn(backend, 'getLeaderboard')
      .mockRejectedValueOnce(new BackendError('network', 'Failed to fetch'))
      .mockResolvedValue([entry(1, 'Anu')])
    renderWithProviders(<Leaderboard />, { backend })
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not load the leaderboard',
    )
    expect(
      screen.queryByText('No scores yet! Be the first to play.'),
    ).not.toBeInTheDocument()
    expect(error).toHaveBeenCalledWith(
      'Could not load the leaderboard:',
      expect.any(BackendError),
    )
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('table')).toHaveTextContent('Anu')
    expect(read).toHaveBeenCalledTimes(2)
  })

  it('shows the demo board of this device while offline, with no login to offer (decision 069)', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    const backend = deviceBackend()
    vi.spyOn(backend, 'getLeaderboard').mockResolvedValue([entry(1, 'Anu')])
    renderWithProviders(<Leaderboard />, { backend })
    expect(await screen.findByRole('table')).toHaveTextContent('Anu')
    expect(
      screen.queryByRole('heading', { name: "You're offline" }),
    ).not.toBeInTheDocument()
    expect(
      screen.queryByRole('link', {
        name: 'Log in or sign up to join the leaderboard',
      }),
    ).not.toBeInTheDocument()
    setOnline(true)
    expect(
      await screen.findByRole('link', {
        name: 'Log in or sign up to join the leaderboard',
      }),
    ).toBeInTheDocument()
  })

  it.each<BackendKind>(['supabase'])(
    'says it needs the internet while offline, then shows the board by itself (%s)',
    async (kind) => {
      vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
      const backend = { ...deviceBackend(), kind }
      const read = vi
        .spyOn(backend, 'getLeaderboard')
        .mockResolvedValue([entry(1, 'Anu')])
      renderWithProviders(<Leaderboard />, { backend })

      expect(
        screen.getByRole('heading', { name: "You're offline" }),
      ).toBeInTheDocument()
      expect(
        screen.getByText(/needs an internet connection to show everyone's/),
      ).toHaveTextContent('Your own results are saved on this device')
      // No spinner, no error, no empty board; the way to the games stays.
      expect(
        screen.queryByText('Loading the leaderboard…'),
      ).not.toBeInTheDocument()
      expect(screen.queryByRole('alert')).not.toBeInTheDocument()
      expect(screen.queryByRole('table')).not.toBeInTheDocument()
      expect(
        screen.getByRole('link', { name: 'Play Games to Earn Points' }),
      ).toBeInTheDocument()
      expect(read).not.toHaveBeenCalled()

      setOnline(true)
      expect(await screen.findByRole('table')).toHaveTextContent('Anu')
      expect(
        screen.queryByRole('heading', { name: "You're offline" }),
      ).not.toBeInTheDocument()
    },
  )

  it('swaps the board for the notice when the connection drops, and back', async () => {
    const backend = { ...deviceBackend(), kind: 'supabase' as const }
    vi.spyOn(backend, 'getLeaderboard').mockResolvedValue([entry(1, 'Anu')])
    renderWithProviders(<Leaderboard />, { backend })
    expect(await screen.findByRole('table')).toHaveTextContent('Anu')

    setOnline(false)
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
    expect(
      screen.getByRole('heading', { name: "You're offline" }),
    ).toBeInTheDocument()

    setOnline(true)
    expect(await screen.findByRole('table')).toHaveTextContent('Anu')
  })
})
