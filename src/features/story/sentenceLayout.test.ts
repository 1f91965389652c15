import { describe, expect, it } from 'vitest'

import { layoutSentences } from './sentenceLayout'

describe('layoutSentences', () => {
  it('numbers sentences across paragraphs in reading order', () => {
    const layout = layoutSentences(['One. Two!', 'Three?'])
    expect(layout.sentences).toEqual(['One.', 'Two!', 'Three?'])
    expect(layout.paragraphs).toEqual([
      [
        { text: 'One.', index: 0 },
        { text: 'Two!', index: 1 },
      ],
      [{ text: 'Three?', index: 2 }],
    ])
  })

  it('gives no sentences for no text', () => {
    expect(layoutSentences([])).toEqual({ sentences: [], paragraphs: [] })
  })
})
