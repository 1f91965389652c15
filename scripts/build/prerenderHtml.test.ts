import { runInNewContext } from 'node:vm'

import { describe, expect, it } from 'vitest'

import { SHOWN_PLAYER_KEY } from '../../src/lib/backend/device/activeProfile'
import { DEVICE_SESSION_KEY } from '../../src/lib/backend/device/deviceData'
import {
  appCodeFiles,
  DAY_CHECK_SCRIPT,
  fileForPath,
  fontPreloads,
  SIGNED_IN_CHECK_SCRIPT,
  LATIN_EDITION_FONT_ASSET,
  LATIN_FONT_ASSET,
  pageDocument,
  shellDocument,
  splitHoistedHead,
  TELUGU_EDITION_FONT_ASSET,
  TELUGU_FONT_ASSET,
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
    <script type="module" crossorigin src="/assets/entry.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index.css">
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
    expect(head).toContain(
      '<script type="module" fetchpriority="low" crossorigin src="/assets/entry.js">',
    )
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

  it('writes the day its highlight cards show, and checks it before the first paint', () => {
    const page = (today?: string | null) =>
      pageDocument(TEMPLATE, {
        headTags: '<title>Home</title>',
        headScripts: [],
        body: '<p data-highlight="history">A story</p>',
        noscript: '',
        today,
      })
    const dated = page('2026-11-27')
    expect(dated).toContain('<html lang="en" data-today="2026-11-27">')
    expect(dated.indexOf(DAY_CHECK_SCRIPT)).toBeGreaterThan(-1)
    expect(dated).not.toContain(SIGNED_IN_CHECK_SCRIPT)
    expect(dated.indexOf(DAY_CHECK_SCRIPT)).toBeLessThan(
      dated.indexOf('</head>'),
    )
    for (const undated of [page(), page(null)]) {
      expect(undated).toContain('<html lang="en">')
      expect(undated).not.toContain('data-today')
      expect(undated).not.toContain(DAY_CHECK_SCRIPT)
    }
    expect(() => page('27/11/2026')).toThrow(/YYYY-MM-DD/)
  })

  it('marks another day than the cards show, and only that', () => {
    /** Runs the day check on a page dated `shown`, the visitor's clock at `now`. */
    const check = (shown: string | undefined, now: Date) => {
      const html = { dataset: {} as Record<string, string> }
      if (shown !== undefined) html.dataset.today = shown
      const RealDate = Date
      class VisitorDate extends RealDate {
        constructor() {
          super(now.getTime())
        }
      }
      const body = DAY_CHECK_SCRIPT.replace(/^<script>|<\/script>$/g, '')
      runInNewContext(body, {
        document: { documentElement: html },
        Date: VisitorDate,
        localStorage: {},
      })
      return 'dayDiffers' in html.dataset
    }
    const evening = new Date(2026, 10, 27, 23, 30)
    expect(check('2026-11-27', evening)).toBe(false)
    expect(check('2026-11-26', evening)).toBe(true)
    expect(check('2026-11-27', new Date(2026, 10, 28, 0, 5))).toBe(true)
    expect(check('2027-01-05', new Date(2027, 0, 5, 9))).toBe(false)
    expect(check(undefined, evening)).toBe(true)
  })

  it('marks, before the first paint, a device where a family is signed in (decision 070)', () => {
    const head = document.slice(0, document.indexOf('</head>'))
    expect(head).toContain(SIGNED_IN_CHECK_SCRIPT)
    expect(shellDocument(TEMPLATE)).toContain(SIGNED_IN_CHECK_SCRIPT)
    /** Runs `script` over a device whose localStorage holds `keys`. */
    const check = (
      script: string,
      keys: string[] | 'blocked',
      values: Record<string, string> = {},
    ) => {
      const style = new Map<string, string>()
      const html = {
        dataset: { today: '2026-11-27' } as Record<string, string>,
        style: {
          setProperty: (name: string, value: string) => style.set(name, value),
        },
      }
      const storage = Object.fromEntries(
        keys === 'blocked' ? [] : keys.map((key) => [key, values[key] ?? '{}']),
      )
      const body = script.replace(/^<script>|<\/script>$/g, '')
      const context = {
        document: { documentElement: html },
        get localStorage() {
          if (keys === 'blocked') throw new Error('SecurityError')
          return storage
        },
      }
      try {
        runInNewContext(body, context)
      } catch {
        // Blocked storage: the day check's script stops after its day check.
      }
      return Object.assign(html.dataset, {
        player: style.get('--player'),
      })
    }
    for (const script of [SIGNED_IN_CHECK_SCRIPT, DAY_CHECK_SCRIPT]) {
      // The child the bar last showed, as a CSS string, for a family signed
      // in (issue 44); none where nobody is, or nobody was shown.
      const player = (keys: string[]) =>
        check(script, keys, {
          [SHOWN_PLAYER_KEY]: 'Brave "Tiger" \\ 1',
        }).player
      expect(player([DEVICE_SESSION_KEY, SHOWN_PLAYER_KEY])).toBe(
        '"Brave \\"Tiger\\" \\\\ 1"',
      )
      expect(player([DEVICE_SESSION_KEY])).toBeUndefined()
      expect(player([SHOWN_PLAYER_KEY])).toBeUndefined()
      const signedIn = (keys: string[] | 'blocked') =>
        'signedIn' in check(script, keys)
      expect(signedIn([DEVICE_SESSION_KEY])).toBe(true)
      expect(signedIn(['sb-abcdefgh-auth-token', 'vasavi-kids:language'])).toBe(
        true,
      )
      expect(signedIn([])).toBe(false)
      expect(
        signedIn([
          'vasavi-kids:device-accounts:v1',
          'vasavi-kids:active-profile:v1',
          'vasavi-kids:family:v1',
          'vasavi-kids:guest-results:v1',
          'vasavi-kids:offline-rounds:v1',
          'vasavi-kids:quiz-seen:v1',
        ]),
      ).toBe(false)
      expect(signedIn('blocked')).toBe(false)
    }
    // Storage blocked: the day check is still made.
    expect(check(DAY_CHECK_SCRIPT, 'blocked')).toHaveProperty('dayDiffers')
    // The blocked storage's error is caught where there is no day check.
    expect(() => {
      runInNewContext(
        SIGNED_IN_CHECK_SCRIPT.replace(/^<script>|<\/script>$/g, ''),
        {
          document: { documentElement: { dataset: {} } },
          get localStorage() {
            throw new Error('SecurityError')
          },
        },
      )
    }).not.toThrow()
  })

  it('asks for its entry script after its styles and fonts, once', () => {
    expect(document.match(/<script type="module"/g)).toHaveLength(1)
    expect(document).toContain('fetchpriority="low"')
    expect(() =>
      pageDocument(TEMPLATE.replace(/<script type="module"[^>]*>/, ''), {
        headTags: '',
        headScripts: [],
        body: '',
        noscript: '',
      }),
    ).toThrow(/0 entry scripts/)
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

describe('TELUGU_FONT_ASSET', () => {
  it('recognises the built font file and nothing else', () => {
    expect(TELUGU_FONT_ASSET.test('noto-sans-telugu-subset-AbC_1.woff2')).toBe(
      true,
    )
    expect(TELUGU_FONT_ASSET.test('noto-sans-telugu-wght-normal-X.woff2')).toBe(
      false,
    )
  })
})

describe('font preloads in <head>', () => {
  it('go before the page head tags', () => {
    const page = pageDocument(TEMPLATE, {
      headTags: '<title>Story</title>',
      headScripts: [],
      body: '<p>Story</p>',
      noscript: '',
      preloads: fontPreloads({
        lang: 'en',
        fonts: {
          latin: ['/assets/nunito-subset-E.woff2'],
          edition: '',
          editionLatin: '',
        },
      }),
    })
    const head = page.slice(0, page.indexOf('</head>'))
    expect(head).toContain(
      `as="font" type="font/woff2" crossorigin=""/><title>Story</title>`,
    )
  })
})

describe('fontPreloads', () => {
  const fonts = {
    latin: ['/assets/baloo-2-subset-D.woff2', '/assets/nunito-subset-E.woff2'],
    edition: '/assets/noto-sans-telugu-edition-subset-B.woff2',
    editionLatin: '/assets/noto-sans-latin-edition-subset-C.woff2',
  }
  const preloaded = (preloads: string) =>
    [...preloads.matchAll(/<link rel="preload" href="([^"]+)"/g)].map(
      ([, href]) => href,
    )

  it('preloads the edition’s two subsets on every Telugu page, and no English face', () => {
    expect(preloaded(fontPreloads({ lang: 'te', fonts }))).toEqual([
      fonts.edition,
      fonts.editionLatin,
    ])
  })

  it('preloads Baloo 2 and Nunito on English pages, and no Telugu subset even for their Telugu words (the byte budget, decision 065)', () => {
    expect(preloaded(fontPreloads({ lang: 'en', fonts }))).toEqual(fonts.latin)
  })

  it('tells the built subsets apart', () => {
    const edition = 'noto-sans-telugu-edition-subset-B1.woff2'
    const latin = 'noto-sans-latin-edition-subset-C1.woff2'
    expect(TELUGU_EDITION_FONT_ASSET.test(edition)).toBe(true)
    expect(TELUGU_FONT_ASSET.test(edition)).toBe(false)
    expect(LATIN_EDITION_FONT_ASSET.test(latin)).toBe(true)
    expect(LATIN_EDITION_FONT_ASSET.test(edition)).toBe(false)
    expect(TELUGU_EDITION_FONT_ASSET.test(latin)).toBe(false)
    for (const file of ['baloo-2-subset-X1.woff2', 'nunito-subset-Y_2.woff2'])
      expect(LATIN_FONT_ASSET.test(file)).toBe(true)
    for (const file of [latin, edition, 'noto-sans-telugu-subset-A.woff2'])
      expect(LATIN_FONT_ASSET.test(file)).toBe(false)
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

  it('preloads what it is given and keeps its entry script’s default priority', () => {
    const preload =
      '<link rel="preload" href="/assets/nunito-subset-E.woff2" as="font" type="font/woff2" crossorigin=""/>'
    const shell = shellDocument(TEMPLATE, preload)
    expect(shell).toContain(`${preload}<meta data-static-head name="robots"`)
    expect(shell).not.toContain('fetchpriority')
  })

  it('is in its edition’s language: English unless told', () => {
    expect(shellDocument(TEMPLATE)).toMatch(/<html lang="en"/)
    const telugu = shellDocument(TEMPLATE, '', 'te')
    expect(telugu).toMatch(/<html lang="te"/)
    expect(telugu).not.toMatch(/<html lang="en"/)
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
})
