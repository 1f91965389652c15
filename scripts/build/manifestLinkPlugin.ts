import type { Plugin } from 'vite'

import { MANIFEST_ATTRIBUTE } from '../../src/app/manifestLink.ts'

const MANIFEST_LINK = /<link rel="manifest" href="([^"]+)"[^>]*>\s*/

/**
 * The app shell with vite-plugin-pwa's `<link rel="manifest">` moved to
 * `<html data-manifest>`, for src/main.tsx to link once the page has loaded
 * (decision 041). Throws when the shell has no manifest link, so that a
 * change in the PWA plugin cannot quietly leave the site without one.
 */
export function moveManifestLink(html: string): string {
  const match = MANIFEST_LINK.exec(html)
  if (!match) throw new Error('The app shell has no <link rel="manifest">')
  const withoutLink = html.replace(MANIFEST_LINK, '')
  const withAttribute = withoutLink.replace(
    /<html\b([^>]*)>/,
    (_tag, attributes: string) =>
      `<html${attributes} ${MANIFEST_ATTRIBUTE}="${match[1]}">`,
  )
  if (withAttribute === withoutLink) {
    throw new Error('The app shell has no <html> tag')
  }
  return withAttribute
}

/** Runs after vite-plugin-pwa has written the manifest link (list it after). */
export function manifestLinkPlugin(): Plugin {
  return {
    name: 'vasavi-kids:manifest-after-load',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: { order: 'post', handler: moveManifestLink },
  }
}
