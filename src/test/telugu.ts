import { loadTeluguTwins } from '@/lib/i18n/edition'
import { setActiveLanguage } from '@/lib/i18n/language'

/**
 * Shows the Telugu edition in a test, as a `/te` route does: every Telugu
 * twin the test's modules declared is loaded. The test setup goes back to
 * English after each test.
 */
export async function showTelugu(): Promise<void> {
  setActiveLanguage('te')
  await loadTeluguTwins()
}
