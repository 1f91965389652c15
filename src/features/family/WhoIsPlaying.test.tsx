import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'

import { readActiveProfileId, SHOWN_PLAYER_KEY } from '@/lib/backend'
import { deviceFamily } from '@/test/family'
import { createTestBackend, renderWithProviders } from '@/test/render'

import { WhoIsPlaying } from './WhoIsPlaying'

describe('Who’s playing?', () => {
  it('shows one big avatar button per child, and one tap chooses and remembers the player', async () => {
    const { backend, profiles, familyId } = await deviceFamily({
      children: ['HappyPeacock', 'BraveTiger'],
    })
    const user = userEvent.setup()
    const { router } = renderWithProviders(<WhoIsPlaying />, {
      backend,
      route: '/players',
    })
    const peacock = await screen.findByRole('button', {
      name: 'Play as HappyPeacock',
    })
    const tiger = screen.getByRole('button', { name: 'Play as BraveTiger' })
    expect(peacock).toHaveAttribute('aria-pressed', 'false')
    expect(peacock).toHaveClass('min-h-12')

    await user.click(tiger)
    expect(await screen.findByText('Hi BraveTiger!')).toBeInTheDocument()
    await waitFor(() => expect(router.state.location.pathname).toBe('/games'))
    expect(readActiveProfileId(window.localStorage, familyId, profiles)).toBe(
      profiles[1]?.id,
    )
  })

  it('keeps the name of the child playing for the next first paint, and forgets it for a guest', async () => {
    const { backend } = await deviceFamily({
      children: ['HappyPeacock', 'BraveTiger'],
      playing: 'HappyPeacock',
    })
    const user = userEvent.setup()
    const view = renderWithProviders(<WhoIsPlaying />, {
      backend,
      route: '/players',
    })
    await waitFor(() =>
      expect(window.localStorage.getItem(SHOWN_PLAYER_KEY)).toBe(
        'HappyPeacock',
      ),
    )
    await user.click(screen.getByRole('button', { name: 'Play as BraveTiger' }))
    await waitFor(() =>
      expect(window.localStorage.getItem(SHOWN_PLAYER_KEY)).toBe('BraveTiger'),
    )
    view.unmount()

    await backend.signOut()
    renderWithProviders(<WhoIsPlaying />, { backend, route: '/players' })
    await waitFor(() =>
      expect(window.localStorage.getItem(SHOWN_PLAYER_KEY)).toBeNull(),
    )
  })

  it('works from the keyboard and marks the child playing now', async () => {
    const { backend } = await deviceFamily({
      children: ['HappyPeacock', 'BraveTiger'],
      playing: 'BraveTiger',
    })
    const user = userEvent.setup()
    const { router } = renderWithProviders(<WhoIsPlaying />, {
      backend,
      route: '/players',
    })
    expect(
      await screen.findByRole('button', { name: 'Play as BraveTiger' }),
    ).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByText('Playing now')).toBeInTheDocument()
    await user.tab()
    expect(
      screen.getByRole('button', { name: 'Play as HappyPeacock' }),
    ).toHaveFocus()
    await user.keyboard('{Enter}')
    await waitFor(() => expect(router.state.location.pathname).toBe('/games'))
  })

  it('forgets a remembered child that was deleted', async () => {
    const { backend, profiles } = await deviceFamily({
      children: ['HappyPeacock', 'BraveTiger'],
      playing: 'BraveTiger',
    })
    await backend.deleteProfile(profiles[1]!.id)
    renderWithProviders(<WhoIsPlaying />, { backend, route: '/players' })
    expect(
      await screen.findByRole('button', { name: 'Play as HappyPeacock' }),
    ).toHaveAttribute('aria-pressed', 'false')
    expect(screen.queryByText('Playing now')).not.toBeInTheDocument()
  })

  it('sends a family with no children to the grown-ups, and a guest to sign in', async () => {
    const { backend } = await deviceFamily()
    const view = renderWithProviders(<WhoIsPlaying />, { backend })
    expect(await screen.findByText('No players yet')).toBeInTheDocument()
    expect(
      screen.getByRole('link', { name: 'Grown-ups’ area' }),
    ).toHaveAttribute('href', '/family')
    view.unmount()

    renderWithProviders(<WhoIsPlaying />, { backend: createTestBackend() })
    expect(
      await screen.findByRole('link', { name: 'Sign in as a grown-up' }),
    ).toHaveAttribute('href', '/auth')
  })

  it('asks a parent who never confirmed to do so first', async () => {
    const { backend } = await deviceFamily({ children: ['Kid'] })
    // An account from before families: no confirmation on record yet.
    let consented = false
    const getFamily = backend.getFamily.bind(backend)
    const giveParentConsent = backend.giveParentConsent.bind(backend)
    backend.getFamily = async () => {
      const family = await getFamily()
      return consented ? family : { ...family, consentedAt: null }
    }
    backend.giveParentConsent = async (version) => {
      await giveParentConsent(version)
      consented = true
    }
    const user = userEvent.setup()
    renderWithProviders(<WhoIsPlaying />, { backend, route: '/players' })
    expect(
      await screen.findByRole('heading', {
        name: 'One thing before you go on',
      }),
    ).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Play as Kid' })).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Confirm' }))
    expect(
      await screen.findByText(
        'Please confirm that you are a parent or guardian, 18 or older.',
      ),
    ).toBeInTheDocument()
    expect(consented).toBe(false)
    await user.click(screen.getByLabelText(/I am a parent or guardian/))
    await user.click(screen.getByRole('button', { name: 'Confirm' }))
    expect(
      await screen.findByRole('button', { name: 'Play as Kid' }),
    ).toBeInTheDocument()
    expect(consented).toBe(true)
  })
})
