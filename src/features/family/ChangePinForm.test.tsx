import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'

import { deviceFamily } from '@/test/family'
import { renderWithProviders } from '@/test/render'

import { GrownUpsArea } from './GrownUpsArea'

type User = ReturnType<typeof userEvent.setup>

async function unlock(user: User, pin: string) {
  await user.type(await screen.findByLabelText('Parent PIN'), pin)
  await user.click(screen.getByRole('button', { name: 'Open' }))
}

async function fillChange(user: User, current: string, pin: string) {
  const form = await screen.findByRole('form', {
    name: 'Change the parent PIN',
  })
  if (current)
    await user.type(within(form).getByLabelText('Current PIN'), current)
  await user.type(within(form).getByLabelText('New PIN'), pin)
  await user.type(within(form).getByLabelText('Type the PIN again'), pin)
  await user.click(within(form).getByRole('button', { name: 'Save' }))
  return form
}

describe('ChangePinForm (in the grown-ups’ area)', () => {
  it('needs the current PIN typed before it changes the PIN', async () => {
    const { backend } = await deviceFamily({ children: ['Kid'], pin: '2468' })
    const setPin = vi.spyOn(backend, 'setParentPin')
    const user = userEvent.setup()
    renderWithProviders(<GrownUpsArea />, { backend })
    await unlock(user, '2468')
    const form = await fillChange(user, '', '1357')
    expect(
      await screen.findByText('Type the current PIN to confirm the change.'),
    ).toBeInTheDocument()
    expect(setPin).not.toHaveBeenCalled()
    expect(within(form).getByLabelText('New PIN')).toHaveValue('1357')
  })

  it('says a wrong current PIN at that field, focused, keeping the new PIN', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { backend } = await deviceFamily({ children: ['Kid'], pin: '2468' })
    const setPin = vi.spyOn(backend, 'setParentPin')
    const user = userEvent.setup()
    renderWithProviders(<GrownUpsArea />, { backend })
    await unlock(user, '2468')
    const form = await fillChange(user, '1111', '1357')
    const current = within(form).getByLabelText('Current PIN')
    await waitFor(() => expect(current).toHaveFocus())
    expect(current).toHaveAttribute('aria-invalid', 'true')
    expect(current).toHaveAccessibleDescription('That is not the right PIN.')
    expect(current).toHaveValue('1111')
    expect(within(form).getByLabelText('New PIN')).toHaveValue('1357')
    expect(setPin).toHaveBeenCalledOnce()
    await expect(setPin.mock.results[0]?.value).rejects.toMatchObject({
      kind: 'wrong-pin',
    })
  })

  it('changes the PIN: the new one opens the area, the old one does not', async () => {
    const { backend } = await deviceFamily({ children: ['Kid'], pin: '2468' })
    const user = userEvent.setup()
    const view = renderWithProviders(<GrownUpsArea />, { backend })
    await unlock(user, '2468')
    const form = await fillChange(user, '2468', '1357')
    expect(
      await screen.findByText('The parent PIN was changed.'),
    ).toBeInTheDocument()
    expect(within(form).getByLabelText('Current PIN')).toHaveValue('')
    view.unmount()

    renderWithProviders(<GrownUpsArea />, { backend })
    await unlock(user, '2468')
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'That is not the right PIN.',
      ),
    )
    expect(screen.getByLabelText('Parent PIN')).toHaveAccessibleDescription(
      'That is not the right PIN.',
    )
    expect(screen.queryByText('Your children')).not.toBeInTheDocument()
    await unlock(user, '1357')
    expect(
      await screen.findByRole('heading', { name: 'Your children' }),
    ).toBeInTheDocument()
  })
})
