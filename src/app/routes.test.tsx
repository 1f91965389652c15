import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'

import { pageMeta as teluguMeta } from '@/data/te/pageMeta'
import { languageOfPath } from '@/lib/i18n/language'
import { renderApp } from '@/test/render'

describe('the route table', () => {
  it.each([
    ['/', 'Welcome to Vasavi Kids!'],
    ['/gotras', 'Explore Our 102 Gotras'],
    ['/gotra/kashyapa', 'Kashyapa Gotra'],
    ['/vasavi-story', 'The Story of Sri Vasavi Kanyaka Parameswari'],
    ['/games', 'Interactive Games'],
    ['/coloring', 'Coloring Corner'],
    ['/traditions', 'Our Traditions'],
    ['/auth', 'Login or Sign Up'],
    ['/leaderboard', 'Top Players'],
    ['/terms-of-use', 'Terms of Use'],
    ['/privacy-policy', 'Privacy Policy'],
  ])('renders %s with its heading inside the layout', async (path, heading) => {
    renderApp(path)
    expect(
      await screen.findByRole('heading', { level: 1, name: heading }),
    ).toBeInTheDocument()
    expect(
      screen.getByRole('link', { name: 'Vasavi Kids home' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('contentinfo')).toBeInTheDocument()
  })

  it('shows a breadcrumb on pages below home', async () => {
    renderApp('/games')
    const breadcrumb = await screen.findByRole('navigation', {
      name: 'Breadcrumb',
    })
    expect(breadcrumb).toHaveTextContent('HomeFun ZoneInteractive Games')
    expect(
      screen.getByText('Interactive Games', { selector: '[aria-current]' }),
    ).toBeInTheDocument()
  })

  it('renders the five home sections with their anchors', async () => {
    renderApp('/')
    await screen.findByRole('heading', { level: 1 })
    for (const [id, name] of [
      ['history', 'Our Story: A Journey Through Time'],
      ['culture', 'Our Way of Life'],
      ['heroes', 'Our Heroes'],
      ['festivals', 'Our Celebrations'],
      ['games', 'Fun Zone'],
    ]) {
      expect(screen.getByRole('region', { name })).toHaveAttribute('id', id)
    }
  })

  it('shows the 404 page for an unknown path and logs the path', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    renderApp('/no/such/page')
    expect(
      await screen.findByRole('heading', { name: /Oops! Page not found/ }),
    ).toBeInTheDocument()
    expect(screen.getByText('404', { selector: 'p' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go back home' })).toHaveAttribute(
      'href',
      '/',
    )
    // The log is a passive effect; React may flush it after the heading paints.
    await waitFor(() => {
      expect(warn).toHaveBeenCalledWith(
        expect.stringContaining('/no/such/page'),
      )
    })
  })
})

describe('the Telugu edition', () => {
  it.each([
    ['/te', teluguMeta.home.heading],
    ['/te/gotras', teluguMeta.gotras.heading],
    ['/te/gotra/kashyapa', 'కశ్యప గోత్రం'],
    ['/te/vasavi-story', teluguMeta.vasaviStory.heading],
    ['/te/games', teluguMeta.games.heading],
    ['/te/coloring', teluguMeta.coloring.heading],
    ['/te/traditions', teluguMeta.traditions.heading],
    ['/te/auth', teluguMeta.auth.heading],
    ['/te/leaderboard', teluguMeta.leaderboard.heading],
    ['/te/terms-of-use', teluguMeta.termsOfUse.heading],
    ['/te/privacy-policy', teluguMeta.privacyPolicy.heading],
  ])(
    'renders %s in Telugu, its links staying in /te',
    async (path, heading) => {
      renderApp(path)
      expect(
        await screen.findByRole('heading', { level: 1, name: heading }),
      ).toBeInTheDocument()
      expect(
        screen.getByRole('link', { name: 'వాసవి కిడ్స్ మొదటి పేజీ' }),
      ).toHaveAttribute('href', '/te')
      const english = screen
        .getAllByRole('link')
        .map((link) => link.getAttribute('href') ?? '')
        .filter((href) => href.startsWith('/') && languageOfPath(href) !== 'te')
      // Only the language switch (desktop and menu) leads back to English.
      expect(english).toEqual([path.slice(3) || '/'])
      // Written by the layout's effect, which may run after the heading has
      // been found (a busy machine).
      await waitFor(() =>
        expect(document.documentElement).toHaveAttribute('lang', 'te'),
      )
    },
  )

  it('writes <html lang> only when the edition changes it (a write restyles the whole page)', async () => {
    const root = document.documentElement
    root.lang = 'te'
    const writes = vi.spyOn(root, 'lang', 'set')
    renderApp('/te/games')
    await screen.findByRole('heading', { level: 1 })
    expect(writes).not.toHaveBeenCalled()
    root.lang = 'en'
    writes.mockClear()
    renderApp('/te/coloring')
    await screen.findByRole('heading', {
      level: 1,
      name: teluguMeta.coloring.heading,
    })
    // The layout's effect may run after the heading is found (a busy machine).
    await waitFor(() => expect(writes).toHaveBeenCalledWith('te'))
  })

  it('shows the Telugu 404 for an unknown Telugu address', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    renderApp('/te/no/such/page')
    expect(
      await screen.findByRole('heading', { name: /అయ్యో! ఈ పేజీ దొరకలేదు/ }),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'మొదటి పేజీకి వెళ్ళండి' })).toHaveAttribute(
      'href',
      '/te',
    )
  })

  it('the legal pages say first that the English text is the binding one', async () => {
    renderApp('/te/terms-of-use')
    await screen.findByRole('heading', { level: 1 })
    expect(screen.getByText(/చెల్లుబాటు అయ్యేది ఇంగ్లీష్ పాఠమే/)).toBeInTheDocument()
  })
})
