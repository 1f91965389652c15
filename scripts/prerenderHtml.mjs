// The string work of prerendering (scripts/prerender.mjs), kept pure so it is
// tested on its own (prerenderHtml.test.ts) and shared with the preview server.

/** The plain app shell: served for unknown addresses, online and offline. */
export const APP_SHELL = '404.html'

/**
 * The file a page address is written to and served from: `/` → index.html,
 * `/gotras` → gotras.html, `/gotra/kashyapa` → gotra/kashyapa.html. Static
 * hosts serve `name.html` for `/name`, so addresses keep no trailing slash,
 * matching their canonical links.
 * @param {string} pathname
 * @returns {string}
 */
export function fileForPath(pathname) {
  const clean = pathname.replace(/\/+$/, '')
  return clean === '' ? 'index.html' : `${clean.replace(/^\/+/, '')}.html`
}

// <title>…</title>, <meta …> and <link …>, as React writes them.
const HOISTED_TAG =
  /^(?:<title(?:\s[^>]*)?>[^<]*<\/title>|<(?:meta|link)\s[^>]*>)/

/**
 * React 19 (with react-helmet-async 3) writes a page's <title>, <meta> and
 * <link> tags at the very start of the rendered string instead of into
 * <head>. Splits them off so they can go where crawlers and link previews
 * read them; hydration then finds them in <head>, where React puts them too.
 * @param {string} html the rendered #root markup
 * @returns {{ headTags: string, body: string }}
 */
export function splitHoistedHead(html) {
  let rest = html
  let headTags = ''
  for (
    let match = HOISTED_TAG.exec(rest);
    match;
    match = HOISTED_TAG.exec(rest)
  ) {
    headTags += match[0]
    rest = rest.slice(match[0].length)
  }
  return { headTags, body: rest }
}

const STATIC_HEAD =
  /\s*<(title|meta)\b[^>]*\bdata-static-head\b[^>]*>(?:[\s\S]*?<\/title>)?/g
const ROOT = '<div id="root"></div>'

/**
 * @param {string} template the built app shell
 * @param {string} needle
 */
function assertHas(template, needle) {
  if (!template.includes(needle)) {
    throw new Error(`The app shell has no ${needle}`)
  }
}

/** The built Telugu font subset of English pages: `noto-sans-telugu-subset-<hash>.woff2`. */
export const TELUGU_FONT_ASSET = /^noto-sans-telugu-subset-[\w-]+\.woff2$/

/** The Telugu edition's larger subset: `noto-sans-telugu-edition-subset-<hash>.woff2`. */
export const TELUGU_EDITION_FONT_ASSET =
  /^noto-sans-telugu-edition-subset-[\w-]+\.woff2$/

/** The Telugu edition's Latin subset (Noto Sans): `noto-sans-latin-edition-subset-<hash>.woff2`. */
export const LATIN_EDITION_FONT_ASSET =
  /^noto-sans-latin-edition-subset-[\w-]+\.woff2$/

/**
 * The preloads of Baloo 2 and Nunito that the build writes into the app shell
 * for English pages (scripts/fontPreloadPlugin.ts). A Telugu page draws its
 * Latin characters in Noto Sans instead (decision 041) and drops them.
 */
const ENGLISH_LATIN_FONT_PRELOAD =
  /<link rel="preload" href="\/assets\/(?:nunito|baloo-2)-subset-[\w-]+\.woff2"[^>]*>\s*/g

/**
 * True when the markup has an element marked as Telugu (`lang="te"`) that
 * is drawn in the Telugu web font: not the language switch's name, which
 * carries `data-font="system"` and uses the device's fonts.
 * @param {string} body
 * @returns {boolean}
 */
export function hasTeluguText(body) {
  return [...body.matchAll(/<[a-z][^>]*\slang="te"[^>]*>/g)].some(
    ([tag]) => !tag.includes('data-font="system"'),
  )
}

/**
 * @param {string} fontHref
 * @returns {string}
 */
function fontPreload(fontHref) {
  return `<link rel="preload" href="${fontHref}" as="font" type="font/woff2" crossorigin=""/>`
}

/**
 * A preload for the Telugu font when the page shows Telugu text, else ''.
 * Every web font that arrives after the first layout makes Chromium lay the
 * whole page out again (about 100 ms on the home page on our test machine);
 * preloaded, it is usually there before the first layout. Pages without
 * Telugu still never download it (decision 025).
 * @param {string} body the page's prerendered markup
 * @param {string} fontHref the built font's address
 * @returns {string}
 */
