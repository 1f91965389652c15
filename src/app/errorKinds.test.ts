import { describe, expect, it } from 'vitest'

import { errorKindOf, isChunkLoadError } from './errorKinds'

const CHUNK_FAILED = new TypeError(
  'Failed to fetch dynamically imported module: /assets/x.js',
)

describe('isChunkLoadError', () => {
  it.each([
    ['Failed to fetch dynamically imported module: /assets/x.js', true],
    ['Importing a module script failed.', true],
    ['error loading dynamically imported module', true],
    ['Cannot read properties of undefined', false],
  ])('%s -> %s', (message, expected) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(expected)
  })

  it('is false for values that are not errors', () => {
    expect(isChunkLoadError('Failed to fetch')).toBe(false)
  })
})

describe('errorKindOf', () => {
  it('calls a chunk that failed offline "offline", never a new version', () => {
    expect(errorKindOf(CHUNK_FAILED, false)).toBe('offline')
    expect(
      errorKindOf(new TypeError('Importing a module script failed.'), false),
    ).toBe('offline')
  })

  it('calls a chunk that failed online a new version', () => {
    expect(errorKindOf(CHUNK_FAILED, true)).toBe('new-version')
  })

  it('calls anything else a plain error, online or not', () => {
    expect(errorKindOf(new Error('boom'), true)).toBe('other')
    expect(errorKindOf(new Error('boom'), false)).toBe('other')
    expect(errorKindOf(undefined, false)).toBe('other')
  })
})
