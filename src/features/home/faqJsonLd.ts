import type { Definition } from '@/data/homeStats'
import type { JsonLdNode } from '@/lib/seo/jsonLd'

/** A schema.org FAQPage node built from the home page's definitions. */
export function faqPageNode(definitions: readonly Definition[]): JsonLdNode {
  return {
    '@type': 'FAQPage',
    mainEntity: definitions.map((definition) => ({
      '@type': 'Question',
      name: definition.question,
      acceptedAnswer: { '@type': 'Answer', text: definition.answer },
    })),
  }
}
