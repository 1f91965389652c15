import { expect, test } from './fixtures'

/** Every link and button a child can tap is at least 44 × 44 CSS pixels. */
for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`touch targets are at least 44 px at ${viewport.width}×${viewport.height}`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport)
    for (const path of [
      '/',
      '/terms-of-use',
      '/games',
      '/this-does-not-exist',
    ]) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      const small = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('a[href], button')]
          .filter((el) => el.getClientRects().length > 0)
          .filter((el) => getComputedStyle(el).visibility !== 'hidden')
          // The skip link is visually hidden until it receives focus.
          .filter((el) => !el.classList.contains('sr-only'))
          .map((el) => ({ el, box: el.getBoundingClientRect() }))
          .filter(({ box }) => box.height < 44 || box.width < 44)
          .map(
            ({ el, box }) =>
              `${el.textContent?.trim() || el.getAttribute('aria-label')} (${Math.round(box.width)}×${Math.round(box.height)})`,
          ),
      )
      expect(small, `small targets on ${path}`).toEqual([])
    }
  })
}
