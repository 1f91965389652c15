// The SVG of scripts/art/telugu-name.mjs, kept pure so it is tested on its own.

/** The word drawn: Telugu, in Telugu script (escaped: see LanguageSwitch.tsx). */
export const WORD = '\u0C24\u0C46\u0C32\u0C41\u0C17\u0C41'

/** The switch's link colour (Tailwind's maroon-800). */
export const NAME_COLOR = '#651a29'

/**
 * A glyph's path with every coordinate rounded to a whole font unit (a
 * thousandth of the letter's height: finer than any screen shows).
 * @param {string} path
 * @returns {string}
 */
export function roundPath(path) {
  return path.replace(/-?\d+(?:\.\d+)?/g, (number) =>
    String(Math.round(Number(number))),
  )
}

/**
 * One SVG of glyph outlines laid side by side: font units, y up, turned into
 * an SVG (y down) whose height is the font's ascender to descender.
 * @param {{ glyphs: { path: string, position: { xAdvance: number, xOffset: number, yOffset: number } }[], ascender: number, descender: number }} word
 * @returns {string}
 */
export function teluguNameSvg({ glyphs, ascender, descender }) {
  let x = 0
  const parts = []
  for (const { path, position } of glyphs) {
    if (path !== '') {
      parts.push(
        `<path transform="translate(${x + position.xOffset} ${position.yOffset})" d="${roundPath(path)}"/>`,
      )
    }
    x += position.xAdvance
  }
  const height = ascender - descender
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 ${-ascender} ${x} ${height}" width="${Math.round((x / height) * 100) / 100}em" height="1em">` +
    `<g fill="${NAME_COLOR}" transform="scale(1 -1)">` +
    // scale(1 -1) flips y; the viewBox's top is then -ascender.
    parts.join('') +
    '</g></svg>\n'
  )
}
