import { AGES_SERVED } from '@/lib/ageBands/ageBands'
import { siteConfig } from '@/lib/siteConfig'
import { absoluteUrl } from '@/lib/sitemap'

/** A schema.org node; the builders below keep the shapes in one place. */
export type JsonLdNode = { '@type': string } & Record<string, unknown>

export type Crumb = { name: string; path: string }

export function websiteNode(siteUrl: string, description: string): JsonLdNode {
  return {
    '@type': 'WebSite',
    '@id': `${absoluteUrl(siteUrl, '/')}#website`,
    url: absoluteUrl(siteUrl, '/'),
    name: siteConfig.name,
    description,
    inLanguage: ['en', 'te'],
    publisher: { '@id': `${absoluteUrl(siteUrl, '/')}#organization` },
    audience: {
      '@type': 'PeopleAudience',
      suggestedMinAge: AGES_SERVED.youngest,
      suggestedMaxAge: AGES_SERVED.oldest,
    },
  }
}

export function organizationNode(siteUrl: string): JsonLdNode {
  return {
    '@type': 'Organization',
    '@id': `${absoluteUrl(siteUrl, '/')}#organization`,
    name: siteConfig.name,
    url: absoluteUrl(siteUrl, '/'),
    logo: absoluteUrl(siteUrl, siteConfig.logoPath),
    email: siteConfig.contactEmail,
    sameAs: [siteConfig.creatorProfileUrl],
  }
}

/**
 * The page itself, in its language (`inLanguage`: `en` or `te`), part of
 * the website.
 */
export function webPageNode(
  siteUrl: string,
  page: { path: string; title: string; description: string; language: string },
): JsonLdNode {
  const url = absoluteUrl(siteUrl, page.path)
  return {
    '@type': 'WebPage',
    '@id': `${url}#webpage`,
    url,
    name: page.title,
    description: page.description,
    inLanguage: page.language,
    isPartOf: { '@id': `${absoluteUrl(siteUrl, '/')}#website` },
  }
}

/**
 * Home is always the first crumb (at `homePath`, `/` or the Telugu `/te`);
 * `crumbs` are the pages below it.
 */
export function breadcrumbNode(
  siteUrl: string,
  crumbs: readonly Crumb[],
  homeName: string,
  homePath = '/',
): JsonLdNode {
  const all = [{ name: homeName, path: homePath }, ...crumbs]
  return {
    '@type': 'BreadcrumbList',
    itemListElement: all.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(siteUrl, crumb.path),
    })),
  }
}

export function jsonLdGraph(nodes: readonly JsonLdNode[]): {
  '@context': string
  '@graph': readonly JsonLdNode[]
} {
  return { '@context': 'https://schema.org', '@graph': nodes }
}

/** JSON for a <script> element: `<` is escaped so text can never close the tag. */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}
