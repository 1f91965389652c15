// The icon sprite (decision 065): lucide's drawings of the icons that
// src/components/icons/index.ts declares, as <symbol>s of one SVG file that
// every page's icons <use>. Shared by scripts/art/icon-sprite.mjs, which
// writes it, and its test, which fails when the file and the list differ.
import { readFileSync } from 'node:fs'

import * as lucide from 'lucide-react'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'

export const ICONS_FILE = 'src/components/icons/index.ts'
export const SPRITE_FILE = 'src/assets/icons.svg'

const DECLARATION = /^export const (\w+) = spriteIcon\('([a-z0-9-]+)'\)$/gm

/**
 * The icons a module declares, in its order: the lucide-react export each
 * draws and the id of its symbol.
 * @param {string} source
 * @returns {{ name: string, id: string }[]}
 */
export function declaredIcons(source) {
  return [...source.matchAll(DECLARATION)].map(([, name, id]) => ({ name, id }))
}

/** `Gamepad2` → `gamepad-2`: the id an icon's export name gives its symbol. */
export function idFor(name) {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Za-z])([0-9])/g, '$1-$2')
    .toLowerCase()
}

/**
 * One icon as lucide-react draws it: its shapes (what goes inside the
 * <svg>) and its view box.
 * @param {string} name a lucide-react export
 */
export function lucideShapes(name) {
  const component = lucide[name]
  if (!component) throw new Error(`lucide-react has no icon ${name}`)
  const markup = renderToStaticMarkup(createElement(component))
  const [, attributes, shapes] = /^<svg([^>]*)>([\s\S]*)<\/svg>$/.exec(markup)
  const viewBox = /\bviewBox="([^"]+)"/.exec(attributes)?.[1]
  // The shapes inherit the <svg>'s stroke and fill (src/styles/index.css);
  // the few attributes of their own (Palette's filled dots) stay on them.
  return { viewBox, shapes }
}

/**
 * The sprite's text for `icons`: a <symbol> each, in their order.
 * @param {{ name: string, id: string }[]} icons
 */
export function spriteSvg(icons) {
  const symbols = icons.map(({ name, id }) => {
    const { viewBox, shapes } = lucideShapes(name)
    return `<symbol id="${id}" viewBox="${viewBox}">${shapes}</symbol>`
  })
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join('\n')}\n</svg>\n`
}

/** The sprite the icons module asks for now. */
export function expectedSprite() {
  return spriteSvg(declaredIcons(readFileSync(ICONS_FILE, 'utf8')))
}
