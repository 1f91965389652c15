/**
 * Every gotra page for sitemap.xml, by its English address. The Vite build plugin imports this in
 * Node, so: relative imports with their `.ts` extension, no `@/` aliases.
 */
import { paths } from '../lib/paths.ts'
import { GOTRA_IDS } from './gotras.ts'

export const GOTRA_SITEMAP_PATHS: readonly {
  path: string
  priority: number
}[] = GOTRA_IDS.map((id) => ({
  path: paths.gotra.englishHref(id),
  priority: 0.6,
}))
