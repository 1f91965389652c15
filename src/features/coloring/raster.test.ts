import { describe, expect, it } from 'vitest'

import { PRINT_LONG_SIDE, rasterSize } from './raster'

describe('rasterSize', () => {
  it('scales a portrait page to at least 2000 px on its long side', () => {
    expect(PRINT_LONG_SIDE).toBeGreaterThanOrEqual(2000)
    expect(rasterSize(800, 1000)).toEqual({ width: 2000, height: 2500 })
  })

  it('scales landscape pictures by their width', () => {
    expect(rasterSize(1000, 500, 2000)).toEqual({ width: 2000, height: 1000 })
  })

  it('refuses a picture without a size', () => {
    expect(() => rasterSize(0, 1000)).toThrow()
  })
})
