import { describe, expect, it } from 'vitest'

import { coloringFileName, slugifyTitle, studioFileName } from './fileName'

describe('coloringFileName', () => {
  it.each([
    ['Diya of Light', 'diya-of-light-coloring-page.png'],
    ['Sankranti Kite', 'sankranti-kite-coloring-page.png'],
    ["Grandma's Kolam", 'grandmas-kolam-coloring-page.png'],
    ['Vasavi’s  Lamp', 'vasavis-lamp-coloring-page.png'],
    ['Many    Spaces   Here', 'many-spaces-here-coloring-page.png'],
    ['ALL CAPS Title', 'all-caps-title-coloring-page.png'],
    ['  Trimmed  ', 'trimmed-coloring-page.png'],
    ['Art & Culture: Muggu!', 'art-culture-muggu-coloring-page.png'],
    ['Kalash with Mango Leaves', 'kalash-with-mango-leaves-coloring-page.png'],
  ])('names "%s" as %s', (title, expected) => {
    expect(coloringFileName(title)).toBe(expected)
  })

  it('never produces an empty or hidden file name', () => {
    expect(coloringFileName('!!!')).toBe('vasavi-kids-coloring-page.png')
    expect(studioFileName('')).toBe('vasavi-kids-my-coloring.png')
  })
})

describe('slugifyTitle', () => {
  it('keeps digits and drops every apostrophe style', () => {
    expect(slugifyTitle("102 Gotras' Day ‘Fun’")).toBe('102-gotras-day-fun')
  })
})

describe('studioFileName', () => {
  it('marks a picture colored in the studio', () => {
    expect(studioFileName('Temple Gopuram of Penugonda')).toBe(
      'temple-gopuram-of-penugonda-my-coloring.png',
    )
  })
})

describe('file names of the Telugu edition’s pages', () => {
  it('take the page id when the title has no Latin letters', () => {
    expect(coloringFileName('వెలుగుల దీపం', 'diya')).toBe(
      'diya-coloring-page.png',
    )
    expect(studioFileName('ఆలయ గోపురం', 'temple-gopuram')).toBe(
      'temple-gopuram-my-coloring.png',
    )
    expect(coloringFileName('Diya of Light', 'diya')).toBe(
      'diya-of-light-coloring-page.png',
    )
  })
})
