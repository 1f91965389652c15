import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'

import type { Family } from '@/lib/backend'
import { renderWithProviders } from '@/test/render'

import { FamilyDashboard } from './FamilyDashboard'

const FAMILY: Family = {
  parentEmail: 'parent@example.com',
  consentedAt: '2026-10-01T10:00:00Z',
  policyVersion: '1',
  hasPin: true,
  profiles: [
    {
      id: 'p1',
      funName: 'Brave Lotus',
      avatar: 'peacock',
      ageBand: '8-10',
      hiddenFromLeaderboard: false,
      createdAt: '2026-10-01T10:00:00Z',
    },
  ],
}

describe('FamilyDashboard: what was learnt', () => {
  it('shows the learning report from the learning query it is given', () => {
    renderWithProviders(
      <FamilyDashboard
        family={FAMILY}
        onLock={vi.fn()}
        learning={{
          data: [
            {
              profileId: 'p1',
              topics: [
                { topic: 'heroes', answered: 4, right: 4, seen: 4, learnt: 4 },
              ],
              mostMissed: [],
            },
          ],
          isPending: false,
          isError: false,
          refetch: vi.fn(),
        }}
      />,
      { route: '/family' },
    )
    expect(
      screen.getByRole('heading', { level: 2, name: 'What was learnt' }),
    ).toBeInTheDocument()
    expect(
      screen.getByRole('rowheader', { name: 'Heroes' }),
    ).toBeInTheDocument()
    expect(screen.getByText('100% (4 of 4)')).toBeInTheDocument()
  })

  it('leaves the section out while there is no learning query', () => {
    renderWithProviders(<FamilyDashboard family={FAMILY} onLock={vi.fn()} />, {
      route: '/family',
    })
    expect(
      screen.queryByRole('heading', { name: 'What was learnt' }),
    ).not.toBeInTheDocument()
  })
})
