import { storyChapters } from '@/data/story'
import type { JsonLdNode } from '@/lib/seo/jsonLd'
import { siteConfig } from '@/lib/siteConfig'
import { absoluteUrl } from '@/lib/sitemap'

type ArticleInput = {
  siteUrl: string
  path: string
  headline: string
  description: string
}

/** The Article node of /vasavi-story: the four chapters as its sections. */
export function storyArticleNode({
  siteUrl,
  path,
  headline,
  description,
}: ArticleInput): JsonLdNode {
  const url = absoluteUrl(siteUrl, path)
  const organization = { '@id': `${absoluteUrl(siteUrl, '/')}#organization` }
  return {
    '@type': 'Article',
    '@id': `${url}#article`,
    headline,
    description,
    url,
    mainEntityOfPage: url,
    image: absoluteUrl(siteUrl, siteConfig.ogImagePath),
    inLanguage: 'en',
    isAccessibleForFree: true,
    author: organization,
    publisher: organization,
    about: { '@type': 'Thing', name: 'Sri Vasavi Kanyaka Parameswari' },
    articleSection: storyChapters.map((chapter) => chapter.title),
    audience: {
      '@type': 'PeopleAudience',
      suggestedMinAge: 6,
      suggestedMaxAge: 15,
    },
  }
}
