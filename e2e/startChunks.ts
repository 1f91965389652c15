import type { Page } from '@playwright/test'

/**
 * Resolves once the chunks the app fetches as it starts have come: the
 * accounts backend and the service worker's script. Call before the page
 * loads. A test that cuts the connection after the start waits for these by
 * name: on a busy machine they can come after the app is live and after the
 * network has been quiet for a while, and a start cut short logs errors
 * that are not what such a test is about.
 */
export function startChunksLoaded(page: Page): Promise<unknown> {
  return Promise.all(
    [
      /\/assets\/device-[\w-]+\.js$/,
      /\/assets\/virtual_pwa-register-[\w-]+\.js$/,
    ].map((script) => page.waitForResponse(script)),
  )
}
