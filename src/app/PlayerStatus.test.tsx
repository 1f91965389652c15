import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'

import { createDeviceBackend } from '@/lib/backend/device'
import { renderApp } from '@/test/render'

describe('the signed-in player in the nav', () => {
  it(
    'shows the username and signs out from the top bar',
    { timeout: 30_000 },
    async () => {
      const backend = createDeviceBackend({
        storage: window.localStorage,
        iterations: 1000,
      })
      await backend.signUp({
        email: 'kid@example.org',
        password: 'secret1',
        username: 'HappyPeacock',
      })
      renderApp('/leaderboard', { backend })
      const names = await screen.findAllByText(
        'HappyPeacock',
        { selector: '.truncate' },
        { timeout: 10_000 },
      )
      // Once in the top bar and once in the (closed) mobile menu.
      expect(names).toHaveLength(2)
      const user = userEvent.setup()
      await user.click(screen.getAllByRole('button', { name: 'Sign out' })[0]!)
      expect(
        await screen.findByText('See you soon!', {}, { timeout: 10_000 }),
      ).toBeInTheDocument()
      await waitFor(() =>
        expect(
          screen.queryByRole('button', { name: 'Sign out' }),
        ).not.toBeInTheDocument(),
      )
      expect(await backend.getSession()).toBeNull()
    },
  )
})
