import { afterAll, afterEach, vi } from 'vitest'

import type * as cnModule from '@/lib/cn'
import { forgetLoadedTwins, takeMissedTwins } from '@/lib/i18n/edition'
import { setActiveLanguage } from '@/lib/i18n/language'

import { takeCnConflicts } from './cnGuard'

/**
 * What every test needs, with or without a DOM: the `logic` project (pure
 * `.ts` tests in Node, decision 036) runs only this file, the `unit` project
 * this and src/test/setup.ts.
 */

// Every class list the app joins is checked: two classes for one property
// throw (src/test/cnGuard.ts).
vi.mock('@/lib/cn', async (importOriginal) => {
  const actual = await importOriginal<typeof cnModule>()
  const { guardCn } = await import('./cnGuard')
  return { ...actual, cn: guardCn(actual.cn) }
})

vi.setConfig({ testTimeout: 30_000 })

// Registered first, so it runs after src/test/setup.ts's afterEach (after
// hooks run last-registered first): the page is unmounted before these checks.
afterEach(() => {
  // Each test starts on an English page (lib/i18n/language.ts); a Telugu
  // test that read a twin its code did not load fails.
  setActiveLanguage('en')
  const missed = takeMissedTwins()
  if (missed > 0) throw new Error(`${missed} Telugu twin(s) read unloaded`)
  // A conflict that an error boundary caught still fails its test.
  const conflicts = takeCnConflicts()
  if (conflicts.length > 0) throw new Error(conflicts.join('\n'))
})

// A worker's test files share modules (`isolate: false`, decision 040): the
// next file loads its own Telugu twins, as it would alone.
afterAll(() => {
  forgetLoadedTwins()
})
