// Size gate on the production build (docs/architecture.md#the-size-gate).
// "First-load JS" is the entry, the app chunk it loads after the first paint,
// and every chunk they import statically: all the JavaScript a first visit
// downloads before any page code. Paths come from Vite's manifest.
import {
  DIST,
  firstLoadFiles,
  readManifest,
} from './scripts/build/buildManifest.mjs'

export default [
  {
    name: 'first-load JS (entry, app chunk and their static imports)',
    path: [...firstLoadFiles(readManifest())].map((file) => `${DIST}/${file}`),
    limit: '135 kB',
    gzip: true,
  },
  {
    name: 'CSS',
    path: `${DIST}/assets/*.css`,
    limit: '20 kB',
    gzip: true,
  },
]
