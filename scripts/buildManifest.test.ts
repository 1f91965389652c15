import { describe, expect, it } from 'vitest'

import {
  BOOT_MODULE,
  firstLoadFiles,
  pageScripts,
  staticClosure,
} from './buildManifest.mjs'

// The shape Vite writes: the entry loads the app chunk lazily, which loads
// the pages lazily; chunks share code through static imports.
const manifest = {
  'index.html': {
    file: 'assets/entry-1.js',
    isEntry: true,
    imports: ['_preload.js'],
    dynamicImports: [BOOT_MODULE],
  },
  '_preload.js': { file: 'assets/preload-2.js' },
  [BOOT_MODULE]: {
    file: 'assets/boot-3.js',
    isDynamicEntry: true,
    imports: ['index.html', '_strings.js', '_icon.js'],
    dynamicImports: ['src/pages/HomePage.tsx', 'src/pages/GotrasPage.tsx'],
  },
  '_strings.js': { file: 'assets/strings-4.js' },
  '_icon.js': { file: 'assets/icon-5.js', imports: ['_strings.js'] },
  '_star.js': { file: 'assets/star-6.js', imports: ['_icon.js'] },
  'src/pages/HomePage.tsx': {
    file: 'assets/HomePage-7.js',
    isDynamicEntry: true,
    imports: ['_star.js', '_icon.js', 'index.html'],
  },
  'src/pages/GotrasPage.tsx': {
    file: 'assets/GotrasPage-8.js',
    isDynamicEntry: true,
    imports: ['_gotras.js'],
  },
  '_gotras.js': { file: 'assets/gotras-9.js' },
}

describe('staticClosure', () => {
  it('follows static imports once each, never dynamic ones', () => {
    expect([...staticClosure(manifest, ['src/pages/HomePage.tsx'])]).toEqual([
      'assets/HomePage-7.js',
      'assets/star-6.js',
      'assets/icon-5.js',
      'assets/strings-4.js',
      'assets/entry-1.js',
      'assets/preload-2.js',
    ])
  })

  it('refuses a key the build does not have', () => {
    expect(() => staticClosure(manifest, ['src/pages/Gone.tsx'])).toThrow(
      /no src\/pages\/Gone\.tsx/,
    )
  })
})

describe('firstLoadFiles', () => {
  it('is the entry and the app chunk with their imports, no page', () => {
    expect([...firstLoadFiles(manifest)].sort()).toEqual([
      'assets/boot-3.js',
      'assets/entry-1.js',
      'assets/icon-5.js',
      'assets/preload-2.js',
      'assets/strings-4.js',
    ])
  })
})

describe('pageScripts', () => {
  it("is the app chunk and the page's chunks, without the entry's own", () => {
    expect([...pageScripts(manifest, ['src/pages/HomePage.tsx'])]).toEqual([
      'assets/boot-3.js',
      'assets/strings-4.js',
      'assets/icon-5.js',
      'assets/HomePage-7.js',
      'assets/star-6.js',
    ])
    expect([...pageScripts(manifest, ['src/pages/GotrasPage.tsx'])]).toEqual([
      'assets/boot-3.js',
      'assets/strings-4.js',
      'assets/icon-5.js',
      'assets/GotrasPage-8.js',
      'assets/gotras-9.js',
    ])
  })
})
