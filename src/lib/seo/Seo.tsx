import { Helmet } from 'react-helmet-async'

import { getSiteUrl } from '@/lib/env'
import {
  alternatesOf,
  getActiveLanguage,
  LANGUAGE_TAGS,
  LANGUAGES,
  localHref,
  OG_LOCALES,
} from '@/lib/i18n/language'
import { shellText } from '@/lib/i18n/shell'
import { siteConfig } from '@/lib/siteConfig'
import { absoluteUrl } from '@/lib/sitemap'

import { useJsonLdInHead } from './headCollector'
import {
  breadcrumbNode,
  jsonLdGraph,
  organizationNode,
  serializeJsonLd,
  webPageNode,
  websiteNode,
  type Crumb,
  type JsonLdNode,
} from './jsonLd'

export type SeoProps = {
  /** The whole <title>, unique per route. */
  title: string
  description: string
  keywords?: readonly string[]
  /** Path of this page, for the canonical link and og:url. */
  path: string
  /** Pages below Home, in order, ending with this page. */
  breadcrumbs?: readonly Crumb[]
  /** Page-specific structured data (ItemList, Article, Recipe...). */
  jsonLd?: readonly JsonLdNode[]
  ogType?: 'website' | 'article'
  noindex?: boolean
}

/** The one JSON-LD script of a page, in <head>. */
export const STRUCTURED_DATA_ID = 'structured-data'

/**
 * Title, description, canonical, social tags and JSON-LD for one route, in
 * the edition being shown: the canonical is this edition's address, and
 * `hreflang` links name the page in each edition (x-default: English).
 */
export function Seo({
  title,
  description,
  keywords = [],
  path,
  breadcrumbs = [],
  jsonLd = [],
  ogType = 'website',
  noindex = false,
}: SeoProps) {
  const siteUrl = getSiteUrl()
  const language = getActiveLanguage()
  const here = localHref(path)
  const url = absoluteUrl(siteUrl, here)
  const image = absoluteUrl(siteUrl, siteConfig.ogImagePath)
  const graph = jsonLdGraph([
    websiteNode(siteUrl, shellText('footer.about')),
    organizationNode(siteUrl),
    webPageNode(siteUrl, {
      path: here,
      title,
      description,
      language: LANGUAGE_TAGS[language],
    }),
    breadcrumbNode(
      siteUrl,
      breadcrumbs.map((crumb) => ({ ...crumb, path: localHref(crumb.path) })),
      shellText('common.home'),
      localHref('/'),
    ),
    ...jsonLd,
  ])
  useJsonLdInHead(STRUCTURED_DATA_ID, serializeJsonLd(graph))
  return (
    <Helmet>
      <title>{title}</title>
      <meta name="description" content={description} />
      {keywords.length > 0 ? (
        <meta name="keywords" content={keywords.join(', ')} />
      ) : null}
      <link rel="canonical" href={url} />
      {noindex
        ? null
        : alternatesOf(here).map((alternate) => (
            <link
              key={alternate.hreflang}
              rel="alternate"
              hrefLang={alternate.hreflang}
              href={absoluteUrl(siteUrl, alternate.path)}
            />
          ))}
      <meta
        name="robots"
        content={noindex ? 'noindex, nofollow' : 'index, follow'}
      />
      <meta property="og:type" content={ogType} />
      <meta property="og:site_name" content={siteConfig.name} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content="1200" />
      <meta property="og:image:height" content="630" />
      <meta property="og:locale" content={OG_LOCALES[language]} />
      {LANGUAGES.filter((other) => other !== language).map((other) => (
        <meta
          key={other}
          property="og:locale:alternate"
          content={OG_LOCALES[other]}
        />
      ))}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image} />
    </Helmet>
  )
}
