import { describe, expect, it } from 'vitest'

import { homeDefinitions } from '@/data/homeStats'

import { faqPageNode } from './faqJsonLd'

describe('faqPageNode', () => {
  it('turns every definition into a question with its answer', () => {
    const node = faqPageNode(homeDefinitions)
    expect(node['@type']).toBe('FAQPage')
    expect(node.mainEntity).toHaveLength(homeDefinitions.length)
    expect(node.mainEntity).toContainEqual({
      '@type': 'Question',
      name: 'What is a gotra?',
      acceptedAnswer: {
        '@type': 'Answer',
        text: expect.stringContaining('102 gotras') as unknown,
      },
    })
  })
})
