/**
 * Turns an SVG into a PNG in the browser (no server): the picture is drawn
 * on a white canvas at print resolution and saved through a download link.
 */

/** The long side of a saved PNG: 2500 px is A4 or Letter at about 200 dpi. */
export const PRINT_LONG_SIDE = 2500

/** Canvas size for a picture of `width` × `height` scaled to `longSide`. */
export function rasterSize(
  width: number,
  height: number,
  longSide = PRINT_LONG_SIDE,
): { width: number; height: number } {
  if (!(width > 0 && height > 0)) throw new Error('The picture has no size.')
  const scale = longSide / Math.max(width, height)
  return {
    width: Math.round(width * scale),
    height: Math.round(height * scale),
  }
}

/** Draws the SVG at `src` (same-origin or blob: URL) and returns PNG bytes. */
export async function renderSvgToPng(src: string): Promise<Blob> {
  const image = new Image()
  image.src = src
  await image.decode()
  const size = rasterSize(image.naturalWidth, image.naturalHeight)
  const canvas = document.createElement('canvas')
  canvas.width = size.width
  canvas.height = size.height
  const context = canvas.getContext('2d')
  if (!context) throw new Error('This browser cannot draw pictures.')
  context.fillStyle = '#ffffff'
  context.fillRect(0, 0, size.width, size.height)
  context.drawImage(image, 0, 0, size.width, size.height)
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) =>
        blob ? resolve(blob) : reject(new Error('The picture was not made.')),
      'image/png',
    )
  })
}

/** Offers `blob` to the visitor as a file called `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.hidden = true
  document.body.append(link)
  link.click()
  link.remove()
  // Give the browser time to start the download before letting go of the data.
  window.setTimeout(() => URL.revokeObjectURL(url), 30_000)
}

/** Renders SVG markup (e.g. a coloured picture) to PNG. */
export async function renderSvgMarkupToPng(markup: string): Promise<Blob> {
  const url = URL.createObjectURL(new Blob([markup], { type: 'image/svg+xml' }))
  try {
    return await renderSvgToPng(url)
  } finally {
    URL.revokeObjectURL(url)
  }
}
