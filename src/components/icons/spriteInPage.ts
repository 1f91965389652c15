import spriteUrl from '@/assets/icons.svg?no-inline'
import { fetchText } from '@/lib/fetchText'

const SVG_NS = 'http://www.w3.org/2000/svg'

/** The id an icon's symbol has once the sprite is in the page. */
const inPageId = (id: string) => `icon-${id}`

let inPage: Promise<boolean> | null = null
let ready = false

/**
 * Where an icon's `<use>` points: into the sprite file, as the prerendered
 * pages have it, or, once `putSpriteInPage` has copied the sprite into the
 * page, at its symbol there. Chromium reads an external `<use>` by loading
 * the file as a document of its own; in a page the service worker controls
 * (a returning visitor's) it does so again for every icon drawn later, 380
 * elements styled each time (decisions 067 and 087). A symbol in the page
 * costs nothing more.
 */
export function iconHref(id: string): string {
  return ready ? `#${inPageId(id)}` : `${spriteUrl}#${id}`
}

/**
 * Copies the sprite's symbols into the page, once, as a hidden `<svg>` at
 * the end of `<body>` (outside the app's root); icons drawn from then on
 * use them. Resolves whether they are in; a sprite that cannot be read
 * leaves the icons on the file, as before.
 */
export function putSpriteInPage(
  readText: (url: string) => Promise<string> = fetchText,
): Promise<boolean> {
  inPage ??= readText(spriteUrl)
    .then((text) => {
      const source = new DOMParser().parseFromString(text, 'image/svg+xml')
      const symbols = source.querySelectorAll('symbol[id]')
      if (symbols.length === 0)
        throw new Error('The icon sprite has no symbols')
      const holder = document.createElementNS(SVG_NS, 'svg')
      holder.setAttribute('aria-hidden', 'true')
      holder.setAttribute('style', 'display:none')
      holder.dataset.iconSprite = ''
      for (const symbol of symbols) {
        const copy = document.importNode(symbol, true)
        copy.id = inPageId(symbol.id)
        holder.append(copy)
      }
      document.body.append(holder)
      ready = true
      return true
    })
    .catch((error: unknown) => {
      console.warn('Icons stay on the sprite file:', error)
      return false
    })
  return inPage
}

/** For tests: icons point into the file again, and nothing is in the page. */
export function resetSpriteInPage(): void {
  inPage = null
  ready = false
  for (const holder of document.querySelectorAll('[data-icon-sprite]')) {
    holder.remove()
  }
}
