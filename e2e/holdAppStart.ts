import type { Page } from '@playwright/test'

/**
 * A first visit starts the app once the page has loaded and the browser is
 * idle (decision 062), which on a test machine is a moment after `goto`. To
 * act "before the app has started", a test holds the app's main chunk:
 * nothing of it arrives until `release` is called. The page must not be
 * controlled by the service worker (its fetches are not routed): use
 * `serviceWorkers: 'block'`.
 */
export async function holdAppStart(page: Page): Promise<() => void> {
  let release = () => {}
  const gate = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(/\/assets\/boot-[\w-]+\.js$/, async (route) => {
    await gate
    await route.continue()
  })
  return () => release()
}
