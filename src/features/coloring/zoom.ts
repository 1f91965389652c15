/** Zoom levels of the colouring studio (1 = the whole picture fits). */
export const MIN_ZOOM = 1
export const MAX_ZOOM = 4
export const ZOOM_STEP = 0.5

export function clampZoom(zoom: number): number {
  if (!Number.isFinite(zoom)) return MIN_ZOOM
  const rounded = Math.round(zoom * 100) / 100
  return Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, rounded))
}

export const zoomIn = (zoom: number) => clampZoom(zoom + ZOOM_STEP)
export const zoomOut = (zoom: number) => clampZoom(zoom - ZOOM_STEP)

type Point = { x: number; y: number }

export const pointerDistance = (a: Point, b: Point) =>
  Math.hypot(a.x - b.x, a.y - b.y)

/** The zoom after two fingers moved from `startDistance` apart to `distance` apart. */
export function pinchZoom(
  startZoom: number,
  startDistance: number,
  distance: number,
): number {
  if (startDistance <= 0) return clampZoom(startZoom)
  return clampZoom((startZoom * distance) / startDistance)
}
