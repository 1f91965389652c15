import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'

import { AVATAR_IDS, type AvatarId } from './avatarIds'
import { AvatarPicker } from './AvatarPicker'

function Harness({
  initial = null,
  onChange,
}: {
  initial?: AvatarId | null
  onChange?: (id: AvatarId) => void
}) {
  const [value, setValue] = useState<AvatarId | null>(initial)
  return (
    <AvatarPicker
      value={value}
      onChange={(id) => {
        setValue(id)
        onChange?.(id)
      }}
    />
  )
}

describe('AvatarPicker', () => {
  it('is a group of radios, one per avatar, under its legend', () => {
    render(<Harness />)
    const group = screen.getByRole('group', { name: 'Choose an avatar' })
    expect(group).toBeInTheDocument()
    const radios = screen.getAllByRole('radio')
    expect(radios).toHaveLength(AVATAR_IDS.length)
    expect(screen.getByRole('radio', { name: 'Peacock' })).not.toBeChecked()
  })

  it('chooses an avatar on a tap or click of its tile', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(<Harness onChange={onChange} />)
    await user.click(screen.getByText('Tiger cub'))
    expect(onChange).toHaveBeenCalledWith('tiger')
    expect(screen.getByRole('radio', { name: 'Tiger cub' })).toBeChecked()
  })

  it('moves the choice with the arrow keys', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(<Harness initial="elephant" onChange={onChange} />)
    await user.tab()
    expect(screen.getByRole('radio', { name: 'Elephant' })).toHaveFocus()
    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('radio', { name: 'Tiger cub' })).toBeChecked()
    expect(screen.getByRole('radio', { name: 'Tiger cub' })).toHaveFocus()
    await user.keyboard('{ArrowLeft}{ArrowLeft}')
    expect(screen.getByRole('radio', { name: 'Peacock' })).toBeChecked()
    expect(onChange).toHaveBeenLastCalledWith('peacock')
  })

  it('takes its own legend and a subset of avatars', () => {
    render(
      <AvatarPicker
        value="cow"
        onChange={() => undefined}
        legend="Pick an avatar for Sunny"
        avatarIds={['cow', 'deer']}
      />,
    )
    expect(
      screen.getByRole('group', { name: 'Pick an avatar for Sunny' }),
    ).toBeInTheDocument()
    expect(screen.getAllByRole('radio')).toHaveLength(2)
    expect(screen.getByRole('radio', { name: 'Cow' })).toBeChecked()
  })

  it('cannot be changed while disabled', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(<AvatarPicker value={null} onChange={onChange} disabled />)
    await user.click(screen.getByText('Swan'))
    expect(onChange).not.toHaveBeenCalled()
    expect(screen.getByRole('radio', { name: 'Swan' })).toBeDisabled()
  })
})
