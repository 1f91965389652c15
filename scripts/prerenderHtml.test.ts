import { describe, expect, it } from 'vitest'

import { APP_CODE_ATTRIBUTE as APP_CODE_ATTRIBUTE_READ } from '../src/app/startOnIntent'
import {
  APP_CODE_ATTRIBUTE,
  appCodeFiles,
  fileForPath,
  fontPreloads,
  LATIN_EDITION_FONT_ASSET,
  pageDocument,
  shellDocument,
  splitHoistedHead,
  TELUGU_EDITION_FONT_ASSET,
  TELUGU_FONT_ASSET,
  teluguFontPreload,
} from './prerenderHtml.mjs'

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title data-static-head>
      Vasavi Kids
    </title>
    <meta
      data-static-head
      name="description"
      content="Generic."
    />
    <script type="module" src="/assets/entry.js"></script>
    <link rel="preload" href="/assets/baloo-2-subset-Br2H.woff2" as="font" type="font/woff2" crossorigin="">
    <link rel="preload" href="/assets/nunito-subset-CAhJ.woff2" as="font" type="font/woff2" crossorigin="">
  </head>
  <body>
    <div id="root"></div>
    <noscript><p>Needs JavaScript.</p></noscript>
  </body>
</html>`

describe('fileForPath', () => {
  it.each([
    ['/', 'index.html'],
    ['/gotras', 'gotras.html'],
    ['/gotras/', 'gotras.html'],
    ['/gotra/kashyapa', 'gotra/kashyapa.html'],
  ])('%s is written to %s', (path, file) => {
    expect(fileForPath(path)).toBe(file)
  })
})

describe('splitHoistedHead', () => {
  it('takes the leading title, meta and link tags and leaves the page', () => {
    const html =
      '<link rel="preload" as="image" href="/favicon.svg"/><title>Gotras | Vasavi Kids</title>' +
      '<meta name="description" content="All 102 gotras."/><link rel="canonical" href="https://x.org/gotras"/>' +
      '<div class="page"><h1>Gotras</h1><meta itemprop="x" content="y"/></div>'
    expect(splitHoistedHead(html)).toEqual({
      headTags:
        '<link rel="preload" as="image" href="/favicon.svg"/><title>Gotras | Vasavi Kids</title>' +
        '<meta name="description" content="All 102 gotras."/><link rel="canonical" href="https://x.org/gotras"/>',
      body: '<div class="page"><h1>Gotras</h1><meta itemprop="x" content="y"/></div>',
    })
  })

  it('leaves markup without leading head tags alone', () => {
    expect(splitHoistedHead('<main>Hi</main>')).toEqual({
      headTags: '',
      body: '<main>Hi</main>',
    })
  })
})

describe('pageDocument', () => {
  const document = pageDocument(TEMPLATE, {
    headTags: '<title>Gotras</title><link rel="canonical" href="/gotras"/>',
    headScripts: ['<script type="application/ld+json">{}</script>'],
    body: '<main><h1>Gotras</h1></main>',
    noscript: 'Games need JavaScript.',
  })

  it('replaces the generic title and description with the page head', () => {
    expect(document).not.toContain('data-static-head')
    expect(document).not.toContain('Generic.')
    expect(document.match(/<title/g)).toHaveLength(1)
    const head = document.slice(0, document.indexOf('</head>'))
    expect(head).toContain(
      '<title>Gotras</title><link rel="canonical" href="/gotras"/><script type="application/ld+json">{}</script>',
    )
    expect(head).toContain('<script type="module" src="/assets/entry.js">')
  })

  it('fills #root and says what still needs JavaScript', () => {
    expect(document).toContain(
      '<div id="root"><main><h1>Gotras</h1></main></div>',
    )
    expect(document).toContain(
      '<noscript><p>Games need JavaScript.</p></noscript>',
    )
  })

  it('keeps "$" sequences in page text as they are', () => {
    const page = pageDocument(TEMPLATE, {
      headTags: '<title>$&amp; costs</title>',
      headScripts: [],
      body: '<p>Price: $& and $1</p>',
      noscript: '$&',
    })
    expect(page).toContain('<div id="root"><p>Price: $& and $1</p></div>')
    expect(page).toContain('<title>$&amp; costs</title></head>')
  })

  it('sets <html lang> to the page’s language (English unless told)', () => {
    expect(document).toContain('<html lang="en">')
    const telugu = pageDocument(TEMPLATE, {
      headTags: '<title>గోత్రాలు</title>',
      headScripts: [],
      body: '<h1>గోత్రాలు</h1>',
      noscript: '',
      lang: 'te',
    })
    expect(telugu).toContain('<html lang="te">')
    expect(telugu).not.toContain('lang="en"')
  })

  it('drops the shell’s Baloo 2 and Nunito preloads from Telugu pages only', () => {
    const page = (lang: string) =>
      pageDocument(TEMPLATE, {
        headTags: '<title>Page</title>',
        headScripts: [],
        body: '<h1>Page</h1>',
        noscript: '',
        lang,
      })
    expect(page('en')).toContain('/assets/baloo-2-subset-Br2H.woff2')
    expect(page('en')).toContain('/assets/nunito-subset-CAhJ.woff2')
    expect(page('te')).not.toContain('baloo-2-subset')
    expect(page('te')).not.toContain('nunito-subset')
    expect(page('te')).toContain(
      '<script type="module" src="/assets/entry.js">',
    )
  })

  it('refuses a shell whose Latin preloads it cannot find for a Telugu page', () => {
    expect(() =>
      pageDocument(TEMPLATE.replace(/<link rel="preload"[^>]*>/g, ''), {
        headTags: '',
        headScripts: [],
        body: '',
        noscript: '',
        lang: 'te',
      }),
    ).toThrow(/preloads 0 of Baloo 2 and Nunito/)
  })

  it('refuses a template without an empty #root', () => {
    expect(() =>
      pageDocument(TEMPLATE.replace('<div id="root"></div>', ''), {
        headTags: '',
        headScripts: [],
        body: '',
        noscript: '',
      }),
    ).toThrow(/no <div id="root"><\/div>/)
  })
})

describe('teluguFontPreload', () => {
  const href = '/assets/noto-sans-telugu-subset-AbC_1.woff2'

  it('preloads the Telugu font on a page with Telugu text', () => {
    const body = '<h1>Welcome <span lang="te">స్వాగతం</span></h1>'
    expect(teluguFontPreload(body, href)).toBe(
      `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin=""/>`,
    )
  })

  it('leaves pages without Telugu text alone', () => {
    expect(teluguFontPreload('<h1 lang="en">Gotras</h1>', href)).toBe('')
    expect(
      teluguFontPreload('<p>The word lang=&quot;te&quot; as text</p>', href),
    ).toBe('')
  })

  it('does not count the language switch, drawn in the device’s fonts', () => {
    const nav =
      '<a href="/te" lang="te" hrefLang="te" data-font="system">తెలుగు</a>'
    expect(teluguFontPreload(`<h1>Gotras</h1>${nav}`, href)).toBe('')
    expect(teluguFontPreload(`${nav}<p lang="te">కథ</p>`, href)).not.toBe('')
  })

  it('recognises the built font file and nothing else', () => {
    expect(TELUGU_FONT_ASSET.test('noto-sans-telugu-subset-AbC_1.woff2')).toBe(
      true,
    )
    expect(TELUGU_FONT_ASSET.test('noto-sans-telugu-wght-normal-X.woff2')).toBe(
      false,
    )
  })

  it('goes into <head> before the page head tags', () => {
    const page = pageDocument(TEMPLATE, {
      headTags: '<title>Story</title>',
      headScripts: [],
      body: '<p lang="te">కథ</p>',
      noscript: '',
      preloads: teluguFontPreload('<p lang="te">కథ</p>', href),
    })
    const head = page.slice(0, page.indexOf('</head>'))
    expect(head).toContain(
      `as="font" type="font/woff2" crossorigin=""/><title>Story</title>`,
    )
  })
})

describe('fontPreloads', () => {
  const fontHref = '/assets/noto-sans-telugu-subset-A.woff2'
  const editionFontHref = '/assets/noto-sans-telugu-edition-subset-B.woff2'
  const editionLatinHref = '/assets/noto-sans-latin-edition-subset-C.woff2'

  it('preloads the edition’s subset on every Telugu page', () => {
    for (const body of ['<h1>గోత్రాలు</h1>', '<p lang="te">కథ</p>']) {
      const preloads = fontPreloads({
        body,
        lang: 'te',
        fontHref,
        editionFontHref,
        editionLatinHref,
      })
      expect(preloads).toContain(editionFontHref)
      expect(preloads).toContain(editionLatinHref)
      expect(preloads).not.toContain(fontHref)
    }
  })

  it('preloads the small subset on English pages with Telugu text only', () => {
    const withTelugu = '<p>Hello <span lang="te">నమస్కారం</span></p>'
    expect(
      fontPreloads({
        body: withTelugu,
        lang: 'en',
        fontHref,
        editionFontHref,
        editionLatinHref,
      }),
    ).toContain(fontHref)
    expect(
      fontPreloads({
        body: '<p>Hello</p>',
        lang: 'en',
        fontHref,
        editionFontHref,
        editionLatinHref,
      }),
    ).toBe('')
  })

  it('tells the built subsets apart', () => {
    const edition = 'noto-sans-telugu-edition-subset-B1.woff2'
    const latin = 'noto-sans-latin-edition-subset-C1.woff2'
    expect(TELUGU_EDITION_FONT_ASSET.test(edition)).toBe(true)
    expect(TELUGU_FONT_ASSET.test(edition)).toBe(false)
    expect(LATIN_EDITION_FONT_ASSET.test(latin)).toBe(true)
    expect(LATIN_EDITION_FONT_ASSET.test(edition)).toBe(false)
    expect(TELUGU_EDITION_FONT_ASSET.test(latin)).toBe(false)
  })
})

describe('shellDocument', () => {
  it('keeps the shell empty and out of search results', () => {
    const shell = shellDocument(TEMPLATE)
    expect(shell).toContain('<div id="root"></div>')
    expect(shell).toContain(
      '<meta data-static-head name="robots" content="noindex" /></head>',
    )
  })
})

describe('appCodeFiles', () => {
  const manifest = {
    'index.html': { file: 'assets/entry-1.js', isEntry: true },
    'src/boot.tsx': {
      file: 'assets/boot-2.js',
      imports: ['_react-3.js', 'index.html', '_shared-4.js'],
    },
    '_react-3.js': { file: 'assets/react-3.js', imports: ['_shared-4.js'] },
    '_shared-4.js': { file: 'assets/shared-4.js' },
    'src/pages/GamesPage.tsx': { file: 'assets/GamesPage-5.js' },
  }

  it('lists the boot chunk and what it imports, once each, without the entry or pages', () => {
    expect(appCodeFiles(manifest)).toEqual([
      '/assets/boot-2.js',
      '/assets/react-3.js',
      '/assets/shared-4.js',
    ])
  })

  it('refuses a manifest without the boot chunk or with a missing import', () => {
    expect(() => appCodeFiles({})).toThrow(/no src\/boot.tsx/)
    expect(() =>
      appCodeFiles({ 'src/boot.tsx': { file: 'b.js', imports: ['_gone.js'] } }),
    ).toThrow(/no _gone.js/)
  })

  it('is written where the app reads it', () => {
    expect(APP_CODE_ATTRIBUTE).toBe(APP_CODE_ATTRIBUTE_READ)
  })

  it('is written on <html> of a page, and left out when empty', () => {
    const page = pageDocument(TEMPLATE, {
      headTags: '<title>Games</title>',
      headScripts: [],
      body: '<h1>Games</h1>',
      noscript: '',
      appCode: ['/assets/boot-2.js', '/assets/react-3.js'],
    })
    expect(page).toContain(
      '<html lang="en" data-app-code="/assets/boot-2.js /assets/react-3.js">',
    )
    const plain = pageDocument(TEMPLATE, {
      headTags: '<title>Games</title>',
      headScripts: [],
      body: '<h1>Games</h1>',
      noscript: '',
    })
    expect(plain).not.toContain('data-app-code')
  })
})
