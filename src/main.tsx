import '@fontsource-variable/baloo-2/wght.css'
import '@fontsource-variable/nunito/wght.css'
import '@fontsource-variable/noto-sans-telugu/wght.css'
import './styles/index.css'

import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createBrowserRouter } from 'react-router-dom'

import { App } from './app/App'
import { ConfigErrorScreen } from './app/ConfigErrorScreen'
import { preloadRoutes } from './app/preloadRoutes'
import { routes } from './app/routes'
import { envResult } from './lib/env'

async function start(container: HTMLElement) {
  // index.html carries a generic title and description for visitors without
  // JavaScript; each page renders its own, so drop these to keep one of each.
  for (const element of document.head.querySelectorAll('[data-static-head]')) {
    element.remove()
  }
  const root = createRoot(container)
  if (!envResult.ok) {
    root.render(<ConfigErrorScreen problems={envResult.problems} />)
    return
  }
  // A failed chunk load is shown by the route error screen on first render.
  await preloadRoutes(routes, window.location).catch(() => undefined)
  const router = createBrowserRouter(routes)
  root.render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  )
}

const container = document.getElementById('root')
if (container) void start(container)
