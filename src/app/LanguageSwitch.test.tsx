import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'

import { LANGUAGE_KEY } from '@/lib/i18n/languageChoice'
import { renderWithProviders } from '@/test/render'

import { LanguageSwitch } from './LanguageSwitch'

describe('LanguageSwitch', () => {
  it('links to this page in each edition, keeping the section, and marks the current one', () => {
    renderWithProviders(<LanguageSwitch />, { route: '/gotra/kashyapa#story' })
    const english = screen.getByRole('link', { name: 'English' })
    const telugu = screen.getByRole('link', { name: 'తెలుగు' })
    expect(english).toHaveAttribute('href', '/gotra/kashyapa#story')
    expect(english).toHaveAttribute('aria-current', 'true')
    expect(english).toHaveAttribute('lang', 'en')
    expect(telugu).toHaveAttribute('href', '/te/gotra/kashyapa#story')
    expect(telugu).not.toHaveAttribute('aria-current')
    expect(telugu).toHaveAttribute('lang', 'te')
    expect(telugu).toHaveAttribute('hreflang', 'te')
  })

  it('on a Telugu page, offers the way back to English', () => {
    renderWithProviders(<LanguageSwitch />, { route: '/te' })
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute(
      'href',
      '/',
    )
    expect(screen.getByRole('link', { name: 'తెలుగు' })).toHaveAttribute(
      'aria-current',
      'true',
    )
  })

  it('goes to the other edition from the keyboard and remembers the choice', async () => {
    const user = userEvent.setup()
    const { router } = renderWithProviders(<LanguageSwitch />, {
      route: '/games',
    })
    await user.tab()
    expect(screen.getByRole('link', { name: 'English' })).toHaveFocus()
    await user.tab()
    await user.keyboard('{Enter}')
    expect(router.state.location.pathname).toBe('/te/games')
    expect(window.localStorage.getItem(LANGUAGE_KEY)).toBe('te')

    await user.click(screen.getByRole('link', { name: 'English' }))
    expect(router.state.location.pathname).toBe('/games')
    expect(window.localStorage.getItem(LANGUAGE_KEY)).toBe('en')
  })
})
