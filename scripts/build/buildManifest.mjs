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
 * The files of the chunks `keys` name and of every chunk they import
 * statically (paths relative to dist/).
 */
export function staticClosure(manifest, keys) {
  const files = new Set()
  const visit = (key) => {
    const chunk = manifest[key]
    if (!chunk || files.has(chunk.file)) return
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
