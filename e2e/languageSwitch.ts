import type { Page } from '@playwright/test'

/** Follows the language switch: in the top bar, or in the phone's menu. */
export async function switchTo(page: Page, language: 'English' | 'తెలుగు') {
  const menuButton = page.getByRole('button', {
    name: /^(Open menu|మెనూ తెరవండి)$/,
  })
  if (await menuButton.isVisible()) await menuButton.click()
  await page
    .getByRole('group', { name: /^(Language|భాష)$/ })
    .filter({ visible: true })
    .getByRole('link', { name: language, exact: true })
    .click()
}
