import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'

import { deviceFamily } from '@/test/family'
import { renderWithProviders } from '@/test/render'

import { GrownUpsArea } from './GrownUpsArea'

describe('signing out, in the grown-ups’ area', () => {
  it(
    'is there only behind the PIN, and signs the family out',
    { timeout: 30_000 },
    async () => {
      const { backend } = await deviceFamily({ children: ['Kid'], pin: '2468' })
      const user = userEvent.setup()
      const { router } = renderWithProviders(<GrownUpsArea />, {
        backend,
        route: '/family',
      })
      await user.type(await screen.findByLabelText('Parent PIN'), '2468')
      expect(
        screen.queryByRole('button', { name: 'Sign out' }),
      ).not.toBeInTheDocument()
      await user.click(screen.getByRole('button', { name: 'Open' }))
      const signOut = await screen.findByRole(
        'button',
        { name: 'Sign out' },
        { timeout: 10_000 },
      )
      expect(
        screen.getByRole('heading', { name: 'Sign out of this device' }),
      ).toBeInTheDocument()
      await user.click(signOut)
      await vi.waitFor(async () =>
        expect(await backend.getSession()).toBeNull(),
      )
      expect(router.state.location.pathname).toBe('/')
    },
  )
})
