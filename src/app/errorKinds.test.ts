import { describe, expect, it } from 'vitest'

import { isChunkLoadError } from './errorKinds'

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
