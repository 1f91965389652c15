import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'

import { deviceFamily, PARENT } from '@/test/family'
import { renderWithProviders } from '@/test/render'

import { ChangePasswordForm } from './ChangePasswordForm'

async function renderForm() {
  const { backend } = await deviceFamily({ children: ['Kid'], pin: '2468' })
  const changePassword = vi.spyOn(backend, 'changePassword')
  renderWithProviders(<ChangePasswordForm />, { backend })
  return {
    backend,
    changePassword,
    user: userEvent.setup(),
    current: await screen.findByLabelText('Current password'),
    next: screen.getByLabelText('New password'),
    save: screen.getByRole('button', { name: 'Save' }),
  }
}

describe('ChangePasswordForm', () => {
  it('needs the current password typed before it changes anything', async () => {
    const { changePassword, user, next, save } = await renderForm()
    await user.type(next, 'newsecret')
    await user.click(save)
    const current = screen.getByLabelText('Current password')
    await waitFor(() => expect(current).toHaveFocus())
    expect(current).toHaveAccessibleDescription(
      'Type your current password to confirm the change.',
    )
    expect(changePassword).not.toHaveBeenCalled()
    expect(next).toHaveValue('newsecret')
  })

  it('refuses a wrong current password, keeps the form, then changes it', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { backend, changePassword, user, current, next, save } =
      await renderForm()
    await user.type(current, 'not-my-password')
    await user.type(next, 'newsecret')
    await user.click(save)
    await waitFor(() =>
      expect(current).toHaveAccessibleDescription(
        'The current password is not right.',
      ),
    )
    expect(current).toHaveAttribute('aria-invalid', 'true')
    expect(current).toHaveFocus()
    expect(changePassword).toHaveBeenCalledTimes(1)
    expect(current).toHaveValue('not-my-password')
    expect(next).toHaveValue('newsecret')

    await user.clear(current)
    await user.type(current, PARENT.password)
    await user.click(save)
    expect(
      await screen.findByText('Your password was changed.'),
    ).toBeInTheDocument()
    expect(current).toHaveValue('')
    expect(next).toHaveValue('')

    await backend.signOut()
    await expect(
      backend.signIn({ email: PARENT.email, password: PARENT.password }),
    ).rejects.toMatchObject({ kind: 'invalid-credentials' })
    await expect(
      backend.signIn({ email: PARENT.email, password: 'newsecret' }),
    ).resolves.toMatchObject({ user: { email: PARENT.email } })
  })
})
