import { render, type RenderResult } from '@testing-library/react'
import { StrictMode, type ReactElement } from 'react'
import {
  createMemoryRouter,
  RouterProvider,
  type RouteObject,
} from 'react-router-dom'

import { AppProviders } from '@/app/AppProviders'
import { routes as appRoutes } from '@/app/routes'
import {
  createGuestBackend,
  createGuestStore,
  createQueryClient,
  type Backend,
} from '@/lib/backend'
import { loadTestBank } from '@/test/questionBank'

type RenderOptions = {
  route?: string
  backend?: Backend
  /** Wraps the tree in StrictMode at the root, as main.tsx does. */
  strict?: boolean
}

type RenderWithRouter = RenderResult & {
  router: ReturnType<typeof createMemoryRouter>
}

/**
 * A guest backend over jsdom's localStorage (cleared after every test), with
 * any methods a test wants to fake or watch put in its place.
 */
export function createTestBackend(): Backend
export function createTestBackend<Overrides extends Partial<Backend>>(
  overrides: Overrides,
): Omit<Backend, keyof Overrides> & Overrides
export function createTestBackend(overrides: Partial<Backend> = {}): Backend {
  return Object.assign(
    createGuestBackend(createGuestStore(window.localStorage), loadTestBank),
    overrides,
  )
}

function renderRouter(
  routes: RouteObject[],
  { route = '/', backend = createTestBackend(), strict = false }: RenderOptions,
): RenderWithRouter {
  const router = createMemoryRouter(routes, { initialEntries: [route] })
  const queryClient = createQueryClient({ backendKind: backend.kind })
  // The app's defaults (network mode too), without retries.
  const defaults = queryClient.getDefaultOptions()
  queryClient.setDefaultOptions({
    ...defaults,
    queries: { ...defaults.queries, retry: false },
  })
  const tree = (
    <AppProviders backend={backend} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  )
  // StrictMode nested below the root does not replay effects (React 19).
  const result = render(strict ? <StrictMode>{tree}</StrictMode> : tree)
  return { ...result, router }
}

/** Renders `ui` at `route` inside the app's providers and a memory router. */
export function renderWithProviders(
  ui: ReactElement,
  options: RenderOptions = {},
): RenderWithRouter {
  return renderRouter([{ path: '*', element: ui }], options)
}

/** Renders the whole app (layout, lazy pages) at `route`. */
export function renderApp(
  route = '/',
  options: Omit<RenderOptions, 'route'> = {},
): RenderWithRouter {
  return renderRouter(appRoutes, { ...options, route })
}
