import type { Page } from '@playwright/test'

/**
 * A first visit starts the app once the page has loaded and the browser is
 * idle (decision 062), which on a test machine is a moment after `goto`. To
 * act "before the app has started", a test holds the app's main chunk:
 * nothing of it arrives until `release` is called. The page must not be
 * controlled by the service worker (its fetches are not routed): use
 * `serviceWorkers: 'block'`.
 */
export function holdAppStart(page: Page): Promise<() => void> {
  return holdScript(page, /\/assets\/boot-[\w-]+\.js$/)
}

/**
 * Holds every request for a script whose address matches `pattern` until
 * the returned `release` is called (the same conditions as holdAppStart).
 */
export async function holdScript(
  page: Page,
  pattern: RegExp,
): Promise<() => void> {
  let release = () => {}
  const gate = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(pattern, async (route) => {
    await gate
    await route.continue()
  })
  return () => release()
}
