import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'

import { Button } from './Button'

describe('Button', () => {
  it('is a non-submitting button that is at least 44 px by class', () => {
    render(<Button>Play</Button>)
    const button = screen.getByRole('button', { name: 'Play' })
    expect(button).toHaveAttribute('type', 'button')
    expect(button).toHaveClass('min-h-touch', 'min-w-touch')
  })

  it('takes its colours and shape from the variant alone', () => {
    render(<Button variant="link">More</Button>)
    const button = screen.getByRole('button', { name: 'More' })
    expect(button).toHaveClass('rounded-sm', 'min-h-touch')
    expect(button).not.toHaveClass('rounded-full', 'bg-maroon-700')
  })

  it('does not fire when disabled', async () => {
    const onClick = vi.fn()
    render(
      <Button disabled onClick={onClick}>
        Wait
      </Button>,
    )
    await userEvent.setup().click(screen.getByRole('button', { name: 'Wait' }))
    expect(onClick).not.toHaveBeenCalled()
  })
})
