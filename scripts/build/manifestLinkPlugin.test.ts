import { describe, expect, it } from 'vitest'

import { moveManifestLink } from './manifestLinkPlugin'

const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <title>Vasavi Kids</title>
  <link rel="manifest" href="/manifest.webmanifest"></head>
  <body><div id="root"></div></body>
</html>`

describe('moveManifestLink', () => {
  it('moves the manifest link to <html data-manifest>', () => {
    const html = moveManifestLink(SHELL)
    expect(html).not.toContain('rel="manifest"')
    expect(html).toContain(
      '<html lang="en" data-manifest="/manifest.webmanifest">',
    )
    expect(html).toContain('<title>Vasavi Kids</title>')
  })

  it('refuses a shell without a manifest link', () => {
    expect(() =>
      moveManifestLink(SHELL.replace(/<link rel="manifest"[^>]*>/, '')),
    ).toThrow(/no <link rel="manifest">/)
  })
})
