// `npm run icons`: writes src/assets/icons.svg, lucide's drawings of every
// icon src/components/icons/index.ts declares (scripts/art/iconSprite.mjs).
// Run it after adding an icon there; a unit test fails until you do.
import { writeFileSync } from 'node:fs'

import { expectedSprite, SPRITE_FILE } from './iconSprite.mjs'

const sprite = expectedSprite()
writeFileSync(SPRITE_FILE, sprite)
console.log(
  `${SPRITE_FILE}: ${sprite.match(/<symbol /g)?.length ?? 0} icons, ${sprite.length} bytes.`,
)
