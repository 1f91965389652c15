import { readFile } from 'node:fs/promises'

import type { Download, Page } from '@playwright/test'

import { expect, expectNoSeriousA11yViolations, test } from './fixtures'

/** Width and height from a PNG's IHDR chunk (bytes 16-23). */
async function pngSize(download: Download) {
  const path = await download.path()
  const bytes = await readFile(path)
  expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG')
  expect(bytes.subarray(12, 16).toString('ascii')).toBe('IHDR')
  return {
    width: bytes.readUInt32BE(16),
    height: bytes.readUInt32BE(20),
    bytes,
  }
}

/** The colour of one pixel of a PNG, read back by the browser. */
async function pixelAt(page: Page, png: Buffer, x: number, y: number) {
  return page.evaluate(
    async ({ base64, x, y }) => {
      const image = new Image()
      image.src = `data:image/png;base64,${base64}`
      await image.decode()
      const canvas = document.createElement('canvas')
      canvas.width = image.naturalWidth
      canvas.height = image.naturalHeight
      const context = canvas.getContext('2d')
      if (!context) throw new Error('no canvas')
      context.drawImage(image, 0, 0)
      const [r = 0, g = 0, b = 0] = context.getImageData(x, y, 1, 1).data
      return `#${[r, g, b].map((v) => v.toString(16).padStart(2, '0')).join('')}`
    },
    { base64: png.toString('base64'), x, y },
  )
}

async function openStudio(page: Page, title: string) {
  await page.getByRole('button', { name: `Color on screen: ${title}` }).click()
  const studio = page.getByRole('dialog', { name: `Color: ${title}` })
  await expect(studio).toBeVisible()
  await expect(
    studio.getByRole('group', { name: /Picture to color/ }),
  ).toBeVisible()
  return studio
}

test.beforeEach(async ({ page }) => {
  await page.goto('/coloring')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Coloring Corner' }),
  ).toBeVisible()
})

test('shows nine pages, four tips, six colours and three share ideas', async ({
  page,
}) => {
  const cards = page.getByRole('group').filter({
    has: page.getByRole('button', { name: /^Download: / }),
  })
  await expect(cards).toHaveCount(9)
  await expect(page.getByRole('img', { name: /Line drawing/ })).toHaveCount(9)
  const diya = cards.filter({ hasText: 'Diya of Light' })
  await expect(diya.getByText('Easy')).toBeVisible()
  await expect(diya.getByText('Ages 5 to 7 and up')).toBeVisible()
  await expect(diya.getByText('Festivals')).toBeVisible()
  await expect(
    page.getByRole('region', { name: 'Coloring Tips' }).getByRole('listitem'),
  ).toHaveCount(4)
  await expect(
    page
      .getByRole('region', { name: 'What Our Colors Mean' })
      .getByRole('heading', { level: 3 }),
  ).toHaveText([
    'Saffron / Orange',
    'Red',
    'Yellow / Gold',
    'Green',
    'Blue',
    'White',
  ])
  await expect(
    page
      .getByRole('region', { name: 'Share Your Artwork' })
      .getByRole('listitem'),
  ).toHaveCount(3)
  await page.getByRole('link', { name: 'Back to Home' }).click()
  await expect(page).toHaveURL(/\/$/)
})

test('Download saves a print-size PNG named after the title, made in the browser', async ({
  page,
}) => {
  const requests: string[] = []
  page.on('request', (request) => requests.push(request.url()))
  const downloadPromise = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download: Diya of Light' }).click()
  const download = await downloadPromise
  expect(download.suggestedFilename()).toBe('diya-of-light-coloring-page.png')
  const { width, height } = await pngSize(download)
  expect(Math.max(width, height)).toBeGreaterThanOrEqual(2000)
  expect(width / height).toBeCloseTo(0.8, 2)
  await expect(
    page.getByText('Saved diya-of-light-coloring-page.png', { exact: true }),
  ).toBeVisible()
  const origin = new URL(page.url()).origin
  expect(
    requests.filter(
      (url) => !url.startsWith(origin) && !url.startsWith('blob:'),
    ),
  ).toEqual([])
})

