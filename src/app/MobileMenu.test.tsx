import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'

import { renderWithProviders } from '@/test/render'

import { MobileMenu } from './MobileMenu'

describe('MobileMenu', () => {
  it('opens with the six items, and closes on Escape with focus back on the button', async () => {
    const user = userEvent.setup()
    renderWithProviders(<MobileMenu />)
    const button = screen.getByRole('button', { name: 'Open menu' })
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument()

    await user.click(button)
    expect(button).toHaveAttribute('aria-expanded', 'true')
    expect(button).toHaveAccessibleName('Close menu')
    const menu = screen.getByRole('navigation', { name: 'Main' })
    expect(button).toHaveAttribute('aria-controls', menu.id)
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Our Story',
      'Our Way of Life',
      'Our Heroes',
      'Our Celebrations',
      'Gotra Explorer',
      'Fun Zone',
      'English',
      '', // drawn as an image, named by its alt text
      // A guest's way in.
      'Leaderboard',
      'Login / Sign Up',
    ])
    expect(
      within(menu).getByRole('link', { name: 'Login / Sign Up' }),
    ).toHaveAttribute('href', '/auth')
    expect(within(menu).getByRole('link', { name: 'తెలుగు' })).toHaveAttribute(
      'href',
      '/te',
    )
    expect(
      within(menu).getByRole('group', { name: 'Language' }),
    ).toBeInTheDocument()

    await user.keyboard('{Escape}')
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument()
    expect(button).toHaveFocus()
  })

  it('works from the keyboard alone', async () => {
    const user = userEvent.setup()
    renderWithProviders(<MobileMenu />)
    await user.tab()
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeVisible()
    await user.tab()
    expect(screen.getByRole('link', { name: 'Our Story' })).toHaveFocus()
  })

  it('closes when one of its links is followed', async () => {
    const user = userEvent.setup()
    const { router } = renderWithProviders(<MobileMenu />, { route: '/gotras' })
    await user.click(screen.getByRole('button', { name: 'Open menu' }))
    await user.click(screen.getByRole('link', { name: 'Our Heroes' }))
    expect(router.state.location).toMatchObject({
      pathname: '/',
      hash: '#heroes',
    })
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    )
  })

  it('closes on a tap outside it', async () => {
    const user = userEvent.setup()
    renderWithProviders(
      <>
        <MobileMenu />
        <p>Outside</p>
      </>,
    )
    await user.click(screen.getByRole('button', { name: 'Open menu' }))
    await user.click(screen.getByText('Outside'))
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    )
  })
})
