// Writes the Telugu web font the site loads: Noto Sans Telugu (fontsource's
// variable Telugu file) cut down to the Telugu characters in src/, with the
// weight axis kept for the weights we use. HarfBuzz keeps every glyph the
// shaper can reach from those characters (conjuncts, vowel signs), so the
// text shapes as with the full font. Run `npm run font:telugu` after adding
// Telugu text; a unit test fails until you do (decision 023).
import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'

import subsetFont from 'subset-font'

import { FONT_FILE, MANIFEST_FILE, teluguCharactersIn } from './teluguText.mjs'

const SOURCE_FONT =
  '@fontsource-variable/noto-sans-telugu/files/noto-sans-telugu-telugu-wght-normal.woff2'
const WEIGHTS = { min: 400, max: 800 }

const require = createRequire(import.meta.url)
const characters = teluguCharactersIn('src')
const source = readFileSync(require.resolve(SOURCE_FONT))
const subset = await subsetFont(source, characters.join(''), {
  targetFormat: 'woff2',
  variationAxes: { wght: WEIGHTS },
})
writeFileSync(FONT_FILE, subset)
const { version } = JSON.parse(
  readFileSync(
    require.resolve('@fontsource-variable/noto-sans-telugu/package.json'),
    'utf8',
  ),
)
writeFileSync(
  MANIFEST_FILE,
  `${JSON.stringify(
    {
      source: `@fontsource-variable/noto-sans-telugu ${version}, ${SOURCE_FONT.split('/').pop()}`,
      weights: `${WEIGHTS.min}-${WEIGHTS.max}`,
      characters: characters.join(''),
    },
    null,
    2,
  )}\n`,
)
console.log(
  `Telugu font: ${characters.length} characters, ${source.length} → ${subset.length} bytes (${FONT_FILE}).`,
)
