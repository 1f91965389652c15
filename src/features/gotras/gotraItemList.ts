import type { Gotra } from '@/data/gotras'
import { gotrasText } from '@/lib/i18n/gotras'
import { paths } from '@/lib/paths'
import type { JsonLdNode } from '@/lib/seo/jsonLd'
import { absoluteUrl } from '@/lib/sitemap'

/**
 * schema.org ItemList of every gotra page, for /gotras, in the page's
 * language (the Telugu list links the Telugu pages).
 */
export function gotraItemListNode(
  siteUrl: string,
  list: readonly Pick<Gotra, 'id' | 'name'>[],
): JsonLdNode {
  return {
    '@type': 'ItemList',
    name: gotrasText('gotras.itemList.name'),
    numberOfItems: list.length,
    itemListElement: list.map((gotra, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: gotrasText('gotras.card.title', { name: gotra.name }),
      url: absoluteUrl(siteUrl, paths.gotra.getHref(gotra.id)),
    })),
  }
}
