import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { NAME_COLOR, roundPath, teluguNameSvg, WORD } from './teluguNameSvg.mjs'

describe('teluguNameSvg', () => {
  it('rounds coordinates to whole font units', () => {
    expect(roundPath('M744.57,549.26Q-1.5 0.4 10 20Z')).toBe(
      'M745,549Q-1 0 10 20Z',
    )
  })

  it('lays glyphs side by side, flipped, one em high', () => {
    const svg = teluguNameSvg({
      glyphs: [
        {
          path: 'M0,0L1,1Z',
          position: { xAdvance: 500, xOffset: 0, yOffset: 0 },
        },
        { path: '', position: { xAdvance: 0, xOffset: 0, yOffset: 0 } },
        {
          path: 'M2,2Z',
          position: { xAdvance: 300, xOffset: -20, yOffset: 5 },
        },
      ],
      ascender: 900,
      descender: -300,
    })
    expect(svg).toContain('viewBox="0 -900 800 1200"')
    expect(svg).toContain('height="1em"')
    expect(svg).toContain('transform="scale(1 -1)"')
    expect(svg).toContain('<path transform="translate(480 5)" d="M2,2Z"/>')
    expect(svg.match(/<path /g)).toHaveLength(2)
  })
})

describe('public/telugu-name.svg (npm run fonts writes it)', () => {
  const svg = readFileSync('public/telugu-name.svg', 'utf8')

  it('draws the word in the switch’s colour, small enough for every page', () => {
    expect(WORD).toBe('తెలుగు')
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true)
    expect(svg).toContain(`fill="${NAME_COLOR}"`)
    expect(svg.match(/<path /g)?.length).toBeGreaterThanOrEqual(4)
    expect(svg.length).toBeLessThan(5000)
  })
})
