import { render, type RenderResult } from '@testing-library/react'
import type { ReactElement } from 'react'
import {
  createMemoryRouter,
  RouterProvider,
  type RouteObject,
} from 'react-router-dom'

import { AppProviders } from '@/app/AppProviders'
import { createQueryClient } from '@/app/queryClient'
import { routes as appRoutes } from '@/app/routes'

type RenderOptions = { route?: string }

type RenderWithRouter = RenderResult & {
  router: ReturnType<typeof createMemoryRouter>
}

function renderRouter(routes: RouteObject[], route: string): RenderWithRouter {
  const router = createMemoryRouter(routes, { initialEntries: [route] })
  const queryClient = createQueryClient()
  queryClient.setDefaultOptions({ queries: { retry: false } })
  const result = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  )
  return { ...result, router }
}

/** Renders `ui` at `route` inside the app's providers and a memory router. */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/' }: RenderOptions = {},
): RenderWithRouter {
  return renderRouter([{ path: '*', element: ui }], route)
}

/** Renders the whole app (layout, lazy pages) at `route`. */
export function renderApp(route = '/'): RenderWithRouter {
  return renderRouter(appRoutes, route)
}
