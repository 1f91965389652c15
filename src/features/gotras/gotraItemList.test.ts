import { describe, expect, it } from 'vitest'

import { gotras } from '@/data/gotras'

import { gotraItemListNode } from './gotraItemList'

describe('gotraItemListNode', () => {
  it('lists every gotra page with its position and absolute URL', () => {
    const node = gotraItemListNode('https://example.org/', gotras)
    expect(node['@type']).toBe('ItemList')
    expect(node.numberOfItems).toBe(102)
    const items = node.itemListElement as {
      position: number
      name: string
      url: string
    }[]
    expect(items).toHaveLength(102)
    expect(items[0]).toMatchObject({ position: 1, name: 'Aswalayana Gotra' })
    expect(items.map((item) => item.url)).toContain(
      'https://example.org/gotra/kashyapa',
    )
    expect(items[101]?.position).toBe(102)
  })
})
