// Which built files belong to one edition only (issue 46, decision 077).
// The offline copy holds the app and the visitor's edition: the files every
// edition needs are precached by the service worker, each edition's own are
// kept when the visitor reads that edition (scripts/build/editionWorker.mjs).
// Shared by the worker's precache (scripts/build/pwaOptions.ts), the
// prerender that writes the lists (scripts/build/prerender.mjs) and the check.

/** The editions, as `<html lang>` and the addresses name them (decision 032). */
export const EDITIONS = /** @type {const} */ (['en', 'te'])

/** The edition of an address: `/te` and `/te/…` are Telugu, the rest English. */
export const editionOfPath = (/** @type {string} */ pathname) =>
  pathname === '/te' || pathname.startsWith('/te/') ? 'te' : 'en'

/**
 * The modules that only one edition loads. English content is the base
 * every edition draws on (a Telugu page reads the gotras' ids and pictures
 * from it), so English has no modules of its own; the Telugu twins of the
 * content and the dictionaries are Telugu's alone.
 */
const EDITION_MODULES = {
  en: [],
  te: [/^src\/data\/te\//, /^src\/lib\/i18n\/te(?:\/|\.ts$)/],
}

/** The code-splitting groups (highlightGroups.ts) of one edition's modules. */
const EDITION_GROUPS = { en: [], te: ['highlights-te'] }

/** The fonts only one edition's pages use (src/styles/index.css). */
const EDITION_FONTS = {
  // Baloo 2, Nunito and the small Telugu subset of English pages.
  en: [/^(?:baloo-2|nunito|noto-sans-telugu)-subset-[\w-]+\.woff2$/],
  // The Telugu edition's Telugu subset and its Latin companion.
  te: [/^noto-sans-(?:telugu|latin)-edition-subset-[\w-]+\.woff2$/],
}

/**
 * Each edition's own files, as addresses (`/assets/…`), from Vite's build
 * manifest and the names in dist/assets: the chunks of that edition's
 * modules, unless a chunk outside the edition imports them statically (it
 * would then need them whatever the edition), and that edition's fonts.
 * @param {Record<string, { file: string, src?: string, name?: string, imports?: string[] }>} manifest
 * @param {readonly string[]} assetNames the file names in dist/assets
 * @returns {Record<'en' | 'te', string[]>}
 */
export function editionFiles(manifest, assetNames) {
  const chunks = Object.entries(manifest)
  /** @param {'en' | 'te'} edition */
  const ownChunks = (edition) => {
    const own = new Set(
      chunks
        .filter(
          ([key, chunk]) =>
            EDITION_MODULES[edition].some((pattern) =>
              pattern.test(chunk.src ?? key),
            ) || EDITION_GROUPS[edition].includes(chunk.name ?? ''),
        )
        .map(([key]) => key),
    )
    // A chunk that code outside the edition imports is not the edition's
    // alone; nor, then, what it imports. Repeat until nothing changes.
    for (let changed = true; changed;) {
      changed = false
      for (const [key, chunk] of chunks) {
        if (own.has(key)) continue
        for (const imported of chunk.imports ?? []) {
          if (own.delete(imported)) changed = true
        }
      }
    }
    return [...own].map((key) => `/${manifest[key].file}`)
  }
  /** @param {'en' | 'te'} edition */
  const fonts = (edition) =>
    assetNames
      .filter((name) =>
        EDITION_FONTS[edition].some((pattern) => pattern.test(name)),
      )
      .map((name) => `/assets/${name}`)
  return Object.fromEntries(
    EDITIONS.map((edition) => [
      edition,
      [...ownChunks(edition), ...fonts(edition)].sort(),
    ]),
  )
}
