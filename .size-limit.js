// Size gate on the production build (DESIGN.md section 9). "First-load JS" is
// the entry chunk plus every chunk it imports statically: all the JavaScript a
// first visit downloads before any page code. Paths come from Vite's manifest.
import { existsSync, readFileSync } from 'node:fs'

const MANIFEST = 'dist/.vite/manifest.json'

function firstLoadFiles() {
  if (!existsSync(MANIFEST)) {
    throw new Error(
      'No build found: run "npm run build" before "npm run size".',
    )
  }
  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8'))
  const files = new Set()
  const visit = (key) => {
    const chunk = manifest[key]
    if (!chunk || files.has(`dist/${chunk.file}`)) return
    files.add(`dist/${chunk.file}`)
    for (const next of chunk.imports ?? []) visit(next)
  }
  visit('index.html')
  return [...files]
}

export default [
  {
    name: 'first-load JS (entry chunk + its static imports)',
    path: firstLoadFiles(),
    limit: '150 kB',
    gzip: true,
  },
  {
    name: 'CSS',
    path: 'dist/assets/*.css',
    limit: '20 kB',
    gzip: true,
  },
]
