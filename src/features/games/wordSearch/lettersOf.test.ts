import { afterEach, describe, expect, it, vi } from 'vitest'

// Each test loads the module afresh, with no segmenter made yet.
async function freshGrid() {
  vi.resetModules()
  return import('./grid')
}

const RealSegmenter = Intl.Segmenter

/** Counts the segmenters made from now on. */
function countSegmenters() {
  const made = { count: 0 }
  Reflect.set(
    Intl,
    'Segmenter',
    class extends RealSegmenter {
      constructor(...args: ConstructorParameters<typeof RealSegmenter>) {
        super(...args)
        made.count += 1
      }
    },
  )
  return made
}

describe('lettersOf', () => {
  afterEach(() => {
    Reflect.set(Intl, 'Segmenter', RealSegmenter)
  })

  it('splits an English word into its letters without making a segmenter', async () => {
    const made = countSegmenters()
    const { lettersOf } = await freshGrid()
    expect(lettersOf('DIWALI')).toEqual(['D', 'I', 'W', 'A', 'L', 'I'])
    expect(made.count).toBe(0)
  })

  it('splits a Telugu word into aksharas, making the segmenter once', async () => {
    const made = countSegmenters()
    const { lettersOf } = await freshGrid()
    expect(lettersOf('సంక్రాంతి')).toEqual(['సం', 'క్రాం', 'తి'])
    expect(lettersOf('ఉగాది')).toEqual(['ఉ', 'గా', 'ది'])
    expect(made.count).toBe(1)
  })

  it('gives an English word the same letters the segmenter would', async () => {
    const { lettersOf } = await freshGrid()
    const segmenter = new Intl.Segmenter('te', { granularity: 'grapheme' })
    for (const word of ['VASAVI', 'PENUGONDA', 'NAMASKARAM']) {
      expect(lettersOf(word)).toEqual(
        Array.from(segmenter.segment(word), (part) => part.segment),
      )
    }
  })
})
