import { describe, expect, it } from 'vitest'

import {
  clampZoom,
  MAX_ZOOM,
  MIN_ZOOM,
  pinchZoom,
  pointerDistance,
  zoomIn,
  zoomOut,
} from './zoom'

describe('studio zoom', () => {
  it('steps in and out within the limits', () => {
    expect(zoomIn(1)).toBe(1.5)
    expect(zoomOut(1.5)).toBe(1)
    expect(zoomOut(MIN_ZOOM)).toBe(MIN_ZOOM)
    expect(zoomIn(MAX_ZOOM)).toBe(MAX_ZOOM)
  })

  it('clamps odd values', () => {
    expect(clampZoom(0.2)).toBe(MIN_ZOOM)
    expect(clampZoom(99)).toBe(MAX_ZOOM)
    expect(clampZoom(Number.NaN)).toBe(MIN_ZOOM)
    expect(clampZoom(1.23456)).toBe(1.23)
  })

  it('follows two fingers: twice as far apart is twice the zoom', () => {
    const start = pointerDistance({ x: 0, y: 0 }, { x: 30, y: 40 })
    expect(start).toBe(50)
    expect(pinchZoom(1, start, 100)).toBe(2)
    expect(pinchZoom(2, start, 25)).toBe(1)
    expect(pinchZoom(2, 0, 25)).toBe(2)
  })
})
