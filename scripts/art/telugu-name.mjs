// Part of `npm run fonts`: draws the word "Telugu" in Telugu script (the
// language switch's name for the Telugu edition) as an SVG of glyph outlines,
// public/telugu-name.svg, shaped by HarfBuzz from the Telugu font the site
// ships (Noto Sans Telugu, weight 600 like the switch's other name). An
// English page shows the word without loading any Telugu web font, and it
// reads the same on devices that have no Telugu font (decision 032).
import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'

import fontverter from 'fontverter'
import * as hb from 'harfbuzzjs'

import { teluguNameSvg, WORD } from './teluguNameSvg.mjs'

const require = createRequire(import.meta.url)
const FONT =
  '@fontsource-variable/noto-sans-telugu/files/noto-sans-telugu-telugu-wght-normal.woff2'
const OUT = 'public/telugu-name.svg'

// HarfBuzz reads TrueType, not WOFF2.
const blob = new hb.Blob(
  await fontverter.convert(readFileSync(require.resolve(FONT)), 'truetype'),
)
const face = new hb.Face(blob)
const font = new hb.Font(face)
font.setVariations([new hb.Variation('wght', 600)])
const buffer = new hb.Buffer()
buffer.addText(WORD)
buffer.guessSegmentProperties()
hb.shape(font, buffer)
const glyphs = buffer.getGlyphInfos().map((info, index) => ({
  path: font.glyphToPath(info.codepoint),
  position: buffer.getGlyphPositions()[index],
}))
const { ascender, descender } = font.hExtents()
writeFileSync(OUT, teluguNameSvg({ glyphs, ascender, descender }))
console.log(`${OUT}: ${WORD.length} characters, ${glyphs.length} glyphs.`)
