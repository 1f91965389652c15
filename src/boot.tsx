import { startTransition, StrictMode, useEffect } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { createBrowserRouter, RouterProvider } from 'react-router-dom'

import { App } from './app/App'
import { ConfigErrorScreen } from './app/ConfigErrorScreen'
import { preloadRoutes } from './app/preloadRoutes'
import { routes } from './app/routes'
import { putSpriteInPage } from './components/icons/spriteInPage'
import { whenBrowserIdle } from './lib/browserIdle'
import { setCodeLoader } from './lib/codeLoading/codeLoader'
import { keepLoading } from './lib/codeLoading/keepLoading'
import { envResult } from './lib/env'

/** Calls `onCommitted` once its tree (the whole app) has been committed. */
function Committed({ onCommitted }: { onCommitted: () => void }) {
  useEffect(onCommitted, [onCommitted])
  return null
}

/** The app has the page; `committed` settles once its first render is in. */
export type Started = { committed: Promise<void> }

async function start(container: HTMLElement): Promise<Started> {
  // A game's code that cannot be fetched is waited for, as a page's is.
  setCodeLoader(keepLoading)
  // The app shell (index.html in development, 404.html when built) carries a
  // generic title and description for visitors without JavaScript; each page
  // renders its own, so drop these to keep one of each.
  for (const element of document.head.querySelectorAll('[data-static-head]')) {
    element.remove()
  }
  if (!envResult.ok) {
    createRoot(container).render(
      <ConfigErrorScreen problems={envResult.problems} />,
    )
    markAppLive()
    return { committed: Promise.resolve() }
  }
  // Load the page's code before the first render, so the first paint is the
  // page itself and a prerendered page hydrates against the same tree. A
  // failed chunk load is shown by the route error screen on first render.
  await preloadRoutes(routes, window.location).catch(() => undefined)
  // Prerendered pages (scripts/build/prerender.mjs) arrive with #root filled in.
  const prerendered = container.firstElementChild !== null
  // Hydration data (there are no loaders, so it is empty) also tells the
  // router not to scroll to the top on start: a visitor may already have
  // scrolled the prerendered page.
  const router = createBrowserRouter(
    routes,
    prerendered ? { hydrationData: { loaderData: {} } } : undefined,
  )
  let committed = () => {}
  const whenCommitted = new Promise<void>((resolve) => {
    committed = resolve
  })
  const app = (
    <StrictMode>
      <App>
        <RouterProvider router={router} />
      </App>
      <Committed onCommitted={committed} />
    </StrictMode>
  )
  // In a transition the first hydration pass yields to the browser every few
  // milliseconds; at its default priority React ran the whole app shell in
  // one task (decision 025).
  if (prerendered) startTransition(() => void hydrateRoot(container, app))
  else createRoot(container).render(app)
  markAppLive()
  // Icons drawn from now on (a game's, a menu's) use the sprite's symbols
  // copied into the page, not the file loaded anew (decisions 067, 087).
  void whenCommitted.then(() =>
    whenBrowserIdle(() => void putSpriteInPage(), 2000),
  )
  return { committed: whenCommitted }
}

/**
 * `<html data-app="live">`: React now handles every event on the page (parts
 * still hydrating are hydrated at once when touched). Before this, the
 * prerendered page answers only plain links. The e2e tests wait for it.
 */
function markAppLive() {
  document.documentElement.dataset.app = 'live'
}

/**
 * Starts the app in `container` (#root); resolves once React holds the page
 * (a prerendered page's hydration begun: React hydrates at once the part an
 * event reaches), so an action held until then (src/app/heldActions.ts)
 * reaches the app without waiting for the rest of the page.
 */
export function boot(container: HTMLElement): Promise<Started> {
  return start(container)
}
