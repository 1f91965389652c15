import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'

import { renderWithProviders } from '@/test/render'

import { ExtraActivities } from './ExtraActivities'

describe('ExtraActivities', () => {
  it('links Coloring Pages to /coloring', () => {
    renderWithProviders(<ExtraActivities />)
    expect(
      screen.getByRole('link', { name: 'Download: Coloring Pages' }),
    ).toHaveAttribute('href', '/coloring')
  })

  it('links Puzzles to the puzzles of the games page', () => {
    renderWithProviders(<ExtraActivities />)
    expect(
      screen.getByRole('link', { name: 'Play Now: Puzzles' }),
    ).toHaveAttribute('href', '/games#puzzles')
    expect(screen.queryByRole('button', { name: 'Try It: Puzzles' })).toBeNull()
  })

  it('shows the Story Time message in a dialog that Escape closes', async () => {
    const user = userEvent.setup()
    renderWithProviders(<ExtraActivities />)
    const opener = screen.getByRole('button', { name: 'Try It: Story Time' })
    await user.click(opener)
    expect(
      screen.getByRole('alertdialog', { name: 'Story Time' }),
    ).toBeVisible()
    const ok = screen.getByRole('button', { name: 'OK, got it' })
    expect(ok).toHaveFocus()
    await user.tab()
    expect(ok).toHaveFocus()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(opener).toHaveFocus()
  })

  it('shows the Story Time message and closes with its button', async () => {
    const user = userEvent.setup()
    renderWithProviders(<ExtraActivities />)
    const opener = screen.getByRole('button', { name: 'Try It: Story Time' })
    await user.click(opener)
    expect(
      screen.getByRole('alertdialog', { name: 'Story Time' }),
    ).toHaveAccessibleDescription(
      'Audio stories coming soon! We are working on beautiful narrated tales about our heritage.',
    )
    await user.click(screen.getByRole('button', { name: 'OK, got it' }))
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(opener).toHaveFocus()
  })
})
