import type { Page } from '@playwright/test'

import { expect } from './fixtures'

/** Small phones, the usual phones, a tablet upright and on its side. */
export const WIDTHS = [320, 360, 390, 768, 1024] as const

/**
 * The elements that stick out past the right edge of the screen, outermost
 * first: the page scrolls sideways when there is any.
 */
function overflowing(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth
    const found: string[] = []
    if (document.documentElement.scrollWidth <= width) return found
    for (const element of document.body.querySelectorAll('*')) {
      const right = element.getBoundingClientRect().right
      const parent = element.parentElement?.getBoundingClientRect().right ?? 0
      if (right > width + 0.5 && parent <= width + 0.5) {
        const text = (element.textContent ?? '').trim().slice(0, 40)
        found.push(`<${element.tagName.toLowerCase()}> "${text}" to ${right}px`)
      }
    }
    return found.length > 0 ? found : ['(the page, with no single element)']
  })
}

/** The page as it is now, laid out at every width: nothing sticks out. */
export async function expectFitsEveryWidth(page: Page, what: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 })
    expect(await overflowing(page), `${what} at ${width} px`).toEqual([])
  }
  await page.setViewportSize({ width: WIDTHS[0], height: 800 })
}
