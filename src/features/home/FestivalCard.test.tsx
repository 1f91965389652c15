import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'

import { festivals } from '@/data/festivals'

import { FestivalCard } from './FestivalCard'

const sankranti = festivals.find((festival) => festival.id === 'sankranti')!

describe('FestivalCard', () => {
  it('shows four traditions, then reveals the rest with a disclosure button', async () => {
    const user = userEvent.setup()
    render(<FestivalCard festival={sankranti} />)
    const list = screen.getByRole('list')
    expect(within(list).getAllByRole('listitem')).toHaveLength(4)
    expect(screen.getByText('...and 2 more traditions!')).toBeInTheDocument()

    const button = screen.getByRole('button', {
      name: 'Show all traditions of Sankranti',
    })
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(button).toHaveAttribute('aria-controls', list.id)
    await user.click(button)
    expect(within(list).getAllByRole('listitem')).toHaveLength(6)
    expect(screen.getByText('Pulihora offered to God')).toBeInTheDocument()
    expect(
      screen.getByRole('button', { name: 'Show fewer traditions' }),
    ).toHaveAttribute('aria-expanded', 'true')
    expect(screen.queryByText('...and 2 more traditions!')).toBeNull()
  })
})
