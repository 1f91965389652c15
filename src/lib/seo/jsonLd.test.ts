import { describe, expect, it } from 'vitest'

import { siteConfig } from '@/lib/siteConfig'

import {
  breadcrumbNode,
  jsonLdGraph,
  organizationNode,
  serializeJsonLd,
  websiteNode,
} from './jsonLd'

const SITE = 'https://kids.example.org'

describe('JSON-LD builders', () => {
  it('builds a breadcrumb list that starts at home with absolute URLs', () => {
    expect(
      breadcrumbNode(SITE, [{ name: 'Gotras', path: '/gotras' }], 'Home'),
    ).toEqual({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${SITE}/` },
        {
          '@type': 'ListItem',
          position: 2,
          name: 'Gotras',
          item: `${SITE}/gotras`,
        },
      ],
    })
  })

  it('links the website to its publishing organization', () => {
    const website = websiteNode(SITE, 'About us')
    const organization = organizationNode(SITE)
    expect(website.publisher).toEqual({ '@id': organization['@id'] })
    expect(organization.email).toBe(siteConfig.contactEmail)
    expect(organization.logo).toBe(`${SITE}${siteConfig.logoPath}`)
  })

  it('gives search engines the ages of the site’s bands, 5 to 15 (decision 068)', () => {
    expect(websiteNode(SITE, 'About us').audience).toEqual({
      '@type': 'PeopleAudience',
      suggestedMinAge: 5,
      suggestedMaxAge: 15,
    })
  })

  it('serializes without a raw "<" so a string cannot end the script tag', () => {
    const text = serializeJsonLd(
      jsonLdGraph([{ '@type': 'Thing', name: '</script><b>' }]),
    )
    expect(text).not.toContain('<')
    expect(JSON.parse(text)).toEqual({
      '@context': 'https://schema.org',
      '@graph': [{ '@type': 'Thing', name: '</script><b>' }],
    })
  })
})
