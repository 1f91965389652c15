import type { Gotra } from '@/data/gotras'
import { paths } from '@/lib/paths'
import type { JsonLdNode } from '@/lib/seo/jsonLd'
import { absoluteUrl } from '@/lib/sitemap'

/** schema.org ItemList of every gotra page, for /gotras. */
export function gotraItemListNode(
  siteUrl: string,
  list: readonly Pick<Gotra, 'id' | 'name'>[],
): JsonLdNode {
  return {
    '@type': 'ItemList',
    name: 'The 102 gotras of the Arya Vysya community',
    numberOfItems: list.length,
    itemListElement: list.map((gotra, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: `${gotra.name} Gotra`,
      url: absoluteUrl(siteUrl, paths.gotra.getHref(gotra.id)),
    })),
  }
}
