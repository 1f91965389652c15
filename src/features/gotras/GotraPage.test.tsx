import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { renderApp } from '@/test/render'

describe('/gotra/:id', { timeout: 30_000 }, () => {
  it('shows the gotra with its pravara badge, story, family names and links', async () => {
    renderApp('/gotra/kashyapa')
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Kashyapa Gotra' },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument()
    expect(screen.getByText('Pravara Available')).toBeInTheDocument()
    expect(screen.getByText('KASHYAPA')).toBeInTheDocument()
    expect(
      screen.getByText('Kashyapa, Avatsara, Naidhruva'),
    ).toBeInTheDocument()
    expect(screen.getByText('GANAMUKU')).toBeInTheDocument()
    // Right under the h1, the cards' titles are h2 (no skipped level).
    for (const name of [
      'Story for kids',
      'Pravara',
      'Family names (kula)',
      'Why is my gotra special?',
    ]) {
      expect(
        screen.getByRole('heading', { level: 2, name }),
      ).toBeInTheDocument()
    }
    const links = screen.getByRole('navigation', { name: 'Keep exploring' })
    expect(
      within(links).getByRole('link', { name: 'All Gotras' }),
    ).toHaveAttribute('href', '/gotras')
    expect(
      within(links).getByRole('link', { name: 'The Vasavi Story' }),
    ).toHaveAttribute('href', '/vasavi-story')
    expect(within(links).getByRole('link', { name: 'Home' })).toHaveAttribute(
      'href',
      '/',
    )
  })

  it('hides the badge when the pravara is not listed', async () => {
    renderApp('/gotra/agastya')
    await screen.findByRole(
      'heading',
      { level: 1, name: 'Agastya Gotra' },
      { timeout: 5000 },
    )
    expect(screen.queryByText('Pravara Available')).not.toBeInTheDocument()
    expect(screen.getByText('Not Listed in Source')).toBeInTheDocument()
  })

  it('shows Gotra Not Found with a way back for an unknown id', async () => {
    renderApp('/gotra/no-such-gotra')
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Gotra Not Found' },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument()
    expect(
      screen.getByText("Sorry, we couldn't find information about this gotra."),
    ).toBeInTheDocument()
    expect(
      screen.getByRole('link', { name: 'Back to All Gotras' }),
    ).toHaveAttribute('href', '/gotras')
  })
})
