import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'

import { BackendError } from '@/lib/backend'
import { deviceFamily } from '@/test/family'
import { renderWithProviders } from '@/test/render'

import { GrownUpsArea } from './GrownUpsArea'

const setup = () => userEvent.setup()

async function unlock(user: ReturnType<typeof setup>, pin = '2468') {
  await user.type(await screen.findByLabelText('Parent PIN'), pin)
  await user.click(screen.getByRole('button', { name: 'Open' }))
}

describe('the grown-ups’ area', () => {
  it('creates the PIN on the first visit, then opens', async () => {
    const { backend } = await deviceFamily()
    const user = setup()
    renderWithProviders(<GrownUpsArea />, { backend, route: '/family' })
    expect(
      await screen.findByRole('heading', { name: 'Create a parent PIN' }),
    ).toBeInTheDocument()
    const pin = screen.getByLabelText('Parent PIN')
    expect(pin).toHaveAttribute('inputmode', 'numeric')
    expect(pin).toHaveAttribute('type', 'password')
    await user.type(pin, '12a4')
    await user.type(screen.getByLabelText('Type the PIN again'), '12a4')
    await user.click(screen.getByRole('button', { name: 'Save the PIN' }))
    expect(
      await screen.findByText('The PIN must be exactly 4 digits.'),
    ).toBeInTheDocument()
    await user.clear(pin)
    await user.type(pin, '2468')
    await user.clear(screen.getByLabelText('Type the PIN again'))
    await user.type(screen.getByLabelText('Type the PIN again'), '2469')
    await user.click(screen.getByRole('button', { name: 'Save the PIN' }))
    expect(
      await screen.findByText('The two PINs are not the same.'),
    ).toBeInTheDocument()
    await user.clear(screen.getByLabelText('Type the PIN again'))
    await user.type(screen.getByLabelText('Type the PIN again'), '2468')
    await user.click(screen.getByRole('button', { name: 'Save the PIN' }))
    expect(
      await screen.findByRole('heading', { name: 'Your children' }),
    ).toBeInTheDocument()
    expect(await backend.verifyParentPin('2468')).toBe(true)
  })

  it('asks for the PIN on every visit, and stays shut on a wrong one', async () => {
    const { backend } = await deviceFamily({ children: ['Kid'], pin: '2468' })
    const user = setup()
    const view = renderWithProviders(<GrownUpsArea />, { backend })
    await unlock(user, '1111')
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'That is not the right PIN.',
      ),
    )
    expect(screen.getByLabelText('Parent PIN')).toHaveAccessibleDescription(
      'That is not the right PIN.',
    )
    expect(screen.getByLabelText('Parent PIN')).toHaveValue('')
    expect(screen.getByLabelText('Parent PIN')).toHaveFocus()
    expect(screen.queryByText('Your children')).not.toBeInTheDocument()
    await unlock(user)
    expect(
      await screen.findByRole('heading', { name: 'Your children' }),
    ).toBeInTheDocument()
    view.unmount()

    renderWithProviders(<GrownUpsArea />, { backend })
    expect(
      await screen.findByRole('heading', { name: 'Grown-ups only' }),
    ).toBeInTheDocument()
  })

  it('adds a child with a suggested fun name, avatar and age band; refuses a taken name and keeps what was typed', async () => {
    const { backend } = await deviceFamily({ children: ['Taken'], pin: '2468' })
    const user = setup()
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    renderWithProviders(<GrownUpsArea />, { backend })
    await unlock(user)
    await user.click(await screen.findByRole('button', { name: 'Add a child' }))
    const form = screen.getByRole('form', { name: 'Add a child' })
    const save = within(form).getByRole('button', { name: 'Save' })
    const funName = screen.getByLabelText('Fun name')
    expect(funName).toHaveAccessibleDescription(/not your child’s real name/)
    await user.click(save)
    // Each problem at its field; the first takes the focus.
    await waitFor(() => expect(funName).toHaveFocus())
    expect(funName).toHaveAttribute('aria-invalid', 'true')
    expect(funName).toHaveAccessibleDescription(
      /^Fun name must be at least 3 characters/,
    )
    expect(
      screen.getByRole('radio', { name: 'Lotus' }),
    ).toHaveAccessibleDescription('Please choose an avatar.')

    await user.type(funName, 'taken')
    await user.click(screen.getByRole('radio', { name: 'Lotus' }))
    await user.selectOptions(screen.getByLabelText('Age (optional)'), '8-10')
    await user.click(save)
    // The backend's refusal, at the fun name, which takes the focus back.
    await waitFor(() =>
      expect(funName).toHaveAccessibleDescription(
        /^That fun name is already taken/,
      ),
    )
    expect(funName).toHaveFocus()
    expect(funName).toHaveAttribute('aria-invalid', 'true')
    expect(funName).toHaveValue('taken')
    expect(screen.getByRole('radio', { name: 'Lotus' })).toBeChecked()

    await user.click(screen.getByRole('button', { name: 'Suggest a fun name' }))
    expect(funName).toHaveDisplayValue(/^[A-Z][a-z]+[A-Z][a-z]+\d{2}$/)
    await waitFor(() => expect(funName).not.toHaveAttribute('aria-invalid'))
    // Off the leaderboard from the start (decision 069).
    await user.click(screen.getByLabelText('Hide from the public leaderboard'))
    await user.click(save)
    const family = await waitFor(async () => {
      const read = await backend.getFamily()
      expect(read.profiles).toHaveLength(2)
      return read
    })
    expect(family.profiles[1]).toMatchObject({
      avatar: 'lotus',
      ageBand: '8-10',
      hiddenFromLeaderboard: true,
    })
  })

  it('renames, hides and deletes a child behind a typed confirmation', async () => {
    const { backend } = await deviceFamily({
      children: ['Anu', 'Bala'],
      pin: '2468',
    })
    const user = setup()
    renderWithProviders(<GrownUpsArea />, { backend })
    await unlock(user)
    await user.click(await screen.findByRole('button', { name: 'Change Anu' }))
    const form = screen.getByRole('form', { name: 'Change Anu' })
    const funName = within(form).getByLabelText('Fun name')
    await user.clear(funName)
    await user.type(funName, 'AnuStar')
    await user.click(screen.getByLabelText('Hide from the public leaderboard'))
    await user.click(within(form).getByRole('button', { name: 'Save' }))
    expect(
      await screen.findByText('Hidden from the leaderboard'),
    ).toBeInTheDocument()
    expect((await backend.getFamily()).profiles[0]).toMatchObject({
      funName: 'AnuStar',
      hiddenFromLeaderboard: true,
    })

    await user.click(screen.getByRole('button', { name: 'Delete Bala' }))
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Delete Bala?',
    })
    const confirm = within(dialog).getByRole('button', { name: 'Delete Bala' })
    expect(confirm).toBeDisabled()
    await user.type(
      within(dialog).getByLabelText('To confirm, type Bala'),
      'bala',
    )
    expect(confirm).toBeDisabled()
    await user.clear(within(dialog).getByLabelText('To confirm, type Bala'))
    await user.type(
      within(dialog).getByLabelText('To confirm, type Bala'),
      'Bala',
    )
    await user.click(confirm)
    await waitFor(() =>
      expect(
        screen.queryByRole('button', { name: 'Delete Bala' }),
      ).not.toBeInTheDocument(),
    )
    expect((await backend.getFamily()).profiles.map((p) => p.funName)).toEqual([
      'AnuStar',
    ])
  })

  it('changes the PIN with the current one and deletes the account after typing DELETE', async () => {
    const { backend } = await deviceFamily({ children: ['Kid'], pin: '2468' })
    const user = setup()
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { router } = renderWithProviders(<GrownUpsArea />, {
      backend,
      route: '/family',
    })
    await unlock(user)
    await user.type(await screen.findByLabelText('Current PIN'), '0000')
    await user.type(screen.getByLabelText('New PIN'), '1357')
    const pins = screen.getAllByLabelText('Type the PIN again')
    await user.type(pins[0]!, '1357')
    await user.click(
      within(
        screen.getByRole('form', { name: 'Change the parent PIN' }),
      ).getByRole('button', { name: 'Save' }),
    )
    expect(
      await screen.findByText('That is not the right PIN.'),
    ).toBeInTheDocument()
    expect(await backend.verifyParentPin('2468')).toBe(true)

    await user.click(screen.getByRole('button', { name: 'Delete the account' }))
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Delete the whole account?',
    })
    await user.type(
      within(dialog).getByLabelText('To confirm, type DELETE'),
      'DELETE',
    )
    await user.click(
      within(dialog).getByRole('button', { name: 'Delete the account' }),
    )
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(await backend.getSession()).toBeNull()
    await expect(
      backend.signIn({ email: 'parent@example.org', password: 'secret1' }),
    ).rejects.toMatchObject({ kind: 'invalid-credentials' })
  })

  it('asks for the PIN again when the grown-up window has closed', async () => {
    const { backend } = await deviceFamily({ children: ['Kid'], pin: '2468' })
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const user = setup()
    renderWithProviders(<GrownUpsArea />, { backend })
    await unlock(user)
    vi.spyOn(backend, 'deleteProfile').mockRejectedValueOnce(
      new BackendError('wrong-pin', 'pin_required'),
    )
    await user.click(await screen.findByRole('button', { name: 'Delete Kid' }))
    const dialog = await screen.findByRole('alertdialog')
    await user.type(
      within(dialog).getByLabelText('To confirm, type Kid'),
      'Kid',
    )
    await user.click(within(dialog).getByRole('button', { name: 'Delete Kid' }))
    expect(
      await screen.findByText(/please enter the parent PIN again/),
    ).toBeInTheDocument()
    expect(
      await screen.findByRole('heading', { name: 'Grown-ups only' }),
    ).toBeInTheDocument()
    expect((await backend.getFamily()).profiles).toHaveLength(1)
  })

  it('replaces a forgotten PIN after checking the password', async () => {
    const { backend } = await deviceFamily({ children: ['Kid'], pin: '2468' })
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const reset = vi.spyOn(backend, 'resetParentPin')
    const user = setup()
    renderWithProviders(<GrownUpsArea />, { backend })
    await user.click(
      await screen.findByRole('button', { name: 'Forgot the PIN?' }),
    )
    const password = screen.getByLabelText(/^Your password/)
    await user.type(password, 'wrong-password')
    await user.type(screen.getByLabelText('New PIN'), '1357')
    await user.type(screen.getByLabelText('Type the PIN again'), '1357')
    await user.click(screen.getByRole('button', { name: 'Save the new PIN' }))
    expect(
      await screen.findByText('The current password is not right.'),
    ).toBeInTheDocument()
    expect(reset).not.toHaveBeenCalled()

    await user.clear(password)
    await user.type(password, 'secret1')
    await user.click(screen.getByRole('button', { name: 'Save the new PIN' }))
    expect(
      await screen.findByRole('heading', { name: 'Your children' }),
    ).toBeInTheDocument()
    expect(await backend.verifyParentPin('1357')).toBe(true)
  })
})
