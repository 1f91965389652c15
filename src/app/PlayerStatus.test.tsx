import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'

import { createDeviceBackend } from '@/lib/backend/device/device'
import { deviceFamily } from '@/test/family'
import { loadTestBank } from '@/test/questionBank'
import { renderApp } from '@/test/render'

/** The top bar that holds `element`. */
const bar = (element: HTMLElement) =>
  screen.getAllByRole('banner').find((banner) => banner.contains(element)) ??
  document.body

describe('the account control in the nav', () => {
  it(
    'until the session is known: the bar’s guest links (a placeholder on a device marked signed in), none in the menu; then the mark goes (decision 070)',
    { timeout: 30_000 },
    async () => {
      document.documentElement.dataset.signedIn = '1'
      const backend = createDeviceBackend({
        storage: window.localStorage,
        loadBank: loadTestBank,
      })
      let answer: (session: null) => void = () => undefined
      backend.getSession = () =>
        new Promise((resolve) => {
          answer = resolve
        })
      renderApp('/gotras', { backend })
      const [bar] = await screen.findAllByRole(
        'banner',
        {},
        { timeout: 10_000 },
      )
      // The closed menu is hidden: its links count only with `hidden`.
      const logins = () =>
        within(bar!).queryAllByRole('link', {
          name: 'Login / Sign Up',
          hidden: true,
        })
      await waitFor(() => expect(logins()).toHaveLength(1))
      expect(document.documentElement).toHaveAttribute('data-signed-in')
      answer(null)
      await waitFor(() => expect(logins()).toHaveLength(2))
      // The mark goes in the effect after that render.
      await waitFor(() =>
        expect(document.documentElement).not.toHaveAttribute('data-signed-in'),
      )
    },
  )

  it(
    'gives a guest Login / Sign Up and the leaderboard',
    { timeout: 30_000 },
    async () => {
      renderApp('/gotras')
      const [bar] = await screen.findAllByRole(
        'banner',
        {},
        { timeout: 10_000 },
      )
      expect(
        await within(bar!).findByRole('link', { name: 'Login / Sign Up' }),
      ).toHaveAttribute('href', '/auth')
      expect(
        within(bar!).getByRole('link', { name: 'Leaderboard' }),
      ).toHaveAttribute('href', '/leaderboard')
    },
  )

  it(
    'shows the child playing as one menu button; its menu switches player, opens the grown-ups’ area and the leaderboard, and has no sign-out',
    { timeout: 30_000 },
    async () => {
      const { backend } = await deviceFamily({
        children: ['HappyPeacock', 'BraveTiger'],
        playing: 'HappyPeacock',
      })
      renderApp('/gotras', { backend })
      const button = await screen.findByRole(
        'button',
        { name: 'Playing as HappyPeacock: player menu' },
        { timeout: 10_000 },
      )
      expect(button).toHaveTextContent('HappyPeacock')
      // eslint-disable-next-line testing-library/no-node-access -- the avatar is decorative (aria-hidden): no role or label reaches it
      expect(button.querySelector('[data-avatar="peacock"]')).not.toBeNull()
      expect(button).toHaveAttribute('aria-expanded', 'false')
      expect(screen.queryByText('BraveTiger')).not.toBeInTheDocument()

      const user = userEvent.setup()
      await user.click(button)
      expect(button).toHaveAttribute('aria-expanded', 'true')
      // The closed mobile menu's links are hidden: these are the open menu's.
      for (const [name, href] of [
        ['Switch player', '/players'],
        ['Grown-ups’ area', '/family'],
        ['Leaderboard', '/leaderboard'],
      ]) {
        expect(within(bar(button)).getByRole('link', { name })).toHaveAttribute(
          'href',
          href,
        )
      }

      await user.keyboard('{Escape}')
      expect(button).toHaveAttribute('aria-expanded', 'false')
      expect(button).toHaveFocus()

      // Nowhere in the child-facing nav (the bar, the closed mobile menu).
      await waitFor(() =>
        expect(
          screen.getAllByRole('link', { name: 'Switch player', hidden: true }),
        ).toHaveLength(2),
      )
      expect(
        screen.queryByRole('button', { name: 'Sign out', hidden: true }),
      ).not.toBeInTheDocument()
      expect(
        screen.queryByText('Sign out', { ignore: false }),
      ).not.toBeInTheDocument()
    },
  )

  it(
    'asks "Who’s playing?" before a player is chosen',
    { timeout: 30_000 },
    async () => {
      const { backend } = await deviceFamily({ children: ['HappyPeacock'] })
      renderApp('/gotras', { backend })
      const button = await screen.findByRole(
        'button',
        { name: "Who's playing?: player menu" },
        { timeout: 10_000 },
      )
      await userEvent.setup().click(button)
      expect(
        screen.getAllByRole('link', { name: "Who's playing?" })[0],
      ).toHaveAttribute('href', '/players')
    },
  )
})
