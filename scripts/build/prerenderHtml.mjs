// The string work of prerendering (scripts/build/prerender.mjs), kept pure so it is
// tested on its own (prerenderHtml.test.ts) and shared with the preview server.

/** The plain app shell: served for unknown addresses, online and offline. */
export const APP_SHELL = '404.html'

/**
 * The Telugu edition's shell (`<html lang="te">`, its fonts): the offline
 * copy draws a Telugu page in it (decision 077); hosts that look for the
 * nearest 404.html serve it for unknown /te/… addresses.
 */
export const TELUGU_SHELL = 'te/404.html'

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

/** The built Latin subsets of English pages: `baloo-2-subset-<hash>.woff2`, `nunito-subset-<hash>.woff2`. */
export const LATIN_FONT_ASSET = /^(?:baloo-2|nunito)-subset-[\w-]+\.woff2$/

/**
 * @param {string} fontHref
 * @returns {string}
 */
function fontPreload(fontHref) {
  return `<link rel="preload" href="${fontHref}" as="font" type="font/woff2" crossorigin=""/>`
}

/**
 * The built fonts a page may preload, as addresses: the Latin faces of
 * English pages (Baloo 2 and Nunito), and the Telugu edition's Telugu subset
 * and Latin companion.
 * @typedef {{ latin: readonly string[], edition: string, editionLatin: string }} SiteFonts
 */

/**
 * Every font preload of a page, decided here alone: a Telugu page (the
 * Telugu edition) preloads the edition's Telugu subset, which its whole text
 * uses, and its Latin companion, and none of the English faces (decision
 * 041); an English page its two Latin faces. The small Telugu subset of an
 * English page's few Telugu words is not preloaded: with it, the home page,
 * the story and the traditions were 5 to 10 kB over the byte budget, so the
 * stylesheet fetches it when the page's first layout meets Telugu text
 * (decision 065; it was preloaded from decision 032 to 065).
 * @param {{ lang: string, fonts: SiteFonts }} page
 * @returns {string}
 */
export function fontPreloads({ lang, fonts }) {
  if (lang === 'te')
    return fontPreload(fonts.edition) + fontPreload(fonts.editionLatin)
  return fonts.latin.map(fontPreload).join('')
}

/** The shell's entry script, as Vite writes it. */
const ENTRY_SCRIPT = /<script type="module"(?=[^>]*\ssrc=)/

/**
 * A prerendered page is complete HTML: its entry script is not needed for
 * the first paint, and asks to come after the page's styles and fonts
 * (`fetchpriority="low"`), so that it does not share their first round
 * trips or count as render-blocking (decision 043). The plain shell, which
 * draws nothing without it, keeps the default.
 * @param {string} template
 * @returns {string}
 */
function entryAfterFonts(template) {
  const scripts = template.match(new RegExp(ENTRY_SCRIPT, 'g')) ?? []
  if (scripts.length !== 1) {
    throw new Error(`The app shell has ${scripts.length} entry scripts, not 1`)
  }
  return template.replace(
    ENTRY_SCRIPT,
    '<script type="module" fetchpriority="low"',
  )
}

const HTML_LANG = /<html lang="[\w-]+"/

/**
 * The files of the app's code that a prerendered page does not load at
 * first (decision 038; counted by scripts/checks/check-build.mjs): src/boot.tsx's chunk and every chunk it imports
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
 * The name of the child the top bar last showed (SHOWN_PLAYER_KEY of
 * src/lib/backend/device/activeProfile.ts).
 */
const SHOWN_PLAYER_KEY = 'vasavi-kids:shown-player'

/**
 * Whether a family is signed in on this device, checked before the first
 * paint: the device backend's session (DEVICE_SESSION_KEY of
 * src/lib/backend/device/deviceData.ts) or supabase-js's stored session
 * (`sb-<project>-auth-token`), matched by their ends in as few bytes as it
 * can (the Telugu home page has 0.06 kB left of its budget). Then it sets
 * `<html data-signed-in>`, and the top bar shows a neutral placeholder where
 * a guest's "Login / Sign Up" would be until the app knows the session
 * (src/styles/index.css, decision 070): a signed-in family is never shown
 * the guest's links. On a device that remembers the child the bar last
 * showed, the placeholder shows that child's fun name (`--player`, a CSS
 * string; issue 44): a returning family sees its player from the first
 * paint. An expression over `d`, `<html>`'s dataset, and `p`.
 */
