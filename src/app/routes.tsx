import type { ComponentType } from 'react'
import type { RouteObject } from 'react-router-dom'

import { paths } from '@/lib/paths'

import { PageLoading } from './PageLoading'
import { RootLayout } from './RootLayout'
import { RouteError } from './RouteError'

type PageModule = Record<string, ComponentType>

/** Every page module, each loaded on demand as a chunk of its own. */
const pageModules = import.meta.glob<PageModule>('../pages/*Page.tsx')

/** What a page route carries in `handle`: its source file, as the build manifest names it. */
export type PageHandle = { pageModule: string }

/**
 * A page route's lazy loader for `src/pages/<name>.tsx`, which exports a
 * component called `name`. The route's `handle` names the source file, so
 * the prerender can list the page's chunks for the browser to fetch early
 * (decision 025).
 */
function lazyPage(name: string): Pick<RouteObject, 'handle' | 'lazy'> {
  const load = pageModules[`../pages/${name}.tsx`]
  if (!load) throw new Error(`No page module src/pages/${name}.tsx`)
  const handle: PageHandle = { pageModule: `src/pages/${name}.tsx` }
  return {
    handle,
    lazy: async () => {
      const Component = (await load())[name]
      if (!Component)
        throw new Error(`src/pages/${name}.tsx exports no ${name}`)
      return { Component }
    },
  }
}

/** Every route of spec section 2; each page is its own lazily loaded chunk. */
export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    errorElement: <RouteError />,
    HydrateFallback: PageLoading,
    children: [
      {
        // Errors inside a page keep the top bar and footer around the message.
        errorElement: <RouteError />,
        children: [
          {
            index: true,
            ...lazyPage('HomePage'),
          },
          {
            path: paths.gotras.path,
            ...lazyPage('GotrasPage'),
          },
          {
            path: paths.gotra.path,
            ...lazyPage('GotraPage'),
          },
          {
            path: paths.vasaviStory.path,
            ...lazyPage('VasaviStoryPage'),
          },
          {
            path: paths.games.path,
            ...lazyPage('GamesPage'),
          },
          {
            path: paths.coloring.path,
            ...lazyPage('ColoringPage'),
          },
          {
            path: paths.traditions.path,
            ...lazyPage('TraditionsPage'),
          },
          {
            path: paths.auth.path,
            ...lazyPage('AuthPage'),
          },
          {
            path: paths.leaderboard.path,
            ...lazyPage('LeaderboardPage'),
          },
          {
            path: paths.termsOfUse.path,
            ...lazyPage('TermsOfUsePage'),
          },
          {
            path: paths.privacyPolicy.path,
            ...lazyPage('PrivacyPolicyPage'),
          },
          {
            path: paths.notFound.path,
            ...lazyPage('NotFoundPage'),
          },
        ],
      },
    ],
  },
]
