import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'

import { BackendError, type OfflineRound } from '@/lib/backend'
import { createTestBackend, renderWithProviders } from '@/test/render'

import { RoundResult } from './RoundResult'

const pending: OfflineRound = {
  id: 'round-1',
  userId: 'kid',
  profileId: 'kid-child',
  gameType: 'quiz',
  value: 9,
  playedAt: Date.now() - 60_000,
  durationMs: 40_000,
  status: 'pending',
  attempts: 0,
  nextAttemptAt: 0,
  points: null,
  newBadges: [],
  addedAt: null,
  refusal: null,
}

function supabaseLike(rounds: OfflineRound[]) {
  return createTestBackend({
    kind: 'supabase',
    getOfflineRounds: vi.fn(() => Promise.resolve(rounds)),
  })
}

const kept = {
  points: 9,
  newBadges: [],
  savedTo: 'outbox' as const,
  offlineRoundId: 'round-1',
}

describe('RoundResult for a round kept on the device', () => {
  it('says it is saved on this device until it is added', async () => {
    renderWithProviders(<RoundResult result={kept} isRecording={false} />, {
      backend: supabaseLike([pending]),
    })
    expect(screen.getByText('You earned 9 points!')).toBeVisible()
    expect(
      await screen.findByText(
        'Saved on this device — it will be added to your score when you are back online',
      ),
    ).toBeVisible()
  })

  it('says when it was added', async () => {
    const addedAt = new Date(2026, 10, 25, 10, 42).getTime()
    const added = { ...pending, status: 'added' as const, points: 9, addedAt }
    renderWithProviders(<RoundResult result={kept} isRecording={false} />, {
      backend: supabaseLike([added]),
    })
    expect(
      await screen.findByText(/^Added to your score at .*10:42/),
    ).toBeVisible()
  })

  it('says why it could not be added', async () => {
    const refused = {
      ...pending,
      status: 'refused' as const,
      refusal: 'played_too_long_ago',
    }
    renderWithProviders(<RoundResult result={kept} isRecording={false} />, {
      backend: supabaseLike([refused]),
    })
    expect(
      await screen.findByText(
        'This round could not be added to your score: it was played more than 7 days ago.',
      ),
    ).toBeVisible()
  })
})

describe('RoundResult for a round that could not be recorded', () => {
  it('says why and what to do next', () => {
    renderWithProviders(
      <RoundResult
        result={undefined}
        isRecording={false}
        error={new BackendError('rate-limited', 'too_many_starts')}
      />,
    )
    expect(screen.getByText(/Wait a minute, then play again/)).toBeVisible()
  })
})
