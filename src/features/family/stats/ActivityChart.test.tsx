import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { ActivityChart } from './ActivityChart'
import type { WeekActivity } from './weeklyActivity'

const MONDAYS = [
  '2025-10-06',
  '2025-10-13',
  '2025-10-20',
  '2025-10-27',
  '2025-11-03',
  '2025-11-10',
  '2025-11-17',
  '2025-11-24',
]
const ROUNDS = [0, 2, 0, 5, 1, 0, 3, 1]
const WEEKS: WeekActivity[] = MONDAYS.map((weekStart, i) => ({
  weekStart,
  rounds: ROUNDS[i] ?? 0,
  points: (ROUNDS[i] ?? 0) * 4,
}))

describe('ActivityChart', () => {
  it('is an image whose name sums up the weeks', () => {
    render(<ActivityChart weeks={WEEKS} />)
    expect(
      screen.getByRole('img', {
        name: 'Rounds played each week over the last 8 weeks: 12 rounds in all, the most in the week of 27 Oct (5 rounds).',
      }),
    ).toHaveAttribute('viewBox', '0 0 280 150')
  })

  it('prints each week’s rounds and Monday on the chart itself', () => {
    render(<ActivityChart weeks={WEEKS} />)
    const chart = screen.getByRole('img')
    expect(within(chart).getByText('5')).toBeInTheDocument()
    expect(within(chart).getAllByText('0')).toHaveLength(3)
    expect(within(chart).getAllByText('Oct')).toHaveLength(4)
    expect(within(chart).getByText('24')).toBeInTheDocument()
  })

  it('gives screen readers a table of every week with rounds and points', () => {
    render(<ActivityChart weeks={WEEKS} />)
    const table = screen.getByRole('table', {
      name: 'Rounds and points each week, the last 8 weeks (weeks start on Monday)',
    })
    const rows = within(table).getAllByRole('row')
    expect(rows).toHaveLength(9)
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Week of', 'Rounds', 'Points'])
    expect(
      within(table).getByRole('row', { name: '27 Oct 5 20' }),
    ).toBeInTheDocument()
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      '6 Oct',
      '13 Oct',
      '20 Oct',
      '27 Oct',
      '3 Nov',
      '10 Nov',
      '17 Nov',
      '24 Nov',
    ])
  })

  it('says so when nothing was played', () => {
    render(
      <ActivityChart
        weeks={WEEKS.map((week) => ({ ...week, rounds: 0, points: 0 }))}
      />,
    )
    expect(
      screen.getByRole('img', {
        name: 'No rounds played in the last 8 weeks.',
      }),
    ).toBeInTheDocument()
  })

  it('says "1 round" for a single round', () => {
    const one = WEEKS.map((week, i) => ({
      ...week,
      rounds: i === 6 ? 1 : 0,
      points: i === 6 ? 3 : 0,
    }))
    render(<ActivityChart weeks={one} />)
    expect(
      screen.getByRole('img', {
        name: 'Rounds played each week over the last 8 weeks: 1 round in all, the most in the week of 17 Nov (1 round).',
      }),
    ).toBeInTheDocument()
  })
})
