import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { ChildSummaryCard } from './ChildSummaryCard'
import { summarizeChild, type StatsRound } from './summarizeChild'
import { weeklyActivity } from './weeklyActivity'

const NOW = new Date('2025-11-20T12:00:00Z')

const ROUNDS: StatsRound[] = [
  { gameType: 'quiz', value: 9, points: 9, playedAt: '2025-11-03T12:00:00Z' },
  { gameType: 'quiz', value: 11, points: 11, playedAt: '2025-11-18T12:00:00Z' },
  {
    gameType: 'memory',
    value: 13,
    points: 11,
    playedAt: '2025-11-10T12:00:00Z',
  },
  { gameType: 'story', value: 1, points: 3, playedAt: '2025-11-19T12:00:00Z' },
]
const BADGES = [
  { id: 'heritage_master', earnedAt: '2025-11-19T12:00:00Z' },
  { id: 'heritage_explorer', earnedAt: '2025-11-03T12:00:00Z' },
]

function renderCard(rounds = ROUNDS, badges = BADGES) {
  return render(
    <ChildSummaryCard
      funName="SunnyLotus"
      avatarId="lotus"
      summary={summarizeChild(rounds, badges)}
      activity={weeklyActivity(rounds, NOW)}
    />,
  )
}

/** The value a `<dl>` gives for a term. */
function valueOf(list: HTMLElement, term: string): string | null {
  const dt = within(list).getByText(term, { selector: 'dt' })
  // No role ties a <dd> to its <dt>; HTML pairs them as siblings.
  return dt.nextElementSibling?.textContent ?? null
}

describe('ChildSummaryCard', () => {
  it('is a region named after the child, with their avatar', () => {
    renderCard()
    const card = screen.getByRole('region', { name: 'SunnyLotus' })
    expect(
      within(card).getByRole('heading', { level: 2, name: 'SunnyLotus' }),
    ).toBeInTheDocument()
    expect(within(card).getByRole('img', { name: 'Lotus' })).toBeInTheDocument()
  })

  it('shows points, bests and the last round', () => {
    renderCard()
    const card = screen.getByRole('region', { name: 'SunnyLotus' })
    expect(valueOf(card, 'Total points')).toBe('34')
    expect(valueOf(card, 'Best quiz score')).toBe('11 of 12')
    expect(valueOf(card, 'Best memory game')).toBe('13 moves')
    expect(valueOf(card, 'Last played')).toMatch(/^19 Nov 2025, /)
  })

  it('lists the rounds of every game and puzzle, zeros included', () => {
    renderCard()
    const card = screen.getByRole('region', { name: 'SunnyLotus' })
    expect(
      within(card).getByRole('heading', { level: 3, name: 'Rounds played' }),
    ).toBeInTheDocument()
    expect(valueOf(card, 'Cultural Quiz Challenge')).toBe('2 rounds')
    expect(valueOf(card, 'Memory Challenge')).toBe('1 round')
    expect(valueOf(card, 'Festival Matching')).toBe('0 rounds')
    expect(valueOf(card, 'Hero Matching')).toBe('0 rounds')
    expect(valueOf(card, 'Hero Story Builder')).toBe('1 round')
    expect(valueOf(card, 'Jigsaw Puzzle')).toBe('0 rounds')
    expect(valueOf(card, 'Word Search')).toBe('0 rounds')
  })

  it('lists the badges in the order earned, each with its date', () => {
    renderCard()
    const items = within(screen.getByRole('list')).getAllByRole('listitem')
    expect(items.map((item) => item.textContent)).toEqual([
      'Heritage Explorerearned 3 Nov 2025',
      'Heritage Masterearned 19 Nov 2025',
    ])
  })

  it('shows the weeks chart under its heading', () => {
    renderCard()
    expect(
      screen.getByRole('heading', { level: 3, name: 'The last 8 weeks' }),
    ).toBeInTheDocument()
    expect(
      screen.getByRole('img', { name: /4 rounds in all/ }),
    ).toBeInTheDocument()
  })

  it('says "Not yet" and "No badges yet" for a child who has not played', () => {
    renderCard([], [])
    const card = screen.getByRole('region', { name: 'SunnyLotus' })
    expect(valueOf(card, 'Total points')).toBe('0')
    expect(valueOf(card, 'Best quiz score')).toBe('Not yet')
    expect(valueOf(card, 'Best memory game')).toBe('Not yet')
    expect(valueOf(card, 'Last played')).toBe('Not yet')
    expect(screen.getByText('No badges yet.')).toBeInTheDocument()
    expect(
      screen.getByRole('img', {
        name: 'No rounds played in the last 8 weeks.',
      }),
    ).toBeInTheDocument()
  })

  it('steps its headings down under a section heading', () => {
    render(
      <ChildSummaryCard
        funName="Chinni"
        avatarId="tiger"
        summary={summarizeChild([], [])}
        activity={weeklyActivity([], NOW)}
        headingLevel={3}
      />,
    )
    expect(
      screen.getByRole('heading', { level: 3, name: 'Chinni' }),
    ).toBeInTheDocument()
    expect(
      screen.getByRole('heading', { level: 4, name: 'Badges' }),
    ).toBeInTheDocument()
  })
})