test('Print shows only the chosen page when printing', async ({ page }) => {
  await page.evaluate(() => {
    const w = window as typeof window & { printCalls: number }
    w.printCalls = 0
    window.print = () => {
      w.printCalls += 1
    }
  })
  await page.getByRole('button', { name: 'Print: Blooming Lotus' }).click()
  await expect
    .poll(() =>
      page.evaluate(
        () => (window as typeof window & { printCalls: number }).printCalls,
      ),
    )
    .toBe(1)
  const sheet = page.getByTestId('print-sheet')
  await expect(sheet).toBeHidden()
  await page.emulateMedia({ media: 'print' })
  await expect(sheet).toBeVisible()
  await expect(sheet.getByRole('img')).toHaveAttribute(
    'src',
    '/coloring/lotus.svg',
  )
  await expect(page.locator('#root')).toBeHidden()
  await page.emulateMedia({ media: 'screen' })
  await page.evaluate(() => window.dispatchEvent(new Event('afterprint')))
  await expect(sheet).toHaveCount(0)
})

test('the share panel prints a gift card', async ({ page }) => {
  await page.evaluate(() => {
    window.print = () => undefined
  })
  await page.getByRole('button', { name: 'Print a gift card' }).click()
  await expect(page.getByTestId('print-sheet').locator('img')).toHaveAttribute(
    'src',
    '/coloring/gift-card.svg',
  )
})

test('the studio fills by click and keyboard, undoes, zooms and saves a PNG', async ({
  page,
}) => {
  test.setTimeout(60_000)
  const studio = await openStudio(page, 'Diya of Light')

  // Click a part with the default colour, saffron.
  const dot = studio.getByRole('button', {
    name: /^Bowl dot 2, part \d+ of \d+/,
  })
  await dot.click()
  await expect(dot).toHaveAttribute('fill', '#ff9933')
  await expect(studio.getByRole('status')).toHaveText(
    'Bowl dot 2 is now Saffron / Orange.',
  )

  // Undo brings back white.
  await studio.getByRole('button', { name: 'Undo' }).click()
  await expect(dot).toHaveAttribute('fill', '#ffffff')

  // Keyboard: pick blue, go into the picture, arrow to a part, Enter fills.
  const blue = studio.getByRole('button', { name: 'Blue', exact: true })
  await blue.click()
  await expect(blue).toHaveAttribute('aria-pressed', 'true')
  await studio.getByRole('button', { name: /, part 1 of / }).focus()
  await page.keyboard.press('End')
  const flameHeart = studio.getByRole('button', {
    name: /^Heart of the flame,/,
  })
  await expect(flameHeart).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(flameHeart).toHaveAttribute('fill', '#2f6fdd')
  await page.keyboard.press('ArrowLeft')
  await page.keyboard.press(' ')
  const flame = studio.getByRole('button', { name: /^Flame,/ })
  await expect(flame).toHaveAttribute('fill', '#2f6fdd')
  await expect(flame).toHaveAccessibleName(/^Flame, part \d+ of \d+, Blue$/)

  // Zoom buttons change the zoom level.
  await studio.getByRole('button', { name: 'Zoom in' }).click()
  await expect(studio.getByText('Zoom 150%')).toBeVisible()
  await studio.getByRole('button', { name: 'Zoom out' }).click()
  await expect(studio.getByText('Zoom 100%')).toBeVisible()

  // Save the coloured picture as a PNG; the flame's middle is blue in it.
  const downloadPromise = page.waitForEvent('download')
  await studio.getByRole('button', { name: 'Save picture' }).click()
  const download = await downloadPromise
  expect(download.suggestedFilename()).toBe('diya-of-light-my-coloring.png')
  const { width, height, bytes } = await pngSize(download)
  expect(Math.max(width, height)).toBeGreaterThanOrEqual(2000)
  // The heart of the flame is centred at (400, 415) in the 800 × 1000 art.
  const scale = width / 800
  expect(
    await pixelAt(
      page,
      bytes,
      Math.round(400 * scale),
      Math.round(415 * scale),
    ),
  ).toBe('#2f6fdd')
  await expect(studio.getByRole('status')).toHaveText(
    'Saved diya-of-light-my-coloring.png.',
  )

  // Escape closes the studio and focus returns to the button that opened it.
  await page.keyboard.press('Escape')
  await expect(studio).toBeHidden()
  await expect(
    page.getByRole('button', { name: 'Color on screen: Diya of Light' }),
  ).toBeFocused()
})

