import type { ComponentType } from 'react'
import type { RouteObject } from 'react-router-dom'

import { keepLoading } from '@/lib/codeLoading/keepLoading'
import { loadTeluguTwins } from '@/lib/i18n/edition'
import { TELUGU_PREFIX } from '@/lib/i18n/language'
import { paths } from '@/lib/paths'

import { PageLoading } from './PageLoading'
import { RootLayout } from './RootLayout'
import { RouteError } from './RouteError'

type Page = {
  /** The English pattern (`paths.x.path`); the home page has none. */
  path?: string
  load: () => Promise<ComponentType>
}

/** Every route of spec section 2; each page is its own lazily loaded chunk. */
const PAGES: readonly Page[] = [
  {
    load: () => import('@/pages/HomePage').then((m) => m.HomePage),
  },
  {
    path: paths.gotras.path,
    load: () => import('@/pages/GotrasPage').then((m) => m.GotrasPage),
  },
  {
    path: paths.gotra.path,
    load: () => import('@/pages/GotraPage').then((m) => m.GotraPage),
  },
  {
    path: paths.vasaviStory.path,
    load: () =>
      import('@/pages/VasaviStoryPage').then((m) => m.VasaviStoryPage),
  },
  {
    path: paths.games.path,
    load: () => import('@/pages/GamesPage').then((m) => m.GamesPage),
  },
  {
    path: paths.coloring.path,
    load: () => import('@/pages/ColoringPage').then((m) => m.ColoringPage),
  },
  {
    path: paths.traditions.path,
    load: () => import('@/pages/TraditionsPage').then((m) => m.TraditionsPage),
  },
  {
    path: paths.auth.path,
    load: () => import('@/pages/AuthPage').then((m) => m.AuthPage),
  },
  {
    path: paths.newPassword.path,
    load: () =>
      import('@/pages/NewPasswordPage').then((m) => m.NewPasswordPage),
  },
  {
    path: paths.leaderboard.path,
    load: () =>
      import('@/pages/LeaderboardPage').then((m) => m.LeaderboardPage),
  },
  {
    path: paths.players.path,
    load: () => import('@/pages/PlayersPage').then((m) => m.PlayersPage),
  },
  {
    path: paths.family.path,
    load: () => import('@/pages/FamilyPage').then((m) => m.FamilyPage),
  },
  {
    path: paths.termsOfUse.path,
    load: () => import('@/pages/TermsOfUsePage').then((m) => m.TermsOfUsePage),
  },
  {
    path: paths.privacyPolicy.path,
    load: () =>
      import('@/pages/PrivacyPolicyPage').then((m) => m.PrivacyPolicyPage),
  },
  {
    path: paths.notFound.path,
    load: () => import('@/pages/NotFoundPage').then((m) => m.NotFoundPage),
  },
]

/**
 * The pages of one edition. A Telugu page first loads its code (which
 * declares the Telugu twins it reads), then those twins, then renders
 * (decision 032): the same page component shows either language.
 */
function editionRoutes(telugu: boolean): RouteObject[] {
  return PAGES.map(({ path, load }) => ({
    ...(path === undefined
      ? { index: true }
      : { path: path.replace(/^\//, '') }),
    // The router keeps the first answer of a route's `lazy`, a failure too:
    // a page's code that cannot be fetched is waited for instead, the
    // current page staying in view with a note that says so (decision 071).
    lazy: () =>
      keepLoading(
        telugu
          ? async () => {
              const Component = await load()
              await loadTeluguTwins()
              return { Component }
            }
          : async () => ({ Component: await load() }),
      ),
  }))
}

export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    errorElement: <RouteError />,
    HydrateFallback: PageLoading,
    children: [
      // Errors inside a page keep the top bar and footer around the message.
      { errorElement: <RouteError />, children: editionRoutes(false) },
      {
        path: TELUGU_PREFIX.slice(1),
        errorElement: <RouteError />,
        children: editionRoutes(true),
      },
    ],
  },
]
