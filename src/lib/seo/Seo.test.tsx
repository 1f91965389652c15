/* eslint-disable testing-library/no-node-access -- <head> tags and JSON-LD scripts have no roles, so only DOM queries can read them */
import { waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { renderWithProviders } from '@/test/render'

import { Seo } from './Seo'

const meta = (selector: string) =>
  document.head.querySelector(selector)?.getAttribute('content')

describe('Seo', () => {
  it('puts title, description, canonical, social tags and JSON-LD on the page', async () => {
    renderWithProviders(
      <Seo
        title="Games | Vasavi Kids"
        description="Five games about our heritage."
        keywords={['games', 'quiz']}
        path="/games"
        breadcrumbs={[{ name: 'Interactive Games', path: '/games' }]}
        jsonLd={[{ '@type': 'ItemList', name: 'Games' }]}
      />,
    )
    await waitFor(() => expect(document.title).toBe('Games | Vasavi Kids'))
    const origin = window.location.origin
    expect(meta('meta[name="description"]')).toBe(
      'Five games about our heritage.',
    )
    expect(meta('meta[name="keywords"]')).toBe('games, quiz')
    expect(meta('meta[name="robots"]')).toBe('index, follow')
    expect(
      document.head
        .querySelector('link[rel="canonical"]')
        ?.getAttribute('href'),
    ).toBe(`${origin}/games`)
    expect(meta('meta[property="og:title"]')).toBe('Games | Vasavi Kids')
    expect(meta('meta[property="og:url"]')).toBe(`${origin}/games`)
    expect(meta('meta[property="og:image"]')).toBe(`${origin}/og-image.png`)
    expect(meta('meta[name="twitter:card"]')).toBe('summary_large_image')

    const script = document.querySelector('script[type="application/ld+json"]')
    const data = JSON.parse(script?.textContent ?? '{}') as {
      '@graph': { '@type': string }[]
    }
    expect(data['@graph'].map((node) => node['@type'])).toEqual([
      'WebSite',
      'Organization',
      'BreadcrumbList',
      'ItemList',
    ])
  })

  it('marks a page noindex when asked', async () => {
    renderWithProviders(
      <Seo title="Not found" description="Nothing here." path="/x" noindex />,
    )
    await waitFor(() =>
      expect(meta('meta[name="robots"]')).toBe('noindex, nofollow'),
    )
  })
})
