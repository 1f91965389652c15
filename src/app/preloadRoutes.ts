import { matchRoutes, type RouteObject } from 'react-router-dom'

/**
 * Loads the lazy modules of the routes that match `location` before the first
 * render, so the first paint is the page itself rather than a loading screen
 * (and, once pages are prerendered, so hydration matches the HTML).
 */
export async function preloadRoutes(
  routes: RouteObject[],
  location: { pathname: string },
): Promise<void> {
  const matches = matchRoutes(routes, location) ?? []
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return
      const loaded = await route.lazy()
      Object.assign(route, { ...loaded, lazy: undefined })
    }),
  )
}
