// Checks the prerendered build (run after `npm run build`; part of
// `npm run size`): every address in sitemap.xml has its own HTML file with its
// head in <head> and its page in #root, in both editions (English and its
// Telugu twin under /te, with <html lang>, hreflang links and the right
// font); the 404 shell is empty and noindex;
// /gotras and /te/gotras hold a link to every gotra page and every node of
// the tree, within their byte budget (decision 038, issue 33);
// and the service worker precaches both editions' shells with their current
// contents and no prerendered page, falls back to each edition's shell
// offline, has every built script either precached or in one edition's list
// (sw-editions.js, decision 077), and never caches Supabase.
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { gzipSync } from 'node:zlib'

import { DIST } from '../build/buildManifest.mjs'
import { EDITION_WORKER_FILE } from '../build/editionWorker.mjs'
import {
  APP_SHELL,
  fileForPath,
  TELUGU_SHELL,
  TELUGU_EDITION_FONT_ASSET,
  TELUGU_FONT_ASSET,
} from '../build/prerenderHtml.mjs'
import {
  isDevelopmentRuntime,
  precacheOf,
  workboxRuntimeOf,
} from './offlineCopy.mjs'

// The two editions (decision 032), written out here so the check does not
// trust the code it checks: `/te` and `/te/…` are Telugu, the rest English.
const languageOfPath = (path) =>
  path === '/te' || path.startsWith('/te/') ? 'te' : 'en'
const englishOf = (path) =>
  languageOfPath(path) === 'te' ? path.slice(3) || '/' : path
const teluguOf = (path) => (path === '/' ? '/te' : `/te${path}`)
const alternatesOf = (path) => [
  { hreflang: 'en', path: englishOf(path) },
  { hreflang: 'te', path: teluguOf(englishOf(path)) },
  { hreflang: 'x-default', path: englishOf(path) },
]

const problems = []
const read = (file) => readFileSync(join(DIST, file), 'utf8')
const headOf = (html) => /<head>([\s\S]*)<\/head>/.exec(html)?.[1] ?? ''
const rootOf = (html) =>
  /<div id="root">([\s\S]*?)<\/div>\s*<noscript>/.exec(html)?.[1] ?? ''

const sitemap = read('sitemap.xml')
const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
  ([, loc]) => new URL(loc).pathname,
)
if (paths.length === 0) problems.push('sitemap.xml lists no pages')
const TELUGU_SCRIPT = /[\u0C00-\u0C7F]/
for (const path of paths) {
  for (const { path: twin } of alternatesOf(path)) {
    if (!paths.includes(twin))
      problems.push(`sitemap.xml lacks ${twin}, the twin of ${path}`)
  }
}

