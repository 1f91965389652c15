/**
 * File names for saved pictures (spec section 7): the lower-cased title with
 * apostrophes dropped and every run of spaces or other marks turned into one
 * hyphen, then a suffix. A title with no Latin letters (the Telugu edition's)
 * takes the page's id instead.
 */
export function slugifyTitle(title: string): string {
  return title
    .toLowerCase()
    .replace(/['\u2018\u2019`]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/** `Diya of Light` → `diya-of-light-coloring-page.png` (the blank page). */
export function coloringFileName(title: string, id = 'vasavi-kids'): string {
  const slug = slugifyTitle(title) || slugifyTitle(id)
  return `${slug || 'vasavi-kids'}-coloring-page.png`
}

/** `Diya of Light` → `diya-of-light-my-coloring.png` (a picture colored in the studio). */
export function studioFileName(title: string, id = 'vasavi-kids'): string {
  const slug = slugifyTitle(title) || slugifyTitle(id)
  return `${slug || 'vasavi-kids'}-my-coloring.png`
}
