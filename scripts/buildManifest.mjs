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

/**
 * The files a first visit downloads before any page code: the entry chunk
 * and every chunk it imports statically (paths relative to dist/).
 */
export function firstLoadFiles(manifest) {
  const files = new Set()
  const visit = (key) => {
    const chunk = manifest[key]
    if (!chunk || files.has(chunk.file)) return
    files.add(chunk.file)
    for (const next of chunk.imports ?? []) visit(next)
  }
  visit('index.html')
  return files
}
