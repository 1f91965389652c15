import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { Avatar } from './Avatar'
import { AVATAR_IDS } from './avatarIds'

describe('Avatar', () => {
  it('is an image named after what it shows', () => {
    render(<Avatar id="elephant" size={48} />)
    const image = screen.getByRole('img', { name: 'Elephant' })
    expect(image).toHaveAttribute('width', '48')
    expect(image).toHaveAttribute('viewBox', '0 0 64 64')
    expect(image.innerHTML).toMatch(/<path [^>]*d="M/)
  })

  it('draws every avatar', () => {
    render(
      <>
        {AVATAR_IDS.map((id) => (
          <Avatar key={id} id={id} />
        ))}
      </>,
    )
    expect(screen.getAllByRole('img')).toHaveLength(AVATAR_IDS.length)
    expect(screen.getByRole('img', { name: 'Diya lamp' })).toBeInTheDocument()
  })

  it('is hidden from assistive technology when decorative', () => {
    const { container } = render(<Avatar id="lotus" decorative />)
    expect(screen.queryByRole('img')).not.toBeInTheDocument()
    // eslint-disable-next-line testing-library/no-container, testing-library/no-node-access -- a hidden SVG has no role to query it by
    expect(container.querySelector('svg')).toHaveAttribute(
      'aria-hidden',
      'true',
    )
  })
})
