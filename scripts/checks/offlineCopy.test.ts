import { describe, expect, it } from 'vitest'

import { editionWorkerScript } from '../build/editionWorker.mjs'
import {
  editionListsOf,
  isDevelopmentRuntime,
  MAX_OFFLINE_COPY_BYTES,
  measureOfflineCopy,
  offlineCopyProblems,
  precacheOf,
  precachedUrls,
  sentAsIs,
  workboxRuntimeOf,
} from './offlineCopy.mjs'

const SW = `workbox.precacheAndRoute([{
    "url": "404.html",
    "revision": "abc"
  }, {
    "url": "assets/entry-1.js",
    "revision": null
  }], {});`

// The same worker as Workbox's production build writes it: minified.
const MINIFIED_SW =
  'define(["./workbox-677d7057"],function(s){"use strict";' +
  's.precacheAndRoute([{url:"404.html",revision:"abc"},' +
  '{url:"assets/entry-1.js",revision:null}],{})});'

describe('the service worker as built', () => {
  it('reads the precache and the runtime of a minified worker as of a readable one', () => {
    expect(precachedUrls(MINIFIED_SW)).toEqual(precachedUrls(SW))
    expect(precacheOf(MINIFIED_SW)).toEqual(
      new Map([
        ['404.html', 'abc'],
        ['assets/entry-1.js', null],
      ]),
    )
    expect(workboxRuntimeOf(MINIFIED_SW)).toBe('workbox-677d7057')
    expect(
      workboxRuntimeOf(`define(['./workbox-486c2366'], (function (workbox) {`),
    ).toBe('workbox-486c2366')
    expect(workboxRuntimeOf('self.addEventListener("fetch", () => {})')).toBe(
      undefined,
    )
  })

  it('tells Workbox’s development runtime from its production one', () => {
    expect(
      isDevelopmentRuntime(
        `if ("development" !== 'production') { logger.log('Precaching') }`,
      ),
    ).toBe(true)
    expect(isDevelopmentRuntime('const s=new Map;s.set("a",1);')).toBe(false)
  })
})

describe('the offline copy’s budget', () => {
  it('reads the precache and the editions’ lists as the build writes them', () => {
    expect(precachedUrls(SW)).toEqual(['/404.html', '/assets/entry-1.js'])
    const lists = { en: ['/assets/a.woff2'], te: ['/assets/te-1.js'] }
    expect(editionListsOf(editionWorkerScript(lists))).toEqual(lists)
    // Before decision 077 there were no lists: each edition is everything.
    expect(editionListsOf(null)).toEqual({ en: [], te: [] })
  })

  it('counts each edition as the worker, the precache and its own files, each file once', () => {
    const sizes: Record<string, number> = {
      '/sw.js': 10,
      '/404.html': 100,
      '/assets/entry-1.js': 1_000,
      '/assets/a.woff2': 20,
      '/assets/te-1.js': 300,
    }
    const measured = measureOfflineCopy({
      workerScripts: ['/sw.js'],
      precached: ['/404.html', '/assets/entry-1.js', '/sw.js'],
      editions: { en: ['/assets/a.woff2'], te: ['/assets/te-1.js'] },
      sizeOf: (url) => sizes[url]!,
    })
    expect(measured).toEqual([
      { edition: 'en', files: 4, bytes: 1_130 },
      { edition: 'te', files: 4, bytes: 1_410 },
    ])
  })

  it('holds each edition to 1 MB', () => {
    expect(MAX_OFFLINE_COPY_BYTES).toBe(1_000_000)
    expect(
      offlineCopyProblems([
        { edition: 'en', bytes: 1_000_000 },
        { edition: 'te', bytes: 1_000_001 },
      ]),
    ).toEqual([
      'the offline copy of the te edition is 1000001 bytes, over 1000000',
    ])
  })

  it('counts fonts and images as they are, text gzipped', () => {
    expect(sentAsIs('/assets/a.woff2')).toBe(true)
    expect(sentAsIs('/icons/icon-192.png')).toBe(true)
    expect(sentAsIs('/assets/entry-1.js')).toBe(false)
    expect(sentAsIs('/coloring/lamp.svg')).toBe(false)
  })
})
