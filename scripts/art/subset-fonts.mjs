// `npm run fonts`: writes the web fonts the site loads, each fontsource's
// variable file cut down to the characters the site's text uses, with the
// weight axis kept for the weights we use (scripts/build/siteFonts.mjs). HarfBuzz
// keeps every glyph the shaper can reach from those characters (Telugu
// conjuncts and vowel signs, Latin ligatures), so text shapes as with the
// full font. Run it after adding text with new characters; a unit test fails
// until you do (decisions 023 and 030).
import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'

import subsetFont from 'subset-font'

import {
  charactersIn,
  FONT_SUBSETS,
  MANIFEST_FILE,
} from '../build/siteFonts.mjs'

const require = createRequire(import.meta.url)
const manifest = {}
for (const font of FONT_SUBSETS) {
  const characters = charactersIn('src', font.script, {
    teluguEdition: font.teluguEdition,
  })
  const source = readFileSync(require.resolve(font.source))
  const subset = await subsetFont(source, characters.join(''), {
    targetFormat: 'woff2',
    variationAxes: { wght: font.weights },
  })
  writeFileSync(font.file, subset)
  const { version } = JSON.parse(
    readFileSync(require.resolve(`${font.package}/package.json`), 'utf8'),
  )
  manifest[font.name] = {
    source: `${font.package} ${version}, ${font.source.split('/').pop()}`,
    weights: `${font.weights.min}-${font.weights.max}`,
    characters: characters.join(''),
  }
  console.log(
    `${font.name}: ${characters.length} characters, ${source.length} → ${subset.length} bytes (${font.file}).`,
  )
}
writeFileSync(MANIFEST_FILE, `${JSON.stringify(manifest, null, 2)}\n`)
