// Re-create favicon.svg and the brand PNGs from assets/brand/*.svg: node scripts/art/render-brand-assets.mjs
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { chromium } from '@playwright/test'

const root = fileURLToPath(new URL('../..', import.meta.url))
const at = (...parts) => path.join(root, ...parts)

const MAROON = '#7a1c2e'

const markSvg = await readFile(at('assets/brand/logo-mark.svg'), 'utf8')
const ogSvg = await readFile(at('assets/brand/og-image.svg'), 'utf8')

// Fonts are embedded as data: URLs so rendering never touches the network.
const fontFace = async (family, file) => {
  const data = await readFile(at('node_modules/@fontsource-variable', file))
  return `@font-face{font-family:'${family}';font-style:normal;font-weight:200 1000;src:url(data:font/woff2;base64,${data.toString('base64')}) format('woff2')}`
}
const fontCss = [
  await fontFace('Baloo 2', 'baloo-2/files/baloo-2-latin-wght-normal.woff2'),
  await fontFace('Nunito', 'nunito/files/nunito-latin-wght-normal.woff2'),
].join('')

// The favicon is the mark without comments and indentation.
const minifySvg = (svg) =>
  svg
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/>\s+</g, '><')
    .trim() + '\n'

// An HTML page showing one SVG centred at `scale` of the viewport.
const page = ({ svg, background = 'transparent', scale = 1, css = '' }) =>
  `<!doctype html><html><head><meta charset="utf-8"><style>${css}
html,body{margin:0;width:100%;height:100%;overflow:hidden;background:${background}}
body{display:flex;align-items:center;justify-content:center}
svg{display:block;flex:none;width:${scale * 100}vw;height:${scale * 100}vh}
</style></head><body>${svg}</body></html>`

const jobs = [
  { out: 'public/icons/icon-192.png', size: [192, 192], svg: markSvg },
  { out: 'public/icons/icon-512.png', size: [512, 512], svg: markSvg },
  // Full-bleed background; the lamp stays well inside the 80% safe circle.
  {
    out: 'public/icons/icon-maskable-512.png',
    size: [512, 512],
    svg: markSvg,
    background: MAROON,
    scale: 0.8,
  },
  // Opaque square: iOS rounds the corners itself.
  {
    out: 'public/icons/apple-touch-icon.png',
    size: [180, 180],
    svg: markSvg,
    background: MAROON,
  },
  {
    out: 'public/og-image.png',
    size: [1200, 630],
    svg: ogSvg,
    background: '#fff8e7',
    css: fontCss,
    fonts: ['800 116px "Baloo 2"', '700 42px "Nunito"'],
  },
]

await writeFile(at('public/favicon.svg'), minifySvg(markSvg))
console.log('wrote public/favicon.svg')

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
  ],
})

try {
  for (const job of jobs) {
    const [width, height] = job.size
    const context = await browser.newContext({
      viewport: { width, height },
      deviceScaleFactor: 1,
      offline: true,
    })
    await context.route('**/*', (route) => route.abort())
    const tab = await context.newPage()
    await tab.setContent(page(job))
    if (job.fonts) {
      const missing = await tab.evaluate(async (fonts) => {
        await Promise.all(fonts.map((font) => document.fonts.load(font)))
        await document.fonts.ready
        const loaded = [...document.fonts]
          .filter((face) => face.status === 'loaded')
          .map((face) => face.family.replace(/["']/g, ''))
        return fonts.filter(
          (font) => !loaded.some((family) => font.includes(`"${family}"`)),
        )
      }, job.fonts)
      if (missing.length > 0) {
        throw new Error(`fonts not loaded: ${missing.join(', ')}`)
      }
    }
    await mkdir(path.dirname(at(job.out)), { recursive: true })
    await tab.screenshot({
      path: at(job.out),
      omitBackground: job.background === undefined,
    })
    await context.close()
    console.log(`wrote ${job.out} (${width}x${height})`)
  }
} finally {
  await browser.close()
}
