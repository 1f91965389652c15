import { afterEach, describe, expect, it } from 'vitest'

import { linkManifest, MANIFEST_ATTRIBUTE } from './manifestLink'

const manifestLinks = () =>
  [...document.head.querySelectorAll('link[rel="manifest"]')].map((link) =>
    link.getAttribute('href'),
  )

describe('linkManifest', () => {
  afterEach(() => {
    document.head.innerHTML = ''
    document.documentElement.removeAttribute(MANIFEST_ATTRIBUTE)
  })

  it('links the manifest the build named on <html>', () => {
    document.documentElement.setAttribute(
      MANIFEST_ATTRIBUTE,
      '/manifest.webmanifest',
    )
    linkManifest(document)
    expect(manifestLinks()).toEqual(['/manifest.webmanifest'])
  })

  it('links it once however often it is called', () => {
    document.documentElement.setAttribute(MANIFEST_ATTRIBUTE, '/m.webmanifest')
    linkManifest(document)
    linkManifest(document)
    expect(manifestLinks()).toEqual(['/m.webmanifest'])
  })

  it('links nothing where the build named no manifest (the dev server)', () => {
    linkManifest(document)
    expect(manifestLinks()).toEqual([])
  })
})