export function teluguFontPreload(body, fontHref) {
  if (!hasTeluguText(body)) return ''
  return fontPreload(fontHref)
}

/**
 * The font preloads a page adds to the app shell's: a Telugu page (the Telugu
 * edition) preloads the edition's Telugu subset, which its whole text uses,
 * and its Latin companion (decision 041); an English page the small Telugu
 * subset, and only when it shows Telugu text (decision 032).
 * @param {{ body: string, lang: string, fontHref: string, editionFontHref: string, editionLatinHref: string }} page
 * @returns {string}
 */
export function fontPreloads({
  body,
  lang,
  fontHref,
  editionFontHref,
  editionLatinHref,
}) {
  if (lang === 'te')
    return fontPreload(editionFontHref) + fontPreload(editionLatinHref)
  return teluguFontPreload(body, fontHref)
}

/**
 * The app shell as a page in `lang` starts from: a Telugu page without the
 * shell's preloads of Baloo 2 and Nunito, which it does not use.
 * @param {string} template
 * @param {string} lang
 * @returns {string}
 */
function shellFor(template, lang) {
  if (lang !== 'te') return template
  const matches = template.match(ENGLISH_LATIN_FONT_PRELOAD) ?? []
  if (matches.length !== 2) {
    throw new Error(
      `The app shell preloads ${matches.length} of Baloo 2 and Nunito, not both`,
    )
  }
  return template.replace(ENGLISH_LATIN_FONT_PRELOAD, '')
}

const HTML_LANG = /<html lang="[\w-]+"/

/** `<html data-app-code>`: the app's code, for src/main.tsx to fetch while a first visitor reads. */
export const APP_CODE_ATTRIBUTE = 'data-app-code'

/**
 * The files of the app's code that a prerendered page does not load at
 * first (decision 038): src/boot.tsx's chunk and every chunk it imports
 * statically, read from Vite's build manifest, without the entry (which the
 * page loads itself). Paths from the site's root.
 * @param {Record<string, { file: string, imports?: string[], isEntry?: boolean }>} manifest
 * @returns {string[]}
 */
export function appCodeFiles(manifest, start = 'src/boot.tsx') {
  if (!manifest[start]) throw new Error(`The build manifest has no ${start}`)
  const seen = new Set()
  const files = []
  const visit = (key) => {
    if (seen.has(key)) return
    seen.add(key)
    const chunk = manifest[key]
    if (!chunk) throw new Error(`The build manifest has no ${key}`)
    if (!chunk.isEntry) files.push(`/${chunk.file}`)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  visit(start)
  return files
}

/**
 * One prerendered page: the shell with its generic title and description
 * replaced by the page's own head tags and structured data, #root filled and
 * `<html lang>` set to the page's language.
 * @param {string} template
 * @param {{ headTags: string, headScripts: readonly string[], body: string, noscript: string, preloads?: string, lang?: string }} page
 * @returns {string}
 */
export function pageDocument(
  template,
  {
    headTags,
    headScripts,
    body,
    noscript,
    preloads = '',
    lang = 'en',
    appCode = [],
  },
) {
  assertHas(template, ROOT)
  assertHas(template, '</head>')
  if (!HTML_LANG.test(template))
    throw new Error('The app shell has no <html lang>')
  const appCodeAttribute =
    appCode.length > 0 ? ` ${APP_CODE_ATTRIBUTE}="${appCode.join(' ')}"` : ''
  return shellFor(template, lang)
    .replace(HTML_LANG, `<html lang="${lang}"${appCodeAttribute}`)
    .replace(STATIC_HEAD, '')
    .replace(
      '</head>',
      () => `${preloads}${headTags}${headScripts.join('')}</head>`,
    )
    .replace(ROOT, () => `<div id="root">${body}</div>`)
    .replace(
      /<noscript>[\s\S]*?<\/noscript>/,
      () => `<noscript><p>${noscript}</p></noscript>`,
    )
}

/**
 * The plain app shell for addresses that are not prerendered (unknown ones,
 * served with status 404): no page markup, and kept out of search results.
 * @param {string} template
 * @returns {string}
 */
export function shellDocument(template) {
  assertHas(template, '</head>')
  return template.replace(
    '</head>',
    '<meta data-static-head name="robots" content="noindex" /></head>',
  )
}
