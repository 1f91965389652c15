// Reads Vite's build manifest; shared by the size gate and check-build.
import { existsSync, readFileSync } from 'node:fs'

export const DIST = 'dist'
const MANIFEST = `${DIST}/.vite/manifest.json`

export function readManifest() {
  if (!existsSync(MANIFEST)) {
    throw new Error('No build found: run "npm run build" first.')
  }
  return JSON.parse(readFileSync(MANIFEST, 'utf8'))
}

/** The app's code, which the entry loads as soon as the page has painted. */
export const BOOT_MODULE = 'src/boot.tsx'

/**
 * The files of the chunks named by `keys` (manifest keys: source paths, or
 * index.html) and of every chunk they import statically, paths relative to
 * dist/. A key that is not in the manifest is an error: it names code the
 * build does not have.
 * @param {Record<string, { file: string, imports?: string[] }>} manifest
 * @param {Iterable<string>} keys
 * @returns {Set<string>}
 */
export function staticClosure(manifest, keys) {
  const files = new Set()
  const visit = (key) => {
    const chunk = manifest[key]
    if (!chunk) throw new Error(`The build manifest has no ${key}`)
    if (files.has(chunk.file)) return
    files.add(chunk.file)
    for (const next of chunk.imports ?? []) visit(next)
  }
  for (const key of keys) visit(key)
  return files
}

/**
 * The files a first visit downloads before any page code (paths relative to
 * dist/): the entry chunk, the app chunk it loads right after the first paint
 * (src/boot.tsx), and every chunk either imports statically.
 */
export function firstLoadFiles(manifest) {
  return staticClosure(manifest, ['index.html', BOOT_MODULE])
}

/**
 * The scripts a prerendered page runs besides the entry (which its HTML loads
 * anyway): the app chunk, the page modules' chunks, and their static imports.
 * @param {Record<string, { file: string, imports?: string[] }>} manifest
 * @param {readonly string[]} pageModules source paths, e.g. src/pages/HomePage.tsx
 * @returns {Set<string>}
 */
export function pageScripts(manifest, pageModules) {
  const entry = staticClosure(manifest, ['index.html'])
  const files = staticClosure(manifest, [BOOT_MODULE, ...pageModules])
  return new Set([...files].filter((file) => !entry.has(file)))
}
