import { describe, expect, it } from 'vitest'

import { storyChapters } from '@/data/story'
import { jsonLdGraph, serializeJsonLd } from '@/lib/seo/jsonLd'

import { storyArticleNode } from './storyJsonLd'

describe('storyArticleNode', () => {
  const node = storyArticleNode({
    siteUrl: 'https://example.org/',
    path: '/vasavi-story',
    headline: 'The Story of Sri Vasavi Kanyaka Parameswari',
    description: 'Four chapters.',
    chapters: storyChapters,
    language: 'en',
  })

  it('is an Article about the story with its four chapters', () => {
    const parsed = JSON.parse(serializeJsonLd(jsonLdGraph([node]))) as {
      '@graph': Record<string, unknown>[]
    }
    expect(parsed['@graph'][0]).toMatchObject({
      '@type': 'Article',
      headline: 'The Story of Sri Vasavi Kanyaka Parameswari',
      url: 'https://example.org/vasavi-story',
      mainEntityOfPage: 'https://example.org/vasavi-story',
      image: 'https://example.org/og-image.png',
      author: { '@id': 'https://example.org/#organization' },
      inLanguage: 'en',
      articleSection: [
        'The Beautiful Princess',
        'The Difficult Choice',
        'The Sacred Fire',
        'The Eternal Protector',
      ],
    })
  })

  it('keeps the headline within the 110 characters search engines show', () => {
    expect(String(node.headline).length).toBeLessThanOrEqual(110)
  })
})
