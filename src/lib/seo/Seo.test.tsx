/* eslint-disable testing-library/no-node-access -- <head> tags and JSON-LD scripts have no roles, so only DOM queries can read them */
import { waitFor } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { renderWithProviders } from '@/test/render'
import { showTelugu } from '@/test/telugu'

import { HeadCollector, HeadCollectorProvider } from './headCollector'
import { Seo, STRUCTURED_DATA_ID } from './Seo'

const meta = (selector: string) =>
  document.head.querySelector(selector)?.getAttribute('content')

const alternates = () =>
  [...document.head.querySelectorAll('link[rel="alternate"]')].map((link) => [
    link.getAttribute('hreflang'),
    link.getAttribute('href'),
  ])

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

    const script = document.head.querySelector(
      'script[type="application/ld+json"]',
    )
    const data = JSON.parse(script?.textContent ?? '{}') as {
      '@graph': { '@type': string }[]
    }
    expect(data['@graph'].map((node) => node['@type'])).toEqual([
      'WebSite',
      'Organization',
      'WebPage',
      'BreadcrumbList',
      'ItemList',
    ])
    expect(data['@graph'][2]).toMatchObject({ inLanguage: 'en' })
    expect(meta('meta[property="og:locale"]')).toBe('en_US')
    expect(meta('meta[property="og:locale:alternate"]')).toBe('te_IN')
    expect(alternates()).toEqual([
      ['en', `${origin}/games`],
      ['te', `${origin}/te/games`],
      ['x-default', `${origin}/games`],
    ])
  })

  it('on a Telugu page: the Telugu canonical, locale, language and links', async () => {
    await showTelugu()
    renderWithProviders(
      <Seo
        title="ఆటలు | వాసవి కిడ్స్"
        description="ఐదు ఆటలు."
        path="/games"
        breadcrumbs={[{ name: 'ఆటలు', path: '/games' }]}
      />,
    )
    await waitFor(() => expect(document.title).toBe('ఆటలు | వాసవి కిడ్స్'))
    const origin = window.location.origin
    expect(
      document.head
        .querySelector('link[rel="canonical"]')
        ?.getAttribute('href'),
    ).toBe(`${origin}/te/games`)
    expect(meta('meta[property="og:url"]')).toBe(`${origin}/te/games`)
    expect(meta('meta[property="og:locale"]')).toBe('te_IN')
    expect(alternates()).toEqual([
      ['en', `${origin}/games`],
      ['te', `${origin}/te/games`],
      ['x-default', `${origin}/games`],
    ])
    const data = JSON.parse(
      document.head.querySelector('script[type="application/ld+json"]')
        ?.textContent ?? '{}',
    ) as {
      '@graph': {
        '@type': string
        inLanguage?: string
        itemListElement?: { item: string }[]
      }[]
    }
    const byType = (type: string) =>
      data['@graph'].find((node) => node['@type'] === type)
    expect(byType('WebPage')?.inLanguage).toBe('te')
    expect(
      byType('BreadcrumbList')?.itemListElement?.map((crumb) => crumb.item),
    ).toEqual([`${origin}/te`, `${origin}/te/games`])
  })

  it('marks a page noindex when asked', async () => {
    renderWithProviders(
      <Seo title="Not found" description="Nothing here." path="/x" noindex />,
    )
    await waitFor(() =>
      expect(meta('meta[name="robots"]')).toBe('noindex, nofollow'),
    )
  })

  it('keeps one JSON-LD script in <head> and removes it with the page', async () => {
    const { unmount, rerender } = renderWithProviders(
      <Seo title="A" description="First." path="/a" />,
    )
    await waitFor(() => expect(document.title).toBe('A'))
    rerender(
      <Seo
        title="B"
        description="Second."
        path="/b"
        breadcrumbs={[{ name: 'Page B', path: '/b' }]}
      />,
    )
    await waitFor(() => expect(document.title).toBe('B'))
    const scripts = document.querySelectorAll(
      'script[type="application/ld+json"]',
    )
    expect(scripts).toHaveLength(1)
    expect(scripts[0]?.parentElement).toBe(document.head)
    expect(scripts[0]?.textContent).toContain('"name":"Page B"')
    unmount()
    expect(document.getElementById(STRUCTURED_DATA_ID)).toBeNull()
  })

  it('hands JSON-LD to the prerender instead of rendering it in the page', () => {
    const collector = new HeadCollector()
    const view = renderToString(
      <HeadCollectorProvider collector={collector}>
        <Seo title="Gotras" description="All 102." path="/gotras" />
      </HeadCollectorProvider>,
    )
    expect(view).toContain('<title>Gotras</title>')
    expect(view).not.toContain('application/ld+json')
    const [script, ...rest] = collector.scripts()
    expect(rest).toEqual([])
    expect(script).toMatch(
      new RegExp(
        `^<script type="application/ld\\+json" id="${STRUCTURED_DATA_ID}">\\{.*"@graph".*</script>$`,
      ),
    )
  })
})