test('the studio keeps the work in progress after a reload', async ({
  page,
}) => {
  test.setTimeout(60_000)
  let studio = await openStudio(page, 'Blooming Lotus')
  await studio.getByRole('button', { name: 'Red', exact: true }).click()
  const petal = () => studio.getByRole('button', { name: /^Centre petal,/ })
  await petal().click()
  await expect(petal()).toHaveAttribute('fill', '#d62828')

  await page.reload()
  studio = await openStudio(page, 'Blooming Lotus')
  await expect(petal()).toHaveAttribute('fill', '#d62828')
  await expect(petal()).toHaveAccessibleName(/, Red$/)

  // Clear empties the picture; Undo brings the colours back.
  await studio.getByRole('button', { name: 'Clear all' }).click()
  await expect(petal()).toHaveAttribute('fill', '#ffffff')
  await studio.getByRole('button', { name: 'Undo' }).click()
  await expect(petal()).toHaveAttribute('fill', '#d62828')
})

test('the studio has no serious axe violations', async ({ page }) => {
  test.setTimeout(60_000)
  await openStudio(page, 'Muggu Pattern')
  await expectNoSeriousA11yViolations(page)
})

test.describe('on a touch tablet', () => {
  test.use({ hasTouch: true, viewport: { width: 820, height: 1180 } })

  test('a tap fills a part of the picture', async ({ page }) => {
    const studio = await openStudio(page, 'Sankranti Kite')
    await studio.getByRole('button', { name: 'Green', exact: true }).tap()
    const centre = studio.getByRole('button', { name: /^Kite centre,/ })
    await centre.tap()
    await expect(centre).toHaveAttribute('fill', '#2e8f45')
  })

  test('two fingers pinch to zoom the picture', async ({ page }) => {
    const studio = await openStudio(page, 'Sankranti Kite')
    const box = await studio.getByTestId('studio-canvas').boundingBox()
    if (!box) throw new Error('the picture has no box')
    const y = box.y + box.height / 2
    const x = box.x + box.width / 2
    const cdp = await page.context().newCDPSession(page)
    const touch = (
      type: 'touchStart' | 'touchMove' | 'touchEnd',
      spread: number,
    ) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints:
          type === 'touchEnd'
            ? []
            : [
                { x: x - spread, y, id: 1 },
                { x: x + spread, y, id: 2 },
              ],
      })
    await touch('touchStart', 50)
    for (const spread of [60, 75, 90, 100]) await touch('touchMove', spread)
    await touch('touchEnd', 0)
    await expect(studio.getByText('Zoom 200%')).toBeVisible()
  })
})

test('the studio on a phone has no serious axe violations', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  const studio = await openStudio(page, 'Temple Gopuram of Penugonda')
  await expect(
    studio.getByRole('button', { name: 'Close the coloring studio' }),
  ).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await studio
    .getByRole('button', { name: 'Close the coloring studio' })
    .click()
  await expect(studio).toBeHidden()
})

/** Buttons and links on screen that are smaller than 44 × 44 CSS pixels. */
async function smallTargets(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('a[href], button')]
      .filter((el) => el.getClientRects().length > 0)
      .filter((el) => !el.classList.contains('sr-only'))
      .map((el) => ({ el, box: el.getBoundingClientRect() }))
      .filter(({ box }) => box.height < 44 || box.width < 44)
      .map(
        ({ el, box }) =>
          `${el.getAttribute('aria-label') ?? el.textContent?.trim()} (${Math.round(box.width)}×${Math.round(box.height)})`,
      ),
  )
}

test('every button on /coloring and in the studio is a 44 px touch target on a phone', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 })
  await page.goto('/coloring')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(await smallTargets(page)).toEqual([])
  await openStudio(page, 'Mango Leaf Toran')
  expect(await smallTargets(page)).toEqual([])
})
