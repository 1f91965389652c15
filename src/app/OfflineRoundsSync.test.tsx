import { act, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import type {
  AuthSession,
  OfflineRound,
  OfflineSendReport,
} from '@/lib/backend'
import { createTestBackend, renderWithProviders } from '@/test/render'

import { OfflineRoundsSync } from './OfflineRoundsSync'

const session: AuthSession = {
  user: { id: 'kid', email: 'kid@example.org' },
  expiresAt: null,
}

function round(patch: Partial<OfflineRound>): OfflineRound {
  return {
    id: 'round-1',
    userId: 'kid',
    profileId: 'kid-child',
    gameType: 'quiz',
    value: 9,
    playedAt: Date.now(),
    durationMs: 40_000,
    status: 'pending',
    attempts: 0,
    nextAttemptAt: 0,
    points: null,
    newBadges: [],
    addedAt: null,
    refusal: null,
    ...patch,
  }
}

const NOTHING: OfflineSendReport = { added: [], refused: [], retryAt: null }

function backendWith(
  send: (options?: { ignoreBackoff?: boolean }) => Promise<OfflineSendReport>,
  rounds: () => OfflineRound[] = () => [],
  signedIn = true,
) {
  return createTestBackend({
    kind: 'supabase',
    getSession: () => Promise.resolve(signedIn ? session : null),
    getOfflineRounds: vi.fn(() => Promise.resolve(rounds())),
    sendOfflineRounds: vi.fn(send),
  })
}

afterEach(() => {
  vi.useRealTimers()
})

describe('OfflineRoundsSync', () => {
  it('sends everything waiting at start, and says what was added', async () => {
    const added = round({ status: 'added', points: 9, addedAt: Date.now() })
    const backend = backendWith(() =>
      Promise.resolve({ ...NOTHING, added: [added] }),
    )
    renderWithProviders(<OfflineRoundsSync />, { backend })
    expect(
      await screen.findByText(
        'Your round played offline was added to your score',
      ),
    ).toBeInTheDocument()
    expect(screen.getByText('9 points added. Well played!')).toBeInTheDocument()
    expect(backend.sendOfflineRounds).toHaveBeenCalledWith({
      ignoreBackoff: true,
    })
  })

  it('sends again when the browser comes back online', async () => {
    const backend = backendWith(() => Promise.resolve(NOTHING))
    renderWithProviders(<OfflineRoundsSync />, { backend })
    await waitFor(() =>
      expect(backend.sendOfflineRounds).toHaveBeenCalledTimes(1),
    )
    act(() => {
      window.dispatchEvent(new Event('online'))
    })
    await waitFor(() =>
      expect(backend.sendOfflineRounds).toHaveBeenCalledTimes(2),
    )
  })

  it('tries a waiting round again when its wait is over', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const waiting = round({ attempts: 1, nextAttemptAt: Date.now() + 5_000 })
    const backend = backendWith(
      () => Promise.resolve({ ...NOTHING, retryAt: waiting.nextAttemptAt }),
      () => [waiting],
    )
    renderWithProviders(<OfflineRoundsSync />, { backend })
    await waitFor(() =>
      expect(backend.sendOfflineRounds).toHaveBeenCalledWith({
        ignoreBackoff: true,
      }),
    )
    await act(() => vi.advanceTimersByTimeAsync(3_000))
    expect(backend.sendOfflineRounds).toHaveBeenCalledTimes(1)
    await act(() => vi.advanceTimersByTimeAsync(3_000))
    expect(backend.sendOfflineRounds).toHaveBeenLastCalledWith({
      ignoreBackoff: false,
    })
  })

  it('does nothing for a guest', async () => {
    const backend = backendWith(
      () => Promise.resolve(NOTHING),
      () => [],
      false,
    )
    renderWithProviders(<OfflineRoundsSync />, { backend })
    await act(() => Promise.resolve())
    expect(backend.sendOfflineRounds).not.toHaveBeenCalled()
  })
})
