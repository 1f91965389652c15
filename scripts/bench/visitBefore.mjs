/**
 * A returning visitor's browser (the benches' "returning" visit): `url`
 * visited once before in `context`, with the site's state stored (the app
 * then starts at once, decision 038), the HTTP cache warm and the service
 * worker active, so the next page of the context is controlled by it from
 * its first request, as a family's is when it comes back. Decision 087
 * found a cost only such a page pays.
 */
export async function visitBefore(context, url) {
  const before = await context.newPage()
  await before.goto(url, { waitUntil: 'load' })
  await before.evaluate(() =>
    localStorage.setItem('vasavi-kids:story-version:v1', '"kids"'),
  )
  await before.reload({ waitUntil: 'load' })
  await before.locator('html[data-app="live"]').waitFor({ state: 'attached' })
  // The worker installed and active: a page opened now is controlled.
  await before.evaluate(() => navigator.serviceWorker?.ready)
  await before.waitForTimeout(1000)
  await before.close()
}
