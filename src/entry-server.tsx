/**
 * The server side of prerendering (scripts/build/prerender.mjs): renders one
 * address of the app to HTML with the same tree the browser hydrates.
 * Built with `vite build --ssr`; never part of the client bundle.
 */
import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
} from 'react-router-dom'

import { App } from './app/App'
import { routes } from './app/routes'
import { GOTRA_SITEMAP_PATHS } from './data/gotraSitemap'
import { toIsoDate, type IsoDate } from './features/home/homeDates'
import { setPrerenderDay } from './features/home/useToday'
import { envResult } from './lib/env'
import { takeMissedTwins } from './lib/i18n/edition'
import {
  LANGUAGE_TAGS,
  LANGUAGES,
  languageOfPath,
  localizePath,
  setActiveLanguage,
} from './lib/i18n/language'
import { SITEMAP_PATHS, UNLISTED_PATHS } from './lib/paths'
import { HeadCollector, HeadCollectorProvider } from './lib/seo/headCollector'

/**
 * Every address written to a file of its own: the content routes, each gotra
 * and the unlisted family screens, in English and in Telugu (`/gotras`,
 * `/te/gotras`).
 */
export const PRERENDER_PATHS: readonly string[] = [
  ...[...SITEMAP_PATHS, ...GOTRA_SITEMAP_PATHS].map(({ path }) => path),
  ...UNLISTED_PATHS,
].flatMap((path) => LANGUAGES.map((language) => localizePath(path, language)))

export type RenderedPage = {
  /** The markup of #root, page head tags included (React puts them first). */
  html: string
  /** Structured data for <head>, already serialized. */
  headScripts: string[]
  status: number
  /** The page's language, for `<html lang>`. */
  lang: string
  /**
   * The day the page's highlight cards show, for `<html data-today>`;
   * `null` on a page without them.
   */
  today: IsoDate | null
}

/** The build's own local date: the day the prerendered cards show. */
export const buildDay = (): IsoDate => toIsoDate(new Date())

const handler = createStaticHandler(routes)

/** The attribute of a highlight card's dated lines (HighlightCard). */
const DATED_LINES = ' data-highlight="'

/**
 * Renders `path` to HTML; its highlight cards, if it has them, for `today`
 * (decision 066), or empty when it is `null`.
 */
export async function render(
  path: string,
  today: IsoDate | null = null,
): Promise<RenderedPage> {
  if (!envResult.ok) {
    throw new Error(`Invalid environment: ${envResult.problems.join(' ')}`)
  }
  // The layout sets it too; the route's loading (Telugu twins) needs it first.
  const language = languageOfPath(path)
  setActiveLanguage(language)
  setPrerenderDay(today)
  takeMissedTwins()
  const context = await handler.query(
    new Request(new URL(path, 'http://prerender.invalid')),
  )
  if (context instanceof Response) {
    throw new Error(`${path} answered with a redirect or a response`)
  }
  const router = createStaticRouter(handler.dataRoutes, context)
  const head = new HeadCollector()
  const html = renderToString(
    <StrictMode>
      <HeadCollectorProvider collector={head}>
        <App>
          <StaticRouterProvider
            router={router}
            context={context}
            hydrate={false}
          />
        </App>
      </HeadCollectorProvider>
    </StrictMode>,
  )
  if (takeMissedTwins() > 0) {
    throw new Error(
      `${path} read Telugu text that its route did not load (see the error above)`,
    )
  }
  return {
    html,
    headScripts: head.scripts(),
    status: context.statusCode,
    lang: LANGUAGE_TAGS[language],
    today: today !== null && html.includes(DATED_LINES) ? today : null,
  }
}
