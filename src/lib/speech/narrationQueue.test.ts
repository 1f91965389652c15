import { describe, expect, it } from 'vitest'

import { buildNarrationQueue, placeAt } from './narrationQueue'

describe('buildNarrationQueue', () => {
  const items = [
    { id: 'question', text: 'Which festival starts the year?' },
    { id: 'option-0', text: 'Ugadi' },
    { id: 'option-1', text: 'Diwali' },
    {
      id: 'explanation',
      text: 'Ugadi is the Telugu New Year. Families eat Ugadi pachadi.',
    },
  ]

  it('reads the items in the order given, one sentence at a time', () => {
    expect(buildNarrationQueue(items).sentences).toEqual([
      'Which festival starts the year?',
      'Ugadi',
      'Diwali',
      'Ugadi is the Telugu New Year.',
      'Families eat Ugadi pachadi.',
    ])
  })

  it('knows the item and the sentence of each place in the queue', () => {
    const queue = buildNarrationQueue(items)
    expect(placeAt(queue, 0)).toEqual({ itemId: 'question', sentence: 0 })
    expect(placeAt(queue, 2)).toEqual({ itemId: 'option-1', sentence: 0 })
    expect(placeAt(queue, 4)).toEqual({ itemId: 'explanation', sentence: 1 })
    expect(placeAt(queue, 5)).toBeNull()
    expect(placeAt(queue, -1)).toBeNull()
  })

  it('leaves out empty items, so no silent sentence is queued', () => {
    const queue = buildNarrationQueue([
      { id: 'a', text: '  ' },
      { id: 'b', text: 'సరైనది! శభాష్.' },
    ])
    expect(queue.sentences).toEqual(['సరైనది!', 'శభాష్.'])
    expect(queue.places.map((place) => place.itemId)).toEqual(['b', 'b'])
  })
})
