import { describe, expect, it } from 'vitest'

import { editionFiles, editionOfPath } from './offlineEditions.mjs'

const ASSETS = [
  'baloo-2-subset-A.woff2',
  'nunito-subset-B.woff2',
  'noto-sans-telugu-subset-C.woff2',
  'noto-sans-telugu-edition-subset-D.woff2',
  'noto-sans-latin-edition-subset-E.woff2',
  'noto-sans-devanagari-F.woff2',
  'entry-1.js',
]

describe('editionFiles', () => {
  it('gives Telugu its content, dictionaries, highlights and fonts, and English its fonts', () => {
    const manifest = {
      'index.html': { file: 'assets/entry-1.js', isEntry: true },
      'src/data/gotras.ts': { file: 'assets/gotras-2.js' },
      'src/data/te/gotras.ts': { file: 'assets/gotras-3.js' },
      'src/lib/i18n/te.ts': { file: 'assets/te-4.js' },
      'src/lib/i18n/te/games.ts': { file: 'assets/games-5.js' },
      'src/lib/i18n/teacher.ts': { file: 'assets/teacher-6.js' },
      '_highlights-te-7.js': {
        file: 'assets/highlights-te-7.js',
        name: 'highlights-te',
      },
    }
    expect(editionFiles(manifest, ASSETS)).toEqual({
      en: [
        '/assets/baloo-2-subset-A.woff2',
        '/assets/noto-sans-telugu-subset-C.woff2',
        '/assets/nunito-subset-B.woff2',
      ],
      te: [
        '/assets/games-5.js',
        '/assets/gotras-3.js',
        '/assets/highlights-te-7.js',
        '/assets/noto-sans-latin-edition-subset-E.woff2',
        '/assets/noto-sans-telugu-edition-subset-D.woff2',
        '/assets/te-4.js',
      ],
    })
  })

  it('leaves to every edition a Telugu chunk that other code imports, and what it imports', () => {
    const manifest = {
      'src/pages/HomePage.tsx': {
        file: 'assets/HomePage-1.js',
        imports: ['src/data/te/story.ts'],
      },
      'src/data/te/story.ts': {
        file: 'assets/story-2.js',
        imports: ['src/data/te/names.ts'],
      },
      'src/data/te/names.ts': { file: 'assets/names-3.js' },
      'src/data/te/legal.ts': {
        file: 'assets/legal-4.js',
        imports: ['src/data/te/names.ts'],
      },
    }
    expect(editionFiles(manifest, []).te).toEqual(['/assets/legal-4.js'])
  })
})

describe('editionOfPath', () => {
  it('reads the edition from the address', () => {
    expect(editionOfPath('/te')).toBe('te')
    expect(editionOfPath('/te/gotra/kashyapa')).toBe('te')
    expect(editionOfPath('/')).toBe('en')
    expect(editionOfPath('/gotra/kashyapa')).toBe('en')
    expect(editionOfPath('/tea')).toBe('en')
  })
})
