import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import {
  declaredIcons,
  expectedSprite,
  ICONS_FILE,
  idFor,
  spriteSvg,
  SPRITE_FILE,
} from './iconSprite.mjs'

describe('the icon sprite', () => {
  const icons = declaredIcons(readFileSync(ICONS_FILE, 'utf8'))

  it('holds every icon src/components/icons declares, as lucide draws it (else run npm run icons)', () => {
    expect(icons.length).toBeGreaterThan(50)
    expect(readFileSync(SPRITE_FILE, 'utf8')).toBe(expectedSprite())
  })

  it('names each symbol after its icon, once', () => {
    for (const { name, id } of icons) expect(id).toBe(idFor(name))
    expect(new Set(icons.map(({ id }) => id)).size).toBe(icons.length)
  })

  it('is a symbol per icon with lucide’s view box and shapes', () => {
    const sprite = spriteSvg([{ name: 'Check', id: 'check' }])
    expect(sprite).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg">\n<symbol id="check" viewBox="0 0 24 24"><path d="[^"]+"><\/path><\/symbol>\n<\/svg>\n$/,
    )
  })

  it('reads the declarations of the icons module', () => {
    const source = [
      "export const Gamepad2 = spriteIcon('gamepad-2')",
      "export const Home = spriteIcon('home')",
      "export type { LucideIcon } from './spriteIcon'",
    ].join('\n')
    expect(declaredIcons(source)).toEqual([
      { name: 'Gamepad2', id: 'gamepad-2' },
      { name: 'Home', id: 'home' },
    ])
    expect(() => spriteSvg([{ name: 'NoSuchIcon', id: 'x' }])).toThrow(
      /no icon NoSuchIcon/,
    )
  })
})