const SIGNED_IN_CHECK =
  '/-token|-session/.test(Object.keys(localStorage))&&(d.signedIn=1,' +
  `p=localStorage["${SHOWN_PLAYER_KEY}"])&&` +
  'document.documentElement.style.setProperty("--player",JSON.stringify(p))'

/** The signed-in check of a page without a day check; storage may be blocked. */
export const SIGNED_IN_CHECK_SCRIPT = `<script>try{((d,p)=>{${SIGNED_IN_CHECK}})(document.documentElement.dataset)}catch{}</script>`

/**
 * A page whose highlight cards were prerendered for a date (`<html
 * data-today>`) checks it against the visitor's own before its first paint:
 * on another day it sets `<html data-day-differs>`, which keeps the cards'
 * lines out of sight (src/styles/index.css) until src/main.tsx has filled in
 * the visitor's (decision 066). Swedish writes the local date as
 * `YYYY-MM-DD`, as toIsoDate (src/features/home/homeDates.ts) does; a
 * browser that writes it otherwise has the cards filled in, as on another
 * day. The same script then makes the signed-in check, last, so that where
 * storage is blocked (it throws) the day check has been made.
 */
export const DAY_CHECK_SCRIPT =
  '<script>((d,p)=>{d.today!=new Date().toLocaleDateString("sv")' +
  `&&(d.dayDiffers="");${SIGNED_IN_CHECK}})(document.documentElement.dataset)</script>`

/**
 * One prerendered page: the shell with its generic title and description
 * replaced by the page's own head tags and structured data, #root filled and
 * `<html lang>` set to the page's language; a page whose highlight cards
 * show a day gets `<html data-today>` and the day check; every page the
 * signed-in check.
 * @param {string} template
 * @param {{ headTags: string, headScripts: readonly string[], body: string, noscript: string, preloads?: string, lang?: string, today?: string | null }} page
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
    today = null,
  },
) {
  assertHas(template, ROOT)
  assertHas(template, '</head>')
  if (!HTML_LANG.test(template))
    throw new Error('The app shell has no <html lang>')
  if (today !== null && !/^\d{4}-\d{2}-\d{2}$/.test(today)) {
    throw new Error(`Not a YYYY-MM-DD date: ${today}`)
  }
  const dayAttribute = today === null ? '' : ` data-today="${today}"`
  const checks = today === null ? SIGNED_IN_CHECK_SCRIPT : DAY_CHECK_SCRIPT
  return entryAfterFonts(template)
    .replace(HTML_LANG, `<html lang="${lang}"${dayAttribute}`)
    .replace(STATIC_HEAD, '')
    .replace(
      '</head>',
      () => `${checks}${preloads}${headTags}${headScripts.join('')}</head>`,
    )
    .replace(ROOT, () => `<div id="root">${body}</div>`)
    .replace(
      /<noscript>[\s\S]*?<\/noscript>/,
      () => `<noscript><p>${noscript}</p></noscript>`,
    )
}

/**
 * The plain app shell for addresses that are not prerendered (unknown ones,
 * served with status 404, and every page offline): no page markup, kept out
 * of search results, with `preloads` (its edition's fonts) in its head and
 * its edition's `<html lang>`.
 * @param {string} template
 * @param {string} [preloads]
 * @param {string} [lang]
 * @returns {string}
 */
export function shellDocument(template, preloads = '', lang = 'en') {
  assertHas(template, '</head>')
  if (!HTML_LANG.test(template))
    throw new Error('The app shell has no <html lang>')
  return template
    .replace(HTML_LANG, `<html lang="${lang}"`)
    .replace(
      '</head>',
      () =>
        `${SIGNED_IN_CHECK_SCRIPT}${preloads}<meta data-static-head name="robots" content="noindex" /></head>`,
    )
}
