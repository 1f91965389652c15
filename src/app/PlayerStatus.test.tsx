import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'

import { deviceFamily } from '@/test/family'
import { renderApp } from '@/test/render'

describe('the signed-in family in the nav', () => {
  it(
    'shows the child playing, links to switch and to the grown-ups, and signs out from the top bar',
    { timeout: 30_000 },
    async () => {
      const { backend } = await deviceFamily({
        children: ['HappyPeacock', 'BraveTiger'],
        playing: 'HappyPeacock',
      })
      renderApp('/leaderboard', { backend })
      const switchLinks = () =>
        screen.getAllByRole('link', {
          name: /Playing as HappyPeacock\. Switch player/,
          hidden: true,
        })
      // Once in the top bar and once in the (closed) mobile menu, which may
      // render a moment after the top bar on a busy machine.
      await waitFor(() => expect(switchLinks()).toHaveLength(2), {
        timeout: 10_000,
      })
      const switches = switchLinks()
      expect(switches[0]).toHaveAttribute('href', '/players')
      // eslint-disable-next-line testing-library/no-node-access -- the avatar is decorative (aria-hidden): no role or label reaches it
      const avatar = switches[0]?.querySelector('[data-avatar="peacock"]')
      expect(avatar).not.toBeNull()
      expect(screen.getByRole('link', { name: 'Grown-ups' })).toHaveAttribute(
        'href',
        '/family',
      )
      expect(screen.queryByText('BraveTiger')).not.toBeInTheDocument()
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
