import type { StoryChapter } from '@/data/story'
import { AGES_SERVED } from '@/lib/ageBands/ageBands'
import type { JsonLdNode } from '@/lib/seo/jsonLd'
import { siteConfig } from '@/lib/siteConfig'
import { absoluteUrl } from '@/lib/sitemap'

type ArticleInput = {
  siteUrl: string
  path: string
  headline: string
  description: string
  /** The chapters as the page shows them. */
  chapters: readonly Pick<StoryChapter, 'title'>[]
  /** The page's language: `en` or `te`. */
  language: string
}

/** The Article node of /vasavi-story: the four chapters as its sections. */
export function storyArticleNode({
  siteUrl,
  path,
  headline,
  description,
  chapters,
  language,
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
    inLanguage: language,
    isAccessibleForFree: true,
    author: organization,
    publisher: organization,
    about: { '@type': 'Thing', name: 'Sri Vasavi Kanyaka Parameswari' },
    articleSection: chapters.map((chapter) => chapter.title),
    audience: {
      '@type': 'PeopleAudience',
      suggestedMinAge: AGES_SERVED.youngest,
      suggestedMaxAge: AGES_SERVED.oldest,
    },
  }
}