const titles = new Map()
for (const path of paths) {
  const file = fileForPath(path)
  if (!existsSync(join(DIST, file))) {
    problems.push(`${path}: no ${file}`)
    continue
  }
  const html = read(file)
  const head = headOf(html)
  const title = [...head.matchAll(/<title>([^<]*)<\/title>/g)]
  if (title.length !== 1) problems.push(`${file}: ${title.length} <title>s`)
  const text = title[0]?.[1] ?? ''
  if (titles.has(text)) problems.push(`${file}: title of ${titles.get(text)}`)
  titles.set(text, file)
  if (html.includes('data-static-head')) {
    problems.push(`${file}: still has the shell's generic head`)
  }
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(head)?.[1]
  if (!canonical || new URL(canonical).pathname !== path) {
    problems.push(`${file}: canonical ${canonical ?? 'missing'}`)
  }
  if (!head.includes('<meta name="description"')) {
    problems.push(`${file}: no description`)
  }
  const jsonLd = /<script type="application\/ld\+json"[^>]*>([^<]+)</.exec(
    head,
  )?.[1]
  try {
    JSON.parse(jsonLd ?? '')
  } catch {
    problems.push(`${file}: no valid JSON-LD in <head>`)
  }
  if (!/<h1[\s>]/.test(rootOf(html))) {
    problems.push(`${file}: #root holds no page heading`)
  }
  // The Telugu fonts: a Telugu page preloads the edition's subset; an
  // English one no Telugu font, even with Telugu words (the byte budget,
  // decision 065; its stylesheet fetches the small subset).
  const language = languageOfPath(path)
  const htmlLang = /<html lang="([\w-]+)"/.exec(html)?.[1]
  if (htmlLang !== language) {
    problems.push(`${file}: <html lang="${htmlLang}">, not "${language}"`)
  }
  const preloadedFonts = [
    ...head.matchAll(/<link rel="preload" href="\/assets\/([^"]+)" as="font"/g),
  ].map(([, font]) => font)
  const preloadsTelugu = preloadedFonts.some((font) =>
    TELUGU_FONT_ASSET.test(font),
  )
  const preloadsEdition = preloadedFonts.some((font) =>
    TELUGU_EDITION_FONT_ASSET.test(font),
  )
  if (language === 'te') {
    const description =
      /<meta name="description" content="([^"]*)"/.exec(head)?.[1] ?? ''
    if (!TELUGU_SCRIPT.test(text) || !TELUGU_SCRIPT.test(description)) {
      problems.push(
        `${file}: a Telugu page without a Telugu title and description`,
      )
    }
    // Links stay in the Telugu edition, but for the switch back to English.
    for (const [tag, href] of rootOf(html).matchAll(
      /<a\s[^>]*href="(\/[^"]*)"[^>]*>/g,
    )) {
      if (
        languageOfPath(href.split(/[?#]/)[0]) !== 'te' &&
        !/hrefLang="en"/i.test(tag)
      ) {
        problems.push(`${file}: links to the English ${href}`)
      }
    }
    if (!preloadsEdition || preloadsTelugu) {
      problems.push(`${file}: a Telugu page preloads the wrong Telugu font`)
    }
  } else {
    if (preloadsEdition || preloadsTelugu) {
      problems.push(`${file}: an English page preloads a Telugu font`)
    }
  }
  // hreflang: the page in each edition and x-default, from either edition.
  for (const alternate of alternatesOf(path)) {
    const link = new RegExp(
      `<link rel="alternate" hrefLang="${alternate.hreflang}" href="([^"]+)"`,
      'i',
    ).exec(head)?.[1]
    if (!link || new URL(link).pathname !== alternate.path) {
      problems.push(
        `${file}: hreflang ${alternate.hreflang} ${link ?? 'missing'}`,
      )
    }
  }
}

// The gotra explorer's pages: a reader without JavaScript and a search
// engine reach every gotra from them (decision 038). The gotras are the
// sitemap's own `/gotra/…` pages, counted here apart from the code.
const GOTRA_PAGE = /^\/gotra\/[^/]+$/
const gotraIds = paths
  .filter((path) => GOTRA_PAGE.test(path))
  .map((path) => path.slice('/gotra/'.length))
/** gzip, as the preview server sends it; the page's whole HTML. */
const GOTRAS_HTML_GZIP_LIMIT = 16_500
const gotrasSizes = []
for (const path of ['/gotras', '/te/gotras']) {
  const file = fileForPath(path)
  if (!existsSync(join(DIST, file))) continue
  const html = read(file)
  const root = rootOf(html)
  const prefix = languageOfPath(path) === 'te' ? '/te/gotra/' : '/gotra/'
  const linked = new Set(
    [...root.matchAll(/<a\s[^>]*href="([^"#?]+)"/g)]
      .map(([, href]) => href)
      .filter((href) => href.startsWith(prefix))
      .map((href) => href.slice(prefix.length)),
  )
  const missing = gotraIds.filter((id) => !linked.has(id))
  if (gotraIds.length !== 102 || linked.size !== 102 || missing.length > 0) {
    problems.push(
      `${file}: ${linked.size} distinct ${prefix}… links for ${gotraIds.length} gotras (missing: ${missing.slice(0, 5).join(', ') || 'none'})`,
    )
  }
  const nodes = [...root.matchAll(/<circle role="button"[^>]*aria-label="/g)]
  if (nodes.length !== 102) {
    problems.push(`${file}: ${nodes.length} tree nodes, not 102`)
  }
  const gzipped = gzipSync(readFileSync(join(DIST, file))).length
  gotrasSizes.push(`${file} ${(gzipped / 1000).toFixed(1)} kB`)
  if (gzipped > GOTRAS_HTML_GZIP_LIMIT) {
    problems.push(
      `${file}: ${gzipped} bytes gzip, over its ${GOTRAS_HTML_GZIP_LIMIT}: keep the gotra links plain`,
    )
  }
}

for (const [shellFile, lang] of [
  [APP_SHELL, 'en'],
  [TELUGU_SHELL, 'te'],
]) {
  const shell = read(shellFile)
  if (rootOf(shell).trim() !== '')
    problems.push(`${shellFile}: #root is not empty`)
  if (!headOf(shell).includes('content="noindex"')) {
    problems.push(`${shellFile}: not noindex`)
  }
  if (!shell.includes(`<html lang="${lang}"`)) {
    problems.push(`${shellFile}: not <html lang="${lang}">`)
  }
}

// The precache: {url, revision} pairs in sw.js (revision null for hashed names).
const sw = read('sw.js')
const precache = precacheOf(sw)
const md5 = (file) =>
  createHash('md5')
    .update(readFileSync(join(DIST, file)))
    .digest('hex')
const builtFiles = []
const walk = (dir) => {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name)
    if (entry.isDirectory()) {
      if (entry.name !== '.vite') walk(full)
    } else builtFiles.push(relative(DIST, full).split('\\').join('/'))
  }
}
walk(DIST)
// Offline, the app draws every page in its edition's shell: the shells are
// precached with their contents, and no prerendered page is (decision 077).
for (const file of [APP_SHELL, TELUGU_SHELL]) {
  if (!precache.has(file)) problems.push(`sw.js does not precache ${file}`)
  else if (precache.get(file) !== md5(file)) {
    problems.push(
      `sw.js precaches an old ${file}: regenerate it after prerendering`,
    )
  }
}
for (const path of paths) {
  if (precache.has(fileForPath(path))) {
    problems.push(`sw.js precaches the page ${fileForPath(path)}`)
  }
}
// Every script the app may load is in the offline copy: precached, or one
// edition's own, which sw-editions.js keeps; never both.
const editionScript = existsSync(join(DIST, EDITION_WORKER_FILE))
  ? read(EDITION_WORKER_FILE)
  : ''
const editionLists = JSON.parse(
  /\)\(self, (\{[\s\S]*?\}), "/.exec(editionScript)?.[1] ?? '{}',
)
const editionOwn = new Set(Object.values(editionLists).flat())
if (!editionLists.te?.some((url) => /^\/assets\/.+\.js$/.test(url))) {
  problems.push(`${EDITION_WORKER_FILE} lists no Telugu script`)
}
for (const file of builtFiles.filter((name) => /\.(?:js|css)$/.test(name))) {
  if (!file.startsWith('assets/')) continue
  const own = editionOwn.has(`/${file}`)
  if (own === precache.has(file)) {
    problems.push(
      own
        ? `${file} is both precached and an edition's own`
        : `${file} is neither precached nor an edition's own`,
    )
  }
}
for (const url of editionOwn) {
  if (!existsSync(join(DIST, url))) {
    problems.push(`${EDITION_WORKER_FILE} lists missing ${url}`)
  }
}
if (!precache.has(EDITION_WORKER_FILE)) {
  problems.push(`sw.js does not precache ${EDITION_WORKER_FILE}`)
}
if (!sw.includes(`importScripts("/${EDITION_WORKER_FILE}")`)) {
  problems.push(`sw.js does not import ${EDITION_WORKER_FILE}`)
}
for (const url of precache.keys()) {
  if (!existsSync(join(DIST, url)))
    problems.push(`sw.js precaches missing ${url}`)
}
for (const needed of [
  /^assets\/entry-.*\.js$/,
  /^coloring\/.+\.svg$/,
  /\.css$/,
]) {
  if (![...precache.keys()].some((url) => needed.test(url))) {
    problems.push(`sw.js precaches nothing matching ${needed}`)
  }
}
const runtime = workboxRuntimeOf(sw)
if (!runtime || !existsSync(join(DIST, `${runtime}.js`))) {
  problems.push(`sw.js imports a Workbox runtime that is missing: ${runtime}`)
} else if (isDevelopmentRuntime(read(`${runtime}.js`))) {
  problems.push(`${runtime}.js is Workbox's development build (decision 093)`)
}
for (const shellFile of [APP_SHELL, TELUGU_SHELL]) {
  if (!new RegExp(`fallbackURL:\\s*["']/${shellFile}["']`).test(sw)) {
    problems.push(`sw.js does not fall back to /${shellFile} offline`)
  }
}
if (!/supabase[^,]*\/,\s*new \w+\.NetworkOnly\b/.test(sw)) {
  problems.push('sw.js does not send Supabase requests to the network only')
}

console.log(
  `check-prerender: ${paths.length} pages, ${precache.size} precached files; gzip ${gotrasSizes.join(', ')}.`,
)
if (problems.length > 0) {
  console.error(`check-prerender failed:\n- ${problems.join('\n- ')}`)
  process.exit(1)
}
