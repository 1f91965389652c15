/**
 * `<html data-manifest>`: the web app manifest's address. The build moves the
 * manifest's `<link>` there (scripts/build/manifestLinkPlugin.ts), and the page
 * links it once it has loaded (decision 041).
 */
export const MANIFEST_ATTRIBUTE = 'data-manifest'

/**
 * Links the web app manifest named by `<html data-manifest>`, once.
 *
 * A linked manifest makes Chromium fetch it and then its 192 px icon at once,
 * before the first paint: two requests, one after the other, that the first
 * screen does not need and that kept it waiting on a slow network. Linked
 * after load, the site installs and works offline as before.
 */
export function linkManifest(doc: Document): void {
  const href = doc.documentElement.getAttribute(MANIFEST_ATTRIBUTE)
  if (!href || doc.head.querySelector('link[rel="manifest"]')) return
  const link = doc.createElement('link')
  link.rel = 'manifest'
  link.href = href
  doc.head.append(link)
}
