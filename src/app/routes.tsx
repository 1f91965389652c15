import type { RouteObject } from 'react-router-dom'

import { paths } from '@/lib/paths'

import { PageLoading } from './PageLoading'
import { RootLayout } from './RootLayout'
import { RouteError } from './RouteError'

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
            lazy: () =>
              import('@/pages/HomePage').then((m) => ({
                Component: m.HomePage,
              })),
          },
          {
            path: paths.gotras.path,
            lazy: () =>
              import('@/pages/GotrasPage').then((m) => ({
                Component: m.GotrasPage,
              })),
          },
          {
            path: paths.gotra.path,
            lazy: () =>
              import('@/pages/GotraPage').then((m) => ({
                Component: m.GotraPage,
              })),
          },
          {
            path: paths.vasaviStory.path,
            lazy: () =>
              import('@/pages/VasaviStoryPage').then((m) => ({
                Component: m.VasaviStoryPage,
              })),
          },
          {
            path: paths.games.path,
            lazy: () =>
              import('@/pages/GamesPage').then((m) => ({
                Component: m.GamesPage,
              })),
          },
          {
            path: paths.coloring.path,
            lazy: () =>
              import('@/pages/ColoringPage').then((m) => ({
                Component: m.ColoringPage,
              })),
          },
          {
            path: paths.traditions.path,
            lazy: () =>
              import('@/pages/TraditionsPage').then((m) => ({
                Component: m.TraditionsPage,
              })),
          },
          {
            path: paths.auth.path,
            lazy: () =>
              import('@/pages/AuthPage').then((m) => ({
                Component: m.AuthPage,
              })),
          },
          {
            path: paths.leaderboard.path,
            lazy: () =>
              import('@/pages/LeaderboardPage').then((m) => ({
                Component: m.LeaderboardPage,
              })),
          },
          {
            path: paths.players.path,
            lazy: () =>
              import('@/pages/PlayersPage').then((m) => ({
                Component: m.PlayersPage,
              })),
          },
          {
            path: paths.family.path,
            lazy: () =>
              import('@/pages/FamilyPage').then((m) => ({
                Component: m.FamilyPage,
              })),
          },
          {
            path: paths.termsOfUse.path,
            lazy: () =>
              import('@/pages/TermsOfUsePage').then((m) => ({
                Component: m.TermsOfUsePage,
              })),
          },
          {
            path: paths.privacyPolicy.path,
            lazy: () =>
              import('@/pages/PrivacyPolicyPage').then((m) => ({
                Component: m.PrivacyPolicyPage,
              })),
          },
          {
            path: paths.notFound.path,
            lazy: () =>
              import('@/pages/NotFoundPage').then((m) => ({
                Component: m.NotFoundPage,
              })),
          },
        ],
      },
    ],
  },
]
